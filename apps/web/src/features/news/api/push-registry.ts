import type { PushSubscriptionBody } from '@parish/shared/news';
import { api } from '../../../lib/api.ts';
import { news } from '@parish/shared/plain/routes/news';

/** The VAPID public key to subscribe with. */
export async function getPushKey(): Promise<string> {
  return (await api<{ key: string }>(news.pushKey)).key;
}

/** Registers the subscription, without credentials (docs/product.md "News and push API"). */
export function registerSubscription(subscription: PushSubscriptionBody): Promise<unknown> {
  return api(news.subscribe, { body: subscription, credentials: 'omit' });
}
