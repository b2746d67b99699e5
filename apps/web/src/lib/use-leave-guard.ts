// Leaving a screen while work would be lost asks first (a gallery upload). While
// `active`: closing or reloading the tab gets the browser's own question; a link inside the app
// asks `question` (window.confirm) and stays on No; browser back asks too: one history entry is
// pushed over the screen's, and popping it asks (No pushes it again, Yes goes on back).
// Declarative routes have no useBlocker (docs/decisions.md), so this listens to the page itself.
import { useEffect, useId, useRef } from 'react';

const GUARD_KEY = 'leaveGuard';

function stateOf(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

export function useLeaveGuard(active: boolean, question: string): void {
  const id = useId();
  const questionRef = useRef(question);
  questionRef.current = question;

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = ''; // older browsers need it set
    };
    // Capture phase on the document: before React Router's own click handler on the link.
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      if (link.origin !== window.location.origin) return;
      if (link.pathname === window.location.pathname && link.search === window.location.search) return;
      if (!window.confirm(questionRef.current)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    // Our entry over the screen's, so back lands here first.
    if (stateOf()[GUARD_KEY] !== id) window.history.pushState({ ...stateOf(), [GUARD_KEY]: id }, '');
    let leaving = false;
    const onPopState = () => {
      if (leaving || stateOf()[GUARD_KEY] === id) return;
      // An overlay of the screen closing pops to an entry that still holds ours below it.
      if (window.confirm(questionRef.current)) {
        leaving = true;
        window.history.back();
      } else {
        window.history.pushState({ ...stateOf(), [GUARD_KEY]: id }, '');
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      // Done without leaving: take our entry off, so back works as before. Deferred like
      // use-overlay-history (StrictMode runs the effect again at once).
      if (!leaving) {
        setTimeout(() => {
          if (stateOf()[GUARD_KEY] === id) window.history.back();
        }, 0);
      }
    };
  }, [active, id]);
}
