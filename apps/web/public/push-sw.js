// The service worker of news notifications (issue 13). It only shows pushed news and opens /news
// when one is tapped: it has no fetch handler and caches nothing, so the app shell and its first
// load are exactly what they are without it. Registered only when someone accepts the prompt.
const HEADING = 'ഇടവക വാർത്ത';
const FALLBACK_BODY = 'പുതിയ വാർത്ത വായിക്കാൻ ഇവിടെ തൊടുക';
const ICON = '/icon-192.png';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function readPayload(event) {
  try {
    const data = event.data ? event.data.json() : {};
    return data && typeof data === 'object' ? data : {};
  } catch {
    return {};
  }
}

/** Only a path of this site: a message can never send the phone elsewhere. */
function safePath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/news';
}

self.addEventListener('push', (event) => {
  const data = readPayload(event);
  const title = typeof data.title === 'string' && data.title ? `${HEADING}: ${data.title}` : HEADING;
  event.waitUntil(self.registration.showNotification(title, {
    body: typeof data.body === 'string' && data.body ? data.body : FALLBACK_BODY,
    icon: ICON,
    badge: ICON,
    lang: 'ml',
    tag: typeof data.tag === 'string' ? data.tag : 'news',
    data: { url: safePath(data.url) },
  }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(safePath(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
    if (open) {
      await open.focus();
      if (open.url !== target && 'navigate' in open) await open.navigate(target).catch(() => undefined);
      return;
    }
    await self.clients.openWindow(target);
  })());
});
