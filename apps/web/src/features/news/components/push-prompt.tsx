// Spec §4 push prompt: with no stored choice a modal asks; it never covers the first-visit notice
// (it waits until that has been answered). Accept, decline and their toasts (spec §8).
import { useState } from 'react';
import { Modal } from '../../../components/modal.tsx';
import { useT } from '../../../i18n/language.tsx';
import { useVisited } from '../../../lib/first-visit.ts';
import { toast } from '../../../lib/toast.ts';
import { newsMessages } from '../messages.ts';
import { declinePush, enablePush, needsPrompt, pushSupported, readPushKey } from '../push-subscribe.ts';

export function PushPrompt() {
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
        <button type="button" className="button small push-turn-on" onClick={() => setOpen(true)}>{t.news.turnOn}</button>
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
