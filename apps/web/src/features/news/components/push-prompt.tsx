// docs/product.md "Push notifications": with no stored choice a modal asks, but only a reader who has read something
// (a second page), with a network, and never over another dialog (the first-visit notice first of
// all): docs/decisions.md "The push prompt waits for a reader". Accept, decline and their toasts
// (docs/product.md "Errors").
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Modal } from '../../../components/modal.tsx';
import { useT } from '../../../i18n/language.tsx';
import { useHydrated } from '../../../lib/boot.tsx';
import { useVisited } from '../../../lib/first-visit.ts';
import { isScrollLocked } from '../../../lib/scroll-lock.ts';
import { useHasRead } from '../../../lib/page-views.ts';
import { useNetwork } from '../../../lib/use-online.ts';
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

/** Another dialog or overlay is on screen (the notice, a drawer, an ad, the install offer, the offline screen). */
function otherDialogOpen(): boolean {
  return (
    isScrollLocked() || document.querySelector('dialog[open], [role="dialog"], [role="alert"].offline-screen') !== null
  );
}

/** The current history entry is an overlay's (lib/use-overlay-history.ts). */
const onOverlayEntry = () => ((window.history.state as { overlays?: unknown[] } | null)?.overlays ?? []).length > 0;

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

function LivePushPrompt() {
  const t = useT(newsMessages);
  const visited = useVisited();
  const hasRead = useHasRead();
  // The browser's flag (it may lie one way: it says offline truly) and the server's last answer.
  const browserOnline = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const { reachable } = useNetwork();
  const online = browserOnline && reachable;
  const [wanted, setWanted] = useState(() => needsPrompt(readPushKey()));
  const [open, setOpen] = useState(false);
  // Opens by itself once everything allows it; a dialog open now defers it until that one goes.
  useEffect(() => {
    if (!wanted || open || !visited || !hasRead || !online) return;
    // An overlay that just closed steps back in history a moment later; a prompt opened before
    // that step would be closed by it. So on an overlay's entry, it waits for the step (or, for an
    // entry a reload left behind, a moment).
    let settled = false;
    let waiting = false;
    let done = false;
    const tryOpen = () => {
      if (otherDialogOpen()) return false;
      if (onOverlayEntry() && !settled) {
        if (!waiting) {
          waiting = true;
          const go = () => {
            settled = true;
            if (!done) retry();
          };
          window.addEventListener('popstate', go, { once: true });
          setTimeout(go, 300);
        }
        return false;
      }
      setOpen(true);
      return true;
    };
    if (tryOpen()) return;
    // A dialog closing changes the DOM; a lock released later (an overlay's history step) may not
    // show there at once: a slow check too.
    const stop = () => {
      done = true;
      observer.disconnect();
      clearInterval(timer);
    };
    const retry = () => {
      if (tryOpen()) stop();
    };
    const observer = new MutationObserver(retry);
    const timer = setInterval(retry, 1_000);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open', 'style'],
    });
    return stop;
  }, [wanted, open, visited, hasRead, online]);
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
      setWanted(false);
    }
  };

  const decline = () => {
    if (busy) return;
    declinePush();
    setDisabled(true);
    setOpen(false);
    setWanted(false);
  };

  return (
    <>
      {disabled && pushSupported() && (
        <button
          type="button"
          className="icon-button push-turn-on"
          onClick={() => setOpen(true)}
          aria-label={t.news.turnOn}
          title={t.news.turnOn}
        >
          <svg
            viewBox="0 0 24 24"
            width="22"
            height="22"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0" />
          </svg>
        </button>
      )}
      <Modal
        open={open}
        onClose={decline}
        title={t.news.promptTitle}
        className="push-prompt"
        hideClose
        dismissible={!busy}
      >
        <p>{t.news.promptText}</p>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={decline} disabled={busy}>
            {t.news.promptDecline}
          </button>
          <button type="button" className="button primary" onClick={() => void accept()} disabled={busy} autoFocus>
            {busy ? t.news.promptBusy : t.news.promptAccept}
          </button>
        </div>
      </Modal>
    </>
  );
}
