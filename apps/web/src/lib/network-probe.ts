// Asks the server whether it can be reached (docs/decisions.md "A signal that drops and comes
// back"), loaded by lib/use-online.ts at the first failure: not part of the first load. A failure
// or an `offline` event starts asking a cheap health address with a growing pause until it answers.

/** The cheapest answer of the server (it touches nothing); the service worker never answers it. */
export const HEALTH_URL = '/api/health/live';
const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 30_000;

const backListeners = new Set<() => void>();
let answer: (ok: boolean) => void = () => undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let pause = 0;
let down = false;
let asking: Promise<boolean> | null = null;

/** Where each answer goes (the store of lib/use-online.ts). */
export function answerTo(listener: (ok: boolean) => unknown): void {
  answer = listener;
}

/** Something failed on the way: ask again after a pause (a longer one each time). */
export function askLater(): void {
  down = true;
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
    answer(ok);
    if (!ok) {
      askLater();
      return false;
    }
    clearTimeout(timer);
    timer = undefined;
    pause = 0;
    if (down) for (const listener of backListeners) listener();
    down = false;
    return true;
  })();
  return asking;
}

/** Called each time the server answers again after a failure (reads are tried again then). */
export function onNetworkBack(listener: () => void): () => void {
  backListeners.add(listener);
  return () => backListeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void checkNetwork());
  window.addEventListener('offline', () => {
    answer(false);
    askLater();
  });
}
