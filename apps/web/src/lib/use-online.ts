// Whether the site can be reached, and whether the page needs it now (docs/decisions.md "A signal
// that drops and comes back"). `navigator.onLine` says only that some network is there, and its
// `online` event may never come: a failed read or an `offline` event starts asking a cheap health
// address, with a growing pause, until it answers. Part of the first load: small on purpose.
import { useSyncExternalStore } from 'react';

/** The cheapest answer of the server (it touches nothing); the service worker never answers it. */
export const HEALTH_URL = '/api/health/live';
const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 30_000;

interface NetworkState {
  /** The server answered the last time it was asked (or nothing has failed yet). */
  reachable: boolean;
  /** A read the page shows failed on the way with nothing to show instead: the offline screen. */
  needed: boolean;
}

let state: NetworkState = { reachable: typeof navigator === 'undefined' || navigator.onLine !== false, needed: false };
const listeners = new Set<() => void>();
const backListeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;
let pause = 0;
let asking: Promise<boolean> | null = null;

function set(next: Partial<NetworkState>) {
  const merged = { ...state, ...next };
  if (merged.reachable === state.reachable && merged.needed === state.needed) return;
  state = merged;
  for (const listener of listeners) listener();
}

function askLater() {
  if (timer !== undefined) return;
  pause = Math.min(pause ? pause * 2 : FIRST_PAUSE_MS, LONGEST_PAUSE_MS);
  timer = setTimeout(() => {
    timer = undefined;
    void checkNetwork();
  }, pause);
}

/** Asks the server now; true when it answered. While it does not, it is asked again later. */
export function checkNetwork(): Promise<boolean> {
  asking ??= (async () => {
    let ok = false;
    try {
      ok = (await fetch(HEALTH_URL, { cache: 'no-store', credentials: 'omit' })).ok;
    } catch {
      ok = false;
    }
    asking = null;
    if (!ok) {
      set({ reachable: false });
      askLater();
      return false;
    }
    clearTimeout(timer);
    timer = undefined;
    pause = 0;
    const wasDown = !state.reachable || state.needed;
    set({ reachable: true, needed: false });
    if (wasDown) for (const listener of backListeners) listener();
    return true;
  })();
  return asking;
}

/**
 * A request failed on the way (no answer at all). `nothingShown`: the page has nothing of it to
 * show, so it needs the network (the offline screen covers it until the network is back).
 */
export function reportNetworkFailure({ nothingShown }: { nothingShown: boolean }): void {
  set(nothingShown ? { reachable: false, needed: true } : { reachable: false });
  askLater();
}

/** Called each time the server answers again after a failure (reads are tried again then). */
export function onNetworkBack(listener: () => void): () => void {
  backListeners.add(listener);
  return () => backListeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void checkNetwork());
  window.addEventListener('offline', () => {
    set({ reachable: false });
    askLater();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const SERVER_STATE: NetworkState = { reachable: true, needed: false };

export function useNetwork(): NetworkState {
  return useSyncExternalStore(subscribe, () => state, () => SERVER_STATE);
}

/** The server can be reached, as far as the page knows (the push prompt asks only then). */
export function useOnline(): boolean {
  return useNetwork().reachable;
}
