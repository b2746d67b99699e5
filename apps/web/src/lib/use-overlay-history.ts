// docs/product.md "Overlays and back": every overlay (drawers, modals, image preview, search, FAQ, media)
// behaves the same way.
import { useCallback, useEffect, useId, useRef } from 'react';
import { lockScroll } from './scroll-lock.ts';

const STACK_KEY = 'overlays';

function asRecord(state: unknown): Record<string, unknown> {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

/** The ids of the overlays open in a history entry (innermost last). */
function overlayStack(state: unknown): string[] {
  const stack = asRecord(state)[STACK_KEY];
  return Array.isArray(stack) ? stack.filter((s): s is string => typeof s === 'string') : [];
}

function isOnTop(id: string): boolean {
  return overlayStack(window.history.state).at(-1) === id;
}

/**
 * While `open` is true: one history entry is pushed, browser back calls `onClose` instead of
 * leaving the page, and page scroll is locked.
 *
 * Returns `close`: call it from a close button or Escape. It goes back in history (spec: "the close
 * button goes back"), which ends in `onClose`. Setting `open` to false (or unmounting) without
 * `close` also works: the hook then removes its own entry.
 * A link inside an overlay should navigate with `replace`, so it takes the overlay's entry (don't
 * call `close` and then navigate: the pending history.back() would undo the navigation).
 *
 *   const [open, setOpen] = useState(false);
 *   const close = useOverlayHistory(open, () => setOpen(false));
 */
export function useOverlayHistory(open: boolean, onClose: () => void, url?: string): () => void {
  const id = useId();
  const onCloseRef = useRef(onClose);
  const activeRef = useRef(false);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    activeRef.current = true;
    const state = window.history.state;
    const stack = overlayStack(state);
    // Keep the router's own state (key, idx, usr) so React Router sees the same location.
    // An overlay with an address of its own (a FAQ answer: /faq/{id}) shows it while it is open.
    if (!stack.includes(id)) window.history.pushState({ ...asRecord(state), [STACK_KEY]: [...stack, id] }, '', url);
    const unlock = lockScroll();
    const onPopState = () => {
      if (!overlayStack(window.history.state).includes(id)) onCloseRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      activeRef.current = false;
      window.removeEventListener('popstate', onPopState);
      unlock();
      // Closed without going back: take our entry off the top. Deferred, because StrictMode runs
      // the effect again at once, and a navigation may already have replaced the entry.
      setTimeout(() => {
        if (!activeRef.current && isOnTop(id)) window.history.back();
      }, 0);
    };
  }, [open, id, url]);

  return useCallback(() => {
    if (isOnTop(id)) window.history.back();
    else onCloseRef.current();
  }, [id]);
}
