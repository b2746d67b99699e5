// The site's one service worker (docs/decisions.md "One service worker: installable, readable
// offline"), built by vite-plugin-pwa (injectManifest) from this source with Workbox:
// - the app shell (entry and screen chunks, the stylesheet, the Malayalam font) is precached per
//   build; a new build waits until the open pages are gone (or hidden: lib/service-worker.ts);
// - pages: network first (3 s), else the last copy marked with its time, else the offline shell;
// - public API reads: network first, the copy when there is no network; photos: cache first;
//   audio/video only from what someone kept; answers the server marks private never kept;
// - news notifications (push.ts).
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CACHE_BOUNDS, CACHES, PAGE_NETWORK_TIMEOUT_S } from '../src/lib/offline-caches.ts';
import { COPY_ATTRIBUTE, OFFLINE_SHELL_ATTRIBUTE, OFFLINE_SHELL_URL, SKIP_WAITING } from '../src/lib/offline-marks.ts';
import { listenForPushes } from './push.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** When a copy was kept: a header the worker adds to what it stores (the server's Date may be absent). */
const KEPT_AT = 'x-parish-kept-at';

precacheAndRoute(self.__WB_MANIFEST);
// A page's request leaves while the worker starts, not after (network first would wait for both).
navigationPreload.enable();
cleanupOutdatedCaches();
listenForPushes();

self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING) void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  // Pages kept by an older build name that build's chunks, which this one's precache no longer
  // holds: a copy of them offline would not start. They are kept again as they are seen, starting
  // with the pages open now (the first visit's page came before the worker: it is seen too).
  event.waitUntil(
    (async () => {
      await caches.delete(CACHES.pages);
      await self.clients.claim();
      const windows = await self.clients.matchAll({ type: 'window' });
      await Promise.all(
        windows.map(async ({ url }) => {
          const request = new Request(url, { credentials: 'same-origin' });
          if (!isPage(new URL(url))) return;
          await pageStrategy.handle({ request, event }).catch(() => undefined);
        }),
      );
    })(),
  );
});

const isOwn = (url: URL) => url.origin === self.location.origin;
/** A page of the site (not the API, an uploaded file, or a file of the build). */
const isPage = (url: URL) =>
  isOwn(url) && !/^\/(api|media|assets)\//.test(url.pathname) && !/\.[a-z0-9]+$/i.test(url.pathname);

/** Bytes an answer holds: its Content-Length, else its body read once. */
async function sizeOf(response: Response): Promise<number> {
  const length = Number(response.headers.get('content-length'));
  if (Number.isFinite(length) && length > 0 && !response.headers.get('content-encoding')) return length;
  return (await response.clone().blob()).size;
}

/**
 * Keeps only what anyone may see: a 200 the server did not mark private (every answer to a
 * logged-in request is, plugins/session-marker.ts) and no larger than `maxBytes`; stamped with the
 * time it was kept.
 */
function publicOnly(maxBytes: number): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) => {
      if (response.status !== 200 || response.type !== 'basic') return null;
      if (/\b(private|no-store)\b/i.test(response.headers.get('cache-control') ?? '')) return null;
      if ((await sizeOf(response)) > maxBytes) return null;
      const headers = new Headers(response.headers);
      headers.set(KEPT_AT, new Date().toISOString());
      return new Response(await response.clone().blob(), {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    },
  };
}

/** A page answered from the cache says so, and since when (the app shows the line: app/offline-copy-line.tsx). */
const markCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const keptAt = cachedResponse.headers.get(KEPT_AT) ?? new Date().toISOString();
    const html = await cachedResponse.text();
    const marked = html.replace('<html ', `<html ${COPY_ATTRIBUTE}="${keptAt}" `);
    return new Response(marked, { status: 200, headers: cachedResponse.headers });
  },
};

const pageStrategy = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_S,
  plugins: [
    publicOnly(CACHE_BOUNDS.pages.maxBytes),
    new ExpirationPlugin({ maxEntries: CACHE_BOUNDS.pages.maxEntries, purgeOnQuotaError: true }),
    markCopy,
  ],
});

/** A page never seen, without a network: the app shell, which shows the parish's offline screen. */
async function offlineShell(): Promise<Response> {
  const shell = await matchPrecache(OFFLINE_SHELL_URL);
  if (!shell) return Response.error();
  const html = (await shell.text()).replace('<html ', `<html ${OFFLINE_SHELL_ATTRIBUTE} `);
  return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isPage(url),
  async (options) => {
    try {
      return await pageStrategy.handle(options);
    } catch {
      return offlineShell();
    }
  },
);

/**
 * Public reads kept for offline use: the directory (wards, houses), the phone book, news, board,
 * catechism (students), history (events), FAQ, departed, messages, and the settings every page shows.
 */
const PUBLIC_READS =
  /^\/api\/(houses|directory|contacts|news|board|students|events|faq|departed|sandesham|settings)(\/|$)/;
// Never: what only a session has, the push key, searches (endless addresses).
const NEVER =
  /^\/api\/(houses\/(mine|search|search-blood|admin)|news\/(mine|push-key|push-registry)|contacts\/member-contacts)/;

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && isOwn(url) && PUBLIC_READS.test(url.pathname) && !NEVER.test(url.pathname),
  new NetworkFirst({
    cacheName: CACHES.api,
    plugins: [
      publicOnly(CACHE_BOUNDS.api.maxBytes),
      new ExpirationPlugin({ maxEntries: CACHE_BOUNDS.api.maxEntries, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ request, url }) => request.destination === 'image' && isOwn(url) && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: CACHES.photos,
    plugins: [
      publicOnly(CACHE_BOUNDS.photos.maxBytes),
      new ExpirationPlugin({ maxEntries: CACHE_BOUNDS.photos.maxEntries, purgeOnQuotaError: true }),
    ],
  }),
);

// Audio and video: from the kept copy when someone chose to keep it (features/sandesham), else the
// network as if there were no worker; never written here.
registerRoute(
  ({ request, url }) =>
    (request.destination === 'audio' || request.destination === 'video') &&
    isOwn(url) &&
    url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: CACHES.kept,
    matchOptions: { ignoreSearch: true, ignoreVary: true },
    plugins: [{ cacheWillUpdate: async () => null }, new RangeRequestsPlugin()],
  }),
);
