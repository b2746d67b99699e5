// docs/product.md "Push notifications": with no stored choice a modal asks; it never covers the first-visit notice
// (it waits until that has been answered). Accept, decline and their toasts (docs/product.md "Errors").
import { useState } from 'react';
import { Modal } from '../../../components/modal.tsx';
import { useT } from '../../../i18n/language.tsx';
import { useHydrated } from '../../../lib/boot.tsx';
import { useVisited } from '../../../lib/first-visit.ts';
import { toast } from '../../../lib/toast.ts';
import { newsMessages } from '../messages.ts';
import { declinePush, enablePush, needsPrompt, pushSupported, readPushKey } from '../push-subscribe.ts';

/**
 * The stored choice is the browser's alone: the prompt mounts once the page is live (never in the
 * server's HTML), as a modal or a small bell in the page's head row, so nothing on the page moves.
 */
export function PushPrompt() {
  return useHydrated() ? <LivePushPrompt /> : null;
}

function LivePushPrompt() {
  const t = useT(newsMessages);
  const visited = useVisited();
  const [open, setOpen] = useState(() => needsPrompt(readPushKey()));
  const [busy, setBusy] = useState(false);
  const [disabled, setDisabled] = useState(() => {
    const value = readPushKey();
    return value !== null && 'status' in value && value.status === 'disabled';
  });

  const accept = async () => {
    setBusy(true);
    try {
      const outcome = await enablePush();
      if (outcome === 'unsupported') toast.error(t.news.pushUnsupported);
      if (outcome === 'enabled') toast.success(t.news.pushOn);
      setDisabled(outcome !== 'enabled');
    } catch {
      toast.error(t.news.pushFailed);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  const decline = () => {
    if (busy) return;
    declinePush();
    setDisabled(true);
    setOpen(false);
  };

  return (
    <>
      {disabled && pushSupported() && (
        <button type="button" className="icon-button push-turn-on" onClick={() => setOpen(true)} aria-label={t.news.turnOn} title={t.news.turnOn}>
          <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true"><path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0" /></svg>
        </button>
      )}
      <Modal open={open && visited} onClose={decline} title={t.news.promptTitle} className="push-prompt" hideClose dismissible={!busy}>
        <p>{t.news.promptText}</p>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={decline} disabled={busy}>{t.news.promptDecline}</button>
          <button type="button" className="button primary" onClick={() => void accept()} disabled={busy} autoFocus>
            {busy ? t.news.promptBusy : t.news.promptAccept}
          </button>
        </div>
      </Modal>
    </>
  );
}
