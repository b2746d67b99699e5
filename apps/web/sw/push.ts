// News notifications (docs/decisions.md "News and web push"): shows a pushed news item and
// opens it when tapped. Was apps/web/public/push-sw.js, a worker of its own; now part of the one
// service worker, so a phone that subscribed keeps its subscription (same registration, scope `/`).
declare const self: ServiceWorkerGlobalScope;

const HEADING = 'ഇടവക വാർത്ത';
const FALLBACK_BODY = 'പുതിയ വാർത്ത വായിക്കാൻ ഇവിടെ തൊടുക';
const ICON = '/icon-192.png';

interface PushPayload {
  title?: unknown;
  body?: unknown;
  tag?: unknown;
  url?: unknown;
}

function readPayload(event: PushEvent): PushPayload {
  try {
    const data: unknown = event.data ? event.data.json() : {};
    return data && typeof data === 'object' ? (data as PushPayload) : {};
  } catch {
    return {};
  }
}

/** Only a path of this site: a message can never send the phone elsewhere. */
function safePath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/news';
}

export function listenForPushes(): void {
  self.addEventListener('push', (event) => {
    const data = readPayload(event);
    const title = typeof data.title === 'string' && data.title ? `${HEADING}: ${data.title}` : HEADING;
    event.waitUntil(
      self.registration.showNotification(title, {
        body: typeof data.body === 'string' && data.body ? data.body : FALLBACK_BODY,
        icon: ICON,
        badge: ICON,
        lang: 'ml',
        tag: typeof data.tag === 'string' ? data.tag : 'news',
        data: { url: safePath(data.url) },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const target = new URL(safePath(data?.url), self.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
        if (open) {
          // Focusing may be refused (no user gesture reached the worker): the page still goes there.
          await open.focus().catch(() => undefined);
          if (open.url !== target) await open.navigate(target).catch(() => undefined);
          return;
        }
        await self.clients.openWindow(target);
      })(),
    );
  });
}
