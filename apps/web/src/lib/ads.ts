// What a visitor's ad code shares (docs/decisions.md "Sponsor ads"):
// the ads of GET /api/ads (asked once a page load),
// the banners hidden for this visit, and the counters sent without credentials in small batches.
// Only the lazy ad chunks import this file: it is never part of the first load.
// Types only from ads.ts (its zod schemas stay out of the visitor's chunks).
import type { AdEvent, Ads } from '@parish/shared/ads';
import { AD_EVENTS_MAX } from '@parish/shared/plain/ad-rules';
import { api } from './api.ts';
import { ads } from '@parish/shared/plain/routes/ads';

let loading: Promise<Ads> | null = null;

/** The ads a visitor sees (one request a page load; a failure shows no ads, and is asked again next time). */
export function loadAds(): Promise<Ads> {
  loading ??= api<Ads>(ads.live).catch(() => {
    loading = null;
    return { banners: [], videos: [] };
  });
  return loading;
}

// ---- hidden for this visit (docs/product.md "Advertisements": each banner can be hidden) ----

const HIDDEN_KEY = 'hiddenBanners';

export function hiddenBanners(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(HIDDEN_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

export function hideBanner(id: string): void {
  const hidden = hiddenBanners();
  hidden.add(id);
  try {
    sessionStorage.setItem(HIDDEN_KEY, JSON.stringify([...hidden]));
  } catch {
    // Private mode without storage: hidden until the page reloads.
  }
}

// ---- counters (aggregate: no cookie, no id of the person) ----

const FLUSH_AFTER_MS = 2000;
let queue: AdEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

function flush(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  while (queue.length) {
    const events = queue.splice(0, AD_EVENTS_MAX);
    // keepalive: a click that leaves the page still counts. A failure is dropped (it is only a count).
    void fetch(`/api${ads.count.path}`, {
      method: 'POST',
      credentials: 'omit',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ events }),
    }).catch(() => undefined);
  }
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);

/** Counts an impression or a click; sent within two seconds, or when the page is left. */
export function countAd(kind: AdEvent['kind'], id: string, event: AdEvent['event']): void {
  queue.push({ kind, id, event });
  if (event === 'click' || queue.length >= AD_EVENTS_MAX) flush();
  else timer ??= setTimeout(flush, FLUSH_AFTER_MS);
}
