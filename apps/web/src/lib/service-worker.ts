// The page's side of the one service worker (apps/web/sw/sw.ts; docs/decisions.md "One service
// worker: installable, readable offline"): registered for everyone once the page has loaded and
// is live (it never competes with the first load or the hydration), and a new build's worker takes
// over when the page is hidden (the next visit). Small on purpose: it is part of the first load.
import { SERVICE_WORKER_URL, SKIP_WAITING } from './offline-marks.ts';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).then(
      (registration) => {
        // Not while the page is on screen: its chunks are the old build's until it goes.
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'hidden') registration.waiting?.postMessage(SKIP_WAITING);
        });
      },
      () => undefined,
    );
  // Once the page is live (`<html data-live>`): a rendered page starts the app after `load`
  // (src/load-app.js), and the worker's install (its precache) would otherwise share the phone's
  // connection and CPU with the hydration a first tap waits for (docs/decisions.md "The first tap
  // counts"). The shell's page (no server render) waits for `load` as well.
  const html = document.documentElement;
  const whenLoaded = () => {
    if (document.readyState === 'complete') void register();
    else window.addEventListener('load', () => void register(), { once: true });
  };
  if (html.dataset.live) return whenLoaded();
  new MutationObserver((_, observer) => {
    if (!html.dataset.live) return;
    observer.disconnect();
    setTimeout(whenLoaded, 500);
  }).observe(html, { attributeFilter: ['data-live'] });
}

// The worker's marks on <html> (offline-marks.ts: data-offline-copy, data-offline-shell).
const marks: DOMStringMap = typeof document === 'undefined' ? {} : document.documentElement.dataset;

/** When the copy of this page was kept, if the service worker answered it from its cache (ISO time). */
export const offlineCopyTime = marks.offlineCopy;
/** The service worker answered with the app shell: a page never seen, without a network. */
export const isOfflineShell = 'offlineShell' in marks;
