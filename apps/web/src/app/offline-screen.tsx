// docs/product.md "Offline": while the browser is offline the whole app shows this notice with a reload button.
// Part of the first-load bundle on purpose: nothing can be fetched once the connection is gone.
import { useT } from '../i18n/language.tsx';

export function OfflineScreen() {
  const t = useT();
  return (
    <main className="offline-screen" role="alert" aria-labelledby="offline-title">
      <svg viewBox="0 0 120 90" width="150" height="112" aria-hidden="true">
        <g fill="none" stroke="#9ca3af" strokeWidth="7" strokeLinecap="round">
          <path d="M18 38a60 60 0 0 1 84 0" />
          <path d="M32 52a40 40 0 0 1 56 0" />
        </g>
        <circle cx="60" cy="72" r="6" fill="#9ca3af" />
        <path d="M20 12l80 70" stroke="#b91c1c" strokeWidth="7" strokeLinecap="round" />
      </svg>
      <h1 id="offline-title">{t.offline.title}</h1>
      <p>{t.offline.message}</p>
      <button type="button" className="button primary" onClick={() => window.location.reload()}>{t.offline.reload}</button>
    </main>
  );
}
