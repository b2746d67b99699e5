// The marks the service worker (apps/web/sw/sw.ts) and the page share (docs/decisions.md "One
// service worker: installable, readable offline"): apart from the cache names (offline-caches.ts)
// because the first load needs only these.

/** `<html data-…>` the worker adds to a page it answers from its cache: the copy's time (ISO). */
export const COPY_ATTRIBUTE = 'data-offline-copy';
/** `<html data-…>` the worker adds to the app shell it answers for a page never seen offline. */
export const OFFLINE_SHELL_ATTRIBUTE = 'data-offline-shell';
/** The app shell the worker keeps for pages never seen (the built index.html, served by the server). */
export const OFFLINE_SHELL_URL = '/offline.html';
/** The one service worker's address, and the push worker's older one that now loads it. */
export const SERVICE_WORKER_URL = '/sw.js';
/** A message the page sends to a waiting worker: take over now (the page is hidden: the next visit). */
export const SKIP_WAITING = 'skip-waiting';
