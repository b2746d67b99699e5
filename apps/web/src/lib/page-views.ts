// How many pages this browser has shown (docs/decisions.md "The push prompt waits for a reader"):
// the push prompt asks only someone who has read something, never the visitor who has just come
// from a shared link. Counted by the shell at each page; kept across visits.
import { useSyncExternalStore } from 'react';

const KEY = 'pageViews';
/** From the second page shown: the reader went on reading (a shared link's page is the first). */
export const READ_AFTER_VIEWS = 2;
const listeners = new Set<() => void>();

function read(): number {
  try {
    const n = Number(localStorage.getItem(KEY));
    return Number.isFinite(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

/** One more page shown (the count stops where it no longer matters). */
export function countPageView(): void {
  const n = read();
  if (n >= READ_AFTER_VIEWS) return;
  try {
    localStorage.setItem(KEY, String(n + 1));
  } catch {
    return; // nothing to count in
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The reader has read something: a second page shown in this browser. */
export function useHasRead(): boolean {
  return useSyncExternalStore(subscribe, () => read() >= READ_AFTER_VIEWS, () => false);
}
