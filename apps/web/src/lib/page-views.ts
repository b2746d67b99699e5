// How many pages this browser has shown (docs/decisions.md "The push prompt waits for a reader"):
// the push prompt asks only someone who has read something, never the visitor who has just come
// from a shared link. The shell counts (app/layout.tsx: inline there, the first load is tight);
// kept across visits.
import { useSyncExternalStore } from 'react';

/** The localStorage key the shell counts in, and the event it sends after counting. */
export const PAGE_VIEWS_KEY = 'pageViews';
export const PAGE_VIEW_EVENT = 'pageview';
/** From the second page shown: the reader went on reading (a shared link's page is the first). */
export const READ_AFTER_VIEWS = 2;

function hasRead(): boolean {
  try {
    return Number(localStorage.getItem(PAGE_VIEWS_KEY)) >= READ_AFTER_VIEWS;
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  window.addEventListener(PAGE_VIEW_EVENT, listener);
  return () => window.removeEventListener(PAGE_VIEW_EVENT, listener);
}

/** The reader has read something: a second page shown in this browser. */
export function useHasRead(): boolean {
  return useSyncExternalStore(subscribe, hasRead, () => false);
}
