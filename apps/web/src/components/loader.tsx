// The loading state of anything that waits (docs/product.md "Screens": lazy screens show a loader fallback).
import { useT } from '../i18n/language.tsx';

export function Loader({ label, inline = false }: { label?: string; inline?: boolean }) {
  const t = useT();
  return (
    <div className={inline ? 'loader loader-inline' : 'loader'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className={inline ? undefined : 'visually-hidden'}>{label ?? t.app.loading}</span>
    </div>
  );
}
