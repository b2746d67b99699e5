// What the page shows about the service worker, loaded only when it is shown (docs/decisions.md
// "One service worker: installable, readable offline"). Each in a root of its own outside the
// page's, fixed to the bottom: the hydrated tree is not touched and nothing on the page moves.
// - The copy line: a page the worker answered from its cache (no network, or none within 3 s)
//   says so, with the copy's date and time and a retry.
// - The site's own "add to home screen" offer (lib/install-prompt.ts): from the third visit, once,
//   until accepted or declined (declined, or refused in the browser's dialog: not for 30 days).
import { useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { useLanguage, useT } from '../i18n/language.tsx';
import { DECLINED_KEY, type InstallPromptEvent } from '../lib/install-prompt.ts';
import { offlineMessages } from './offline-messages.ts';

/** A root of its own, appended to the body; `remove` takes it away. */
function mount(render: (remove: () => void) => ReactNode): void {
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  root.render(
    render(() => {
      root.unmount();
      host.remove();
    }),
  );
}

const FORMAT = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
} as const;

function OfflineCopyLine({ keptAt }: { keptAt: string }) {
  const { copy } = useT(offlineMessages);
  const { lang } = useLanguage();
  const when = new Date(keptAt);
  const text = Number.isNaN(when.getTime())
    ? ''
    : new Intl.DateTimeFormat(lang === 'en' ? 'en-IN' : 'ml-IN', FORMAT).format(when);
  return (
    <div className="offline-copy" role="status" data-testid="offline-copy">
      <span>{copy.of(text)}</span>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {copy.retry}
      </button>
    </div>
  );
}

export function showOfflineCopyLine(keptAt: string): void {
  mount(() => <OfflineCopyLine keptAt={keptAt} />);
}

function remember() {
  try {
    localStorage.setItem(DECLINED_KEY, String(Date.now()));
  } catch {
    // Nothing to remember it in.
  }
}

function InstallOffer({ event, onDone }: { event: InstallPromptEvent; onDone: () => void }) {
  const { install } = useT(offlineMessages);
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    try {
      await event.prompt();
      if ((await event.userChoice).outcome !== 'accepted') remember();
    } finally {
      onDone();
    }
  };
  const decline = () => {
    remember();
    onDone();
  };
  return (
    <section className="install-offer" role="dialog" aria-label={install.label}>
      <img src="/icon-192.png" alt="" width={40} height={40} />
      <p>{install.text}</p>
      <div className="install-offer-actions">
        <button type="button" className="button" onClick={decline}>
          {install.decline}
        </button>
        <button type="button" className="button primary" disabled={busy} onClick={() => void accept()}>
          {install.accept}
        </button>
      </div>
    </section>
  );
}

let offered = false;

/** Shows the offer once per page. */
export function showInstallOffer(event: InstallPromptEvent): void {
  if (offered) return;
  offered = true;
  mount((remove) => <InstallOffer event={event} onDone={remove} />);
}
