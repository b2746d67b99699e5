// The news pusher as an app-wide decoration (issue 13): the news routes start it, tests and the
// bench wait for it (`app.newsPush.idle()`), and closing the app stops its retries.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NewsPusher } from './push.ts';
import { ensureVapidKeys, vapidDetails, type VapidKeys } from './vapid.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends news to the push subscriptions; `idle()` waits for the sends under way. */
    newsPush: NewsPusher;
    /** The VAPID key pair in force (generated and stored at first start). */
    vapidKeys(): Promise<VapidKeys>;
  }
}

async function pushPlugin(app: FastifyInstance) {
  let keys: VapidKeys | null = null;
  app.decorate('vapidKeys', async () => (keys ??= await ensureVapidKeys(app.db, app.config)));
  // First start: the pair is generated (and stored) before the server answers anything.
  app.addHook('onReady', async () => { await app.vapidKeys(); });

  const pusher = new NewsPusher(app.db, app.config, async () => vapidDetails(app.db, app.config, await app.vapidKeys()), app.log);
  app.decorate('newsPush', pusher);
  app.addHook('onClose', () => pusher.close());
}

export default fp(pushPlugin, { name: 'news-push' });
