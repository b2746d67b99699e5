// Spec §3 local entry `visited`: set once the first-visit notice is accepted. A small store, so
// the shell's notice and anything that must not cover it (issue 13: the push prompt) agree.
import { useSyncExternalStore } from 'react';

export const VISITED_KEY = 'visited';

const listeners = new Set<() => void>();

function readVisited(): boolean {
  try {
    return localStorage.getItem(VISITED_KEY) !== null;
  } catch {
    return true;
  }
}

export function markVisited(): void {
  localStorage.setItem(VISITED_KEY, 'true');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Has the visitor accepted the first-visit notice (so nothing else may cover it now)? */
export function useVisited(): boolean {
  return useSyncExternalStore(subscribe, readVisited, readVisited);
}
