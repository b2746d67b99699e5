// Shows the toasts of lib/toast.ts at the top right (docs/product.md "Toasts": they close after 3 s).
import { useT } from '../i18n/language.tsx';
import { dismissToast, useToasts } from '../lib/toast.ts';

export function ToastContainer() {
  const t = useT();
  const toasts = useToasts();
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((item) => (
        <div key={item.id} className={`toast toast-${item.kind}`} data-testid="toast">
          <span>{item.message}</span>
          <button
            type="button"
            className="toast-close"
            onClick={() => dismissToast(item.id)}
            aria-label={t.common.close}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
