// docs/product.md "In the browser" and "Push notifications" (docs/decisions.md "News and web push"):
// what is stored, and what accepting
// does: loading → the browser's permission → the service worker → a subscription with the
// server's VAPID key → stored → sent to the push registry. Refusal stores disabled; a failure
// removes the key (the screen toasts); a device without push support is told so.
import { PUSH_KEY } from '@parish/shared/plain/constants';
import type { PushSubscriptionBody } from '@parish/shared/news';
import { SERVICE_WORKER_URL } from '../../lib/offline-marks.ts';
import { getPushKey, registerSubscription } from './api/push-registry.ts';

export type PushKeyValue = { status: 'loading' } | { status: 'disabled' } | PushSubscriptionBody;

/**
 * The service worker that shows news notifications: the site's one worker (apps/web/sw/push.ts),
 * registered for everyone anyway; registering it again here only waits for it.
 */
export const PUSH_WORKER_URL = SERVICE_WORKER_URL;

export function readPushKey(): PushKeyValue | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(PUSH_KEY) ?? 'null');
    if (value && typeof value === 'object') {
      const status = (value as { status?: unknown }).status;
      if (status === 'loading' || status === 'disabled') return { status };
      // A subscription this page stored after the server took it (checked by its schema then);
      // a hand check here keeps zod off the news screen's first load.
      if (typeof (value as { endpoint?: unknown }).endpoint === 'string') return value as PushSubscriptionBody;
    }
  } catch {
    // Unreadable: as if nothing were stored.
  }
  return null;
}

export function writePushKey(value: PushKeyValue | null): void {
  if (value === null) localStorage.removeItem(PUSH_KEY);
  else localStorage.setItem(PUSH_KEY, JSON.stringify(value));
}

/** Should the prompt ask? Only with no stored choice; a 'loading' left by a closed page asks again. */
export function needsPrompt(value: PushKeyValue | null): boolean {
  return value === null || ('status' in value && value.status === 'loading');
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** The VAPID key as the bytes PushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export type EnableOutcome = 'enabled' | 'denied' | 'unsupported';

/**
 * Accepting the prompt. Resolves 'denied' (stored disabled) when the browser's permission is
 * refused and 'unsupported' (stored disabled) on a device without push; throws after removing the
 * stored key when anything else fails.
 */
export async function enablePush(): Promise<EnableOutcome> {
  if (!pushSupported()) {
    writePushKey({ status: 'disabled' });
    return 'unsupported';
  }
  writePushKey({ status: 'loading' });
  try {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      writePushKey({ status: 'disabled' });
      return 'denied';
    }
    await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    const key = await getPushKey();
    const existing = await registration.pushManager.getSubscription();
    const subscription =
      existing ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
    // The schema (and zod) only once someone accepts.
    const { PushSubscriptionSchema } = await import('@parish/shared/news');
    const body = PushSubscriptionSchema.parse(subscription.toJSON());
    writePushKey(body);
    await registerSubscription(body);
    return 'enabled';
  } catch (err) {
    writePushKey(null);
    throw err;
  }
}

/** Refusing (or closing) the prompt. */
export function declinePush(): void {
  writePushKey({ status: 'disabled' });
}
