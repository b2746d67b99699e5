// docs/product.md "Offline": the notice shown while the page needs a network it does not have, with a reload button
// (docs/decisions.md "A signal that drops and comes back"). An overlay over the page, which stays
// mounted underneath; it leaves by itself when the server answers again (lib/use-online.ts).
// Loaded with the query boundary (whose reads are what can need it) and precached by the worker:
// it is never fetched when the connection is already gone.
import { useState } from 'react';
import { defineMessages, useT } from '../i18n/language.tsx';
import { checkNetwork } from '../lib/use-online.ts';

// Here rather than in the first load's catalogue: only this lazy screen shows them (the title is
// there: a failed action's toast says it too).
const offlineScreenMessages = defineMessages({
  ml: {
    screen: {
      message: 'നിങ്ങളുടെ ഇന്റർനെറ്റ് കണക്ഷൻ നഷ്ടപ്പെട്ടിരിക്കുന്നു. വീണ്ടും കണക്റ്റ് ചെയ്ത ശേഷം പേജ് റീലോഡ് ചെയ്യുക.',
      reload: 'റീലോഡ് ചെയ്യുക',
      still: 'ഇപ്പോഴും കണക്ഷൻ ഇല്ല.',
    },
  },
  en: {
    screen: {
      message: 'Your internet connection is lost. Reconnect and reload the page.',
      reload: 'Reload',
      still: 'Still no connection.',
    },
  },
});

export function OfflineScreen() {
  const t = useT(offlineScreenMessages);
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
      <p>{t.screen.message}</p>
      {still && (
        <p className="offline-still" role="status">
          {t.screen.still}
        </p>
      )}
      <button type="button" className="button primary" disabled={busy} onClick={() => void reload()}>
        {t.screen.reload}
      </button>
    </div>
  );
}
