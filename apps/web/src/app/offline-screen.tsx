// Spec §1: the notice shown while the page needs a network it does not have, with a reload button
// (docs/decisions.md "A signal that drops and comes back"). An overlay over the page, which stays
// mounted underneath; it leaves by itself when the server answers again (lib/use-online.ts). Part
// of the first-load bundle on purpose: nothing can be fetched once the connection is gone.
import { useState } from 'react';
import { useT } from '../i18n/language.tsx';
import { checkNetwork } from '../lib/use-online.ts';

export function OfflineScreen() {
  const t = useT();
  const [still, setStill] = useState(false);
  const [busy, setBusy] = useState(false);
  // The server is asked first: reloading without it would only show the worker's copy or shell again.
  const reload = async () => {
    setBusy(true);
    const ok = await checkNetwork();
    setBusy(false);
    if (ok) window.location.reload();
    else setStill(true);
  };
  return (
    <div className="offline-screen" role="alert" aria-labelledby="offline-title">
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
      {still && <p className="offline-still" role="status">{t.offline.still}</p>}
      <button type="button" className="button primary" disabled={busy} onClick={() => void reload()}>{t.offline.reload}</button>
    </div>
  );
}
