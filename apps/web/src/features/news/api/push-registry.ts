import type { PushSubscriptionBody } from '@parish/shared/news';
import { api } from '../../../lib/api.ts';

/** GET /api/news/push-key: the VAPID public key to subscribe with. */
export async function getPushKey(): Promise<string> {
  return (await api<{ key: string }>('/news/push-key')).key;
}

/** POST /api/news/push-registry with the subscription, without credentials (docs/product.md "News and push API"). */
export function registerSubscription(subscription: PushSubscriptionBody): Promise<unknown> {
  return api('/news/push-registry', { method: 'POST', body: subscription, credentials: 'omit' });
}
