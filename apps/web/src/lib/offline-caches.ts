// What the service worker (apps/web/sw/sw.ts) and the page agree on: the names of its caches, the
// marks it puts on a page it answers from the cache, and their bounds (docs/decisions.md "One
// service worker: installable, readable offline"). Plain constants: the worker's build and the
// page's both import this file.

/** Runtime caches. The precache (the app shell) is Workbox's own, named per build. */
export const CACHES = {
  /** Rendered pages a visitor saw (network first, 3 s). */
  pages: 'parish-pages',
  /** Public API reads (network first; the copy when there is no network). */
  api: 'parish-api',
  /** Photos (cache first: their names carry their hash). */
  photos: 'parish-photos',
  /** Audio and video someone chose to keep for offline listening. */
  kept: 'parish-kept-media',
} as const;

/** The caches that may hold anything fetched while someone was logged in: emptied at logout. */
export const SESSION_TOUCHED_CACHES = [CACHES.pages, CACHES.api] as const;

/** Bounds: entries, and the largest answer kept (so bytes ≤ entries × largest). */
export const CACHE_BOUNDS = {
  pages: { maxEntries: 40, maxBytes: 512 * 1024 },
  api: { maxEntries: 120, maxBytes: 256 * 1024 },
  photos: { maxEntries: 200, maxBytes: 256 * 1024 },
} as const;

/** How long a page waits for the network before the copy is shown. */
export const PAGE_NETWORK_TIMEOUT_S = 3;
