// Whether the site can be reached, and whether the page needs it now (docs/decisions.md "A signal
// that drops and comes back"). `navigator.onLine` says only that some network is there: a failed
// read loads the prober (lib/network-probe.ts), which asks the server until it answers and
// listens to the browser's `online` and `offline` from then on. Part of the first load: small on purpose.
import { useSyncExternalStore } from 'react';

interface NetworkState {
  /** The server answered the last time it was asked (or nothing has failed yet). */
  reachable: boolean;
  /** A read the page shows failed on the way with nothing to show instead: the offline screen. */
  needed: boolean;
}

let state: NetworkState = { reachable: typeof navigator === 'undefined' || navigator.onLine, needed: false };
const listeners = new Set<() => void>();

function set(reachable: boolean, needed = state.needed && !reachable) {
  if (reachable === state.reachable && needed === state.needed) return;
  state = { reachable, needed };
  for (const listener of listeners) listener();
}

type Probe = typeof import('./network-probe.ts');
let probe: Promise<Probe> | undefined;
// Without a network for the chunk either (no worker yet), it is tried again at the next failure.
const loadProbe = () =>
  (probe ??= import('./network-probe.ts').catch((error: unknown) => {
    probe = undefined;
    throw error;
  })).then((m) => {
    m.answerTo(set);
    return m;
  });

const askLater = () =>
  void loadProbe().then(
    (m) => m.askLater(),
    () => undefined,
  );

/**
 * A request failed on the way (no answer at all). `nothingShown`: the page has nothing of it to
 * show, so it needs the network (the offline screen covers it until the server answers).
 */
export function reportNetworkFailure({ nothingShown }: { nothingShown: boolean }): void {
  set(false, nothingShown || state.needed);
  askLater();
}

/** Asks the server now; true when it answered. */
export const checkNetwork = (): Promise<boolean> =>
  loadProbe().then(
    (m) => m.checkNetwork(),
    () => false,
  );

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState: NetworkState = { reachable: true, needed: false };

/** Whether the server can be reached, as far as the page knows, and whether the page needs it. */
export function useNetwork(): NetworkState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}
