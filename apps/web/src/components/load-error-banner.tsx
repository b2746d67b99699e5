// docs/product.md "Errors" loading-failure banner: a message asking the user to reload, with a Refresh button.
import { useT } from '../i18n/language.tsx';

export function LoadErrorBanner({ onRefresh, message }: { onRefresh?: () => void; message?: string }) {
  const t = useT();
  return (
    <div className="error-banner" role="alert">
      <span>{message ?? t.errors.loadFailed}</span>{' '}
      <button type="button" className="button" onClick={onRefresh ?? (() => window.location.reload())}>
        {t.errors.refresh}
      </button>
    </div>
  );
}
