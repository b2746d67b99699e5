// docs/product.md "In the browser": set once the first-visit notice is accepted. A small store, so
// the shell's notice and anything that must not cover it (the push prompt) agree. A cookie mirrors
// it, so the server renders the notice into the page only for a browser that has not answered it
// (docs/decisions.md "Pages are rendered on the server").
import { useSyncExternalStore } from 'react';
import { PAGE_COOKIE_MAX_AGE_S, VISITED_COOKIE } from '@parish/shared/plain/page-cookies';
import { useBoot } from './boot.tsx';

export const VISITED_KEY = 'visited';

const listeners = new Set<() => void>();

const hasCookie = () => document.cookie.split('; ').some((c) => c.startsWith(`${VISITED_COOKIE}=`));
const setCookie = () => {
  document.cookie = `${VISITED_COOKIE}=true; path=/; max-age=${PAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
};

function readVisited(): boolean {
  try {
    const stored = localStorage.getItem(VISITED_KEY) !== null;
    // Answered before the cookie existed: the next page comes without the notice.
    if (stored && !hasCookie()) setCookie();
    return stored || hasCookie();
  } catch {
    return true;
  }
}

export function markVisited(): void {
  localStorage.setItem(VISITED_KEY, 'true');
  setCookie();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Has the visitor accepted the first-visit notice (so nothing else may cover it now)? */
export function useVisited(): boolean {
  const { visited } = useBoot();
  return useSyncExternalStore(subscribe, readVisited, () => visited);
}
