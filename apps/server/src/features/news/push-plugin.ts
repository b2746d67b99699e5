// The news pusher as an app-wide decoration (docs/decisions.md "News and web push"):
// the news routes start it, tests and the
// bench wait for it (`app.newsPush.idle()`), and closing the app stops its retries. Each post's
// sending is a job (plugins/jobs.ts): one process sends it, another finishes what a stopped one left.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NewsPusher, requestPushJobName, type PushJobPayload } from './push.ts';
import { enqueueJob } from '../../plugins/jobs.ts';
import { REQUEST_PUSH_TEXT } from '@parish/shared/requests';
import { ensureVapidKeys, vapidDetails, type VapidKeys } from './vapid.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends news to the push subscriptions; `idle()` waits for the sends under way. */
    newsPush: NewsPusher;
    /** The VAPID key pair in force (generated and stored at first start). */
    vapidKeys(): Promise<VapidKeys>;
  }
}

async function pushPlugin(app: FastifyInstance) {
  // Kept until the settings table changes in any process (the generated pair is a settings row).
  const keys = app.changes.memo([CACHE_TAGS.settings], () => ensureVapidKeys(app.db, app.config));
  app.decorate('vapidKeys', () => keys.get());
  // First start: the pair is generated (and stored) before the server answers anything.
  app.addHook('onReady', async () => {
    await app.vapidKeys();
  });

  const pusher = new NewsPusher(
    app.db,
    app.config,
    async () => vapidDetails(app.db, app.config, await app.vapidKeys()),
    app.log,
  );
  app.decorate('newsPush', pusher);
  // A new change request: the admins who turned notifications on are told (docs/product.md
  // "Requests queue /admin/requests"); a job like a news push, so another process finishes it.
  app.onChangeRequested(async (notice) => {
    const name = requestPushJobName(notice.id);
    const payload: PushJobPayload = {
      title: REQUEST_PUSH_TEXT.title,
      body: `${notice.house} · ${REQUEST_PUSH_TEXT.kinds[notice.kind]}`,
      url: '/admin/requests',
      tag: name,
      audience: 'admins',
    };
    await enqueueJob(app.db, name, payload);
    void pusher.sendJobNamed(app.jobs, name);
  });
  // Pushes another process left unsent (it stopped while sending): looked for at start and then
  // every JOB_POLL_SECONDS; taken over once their holder's lease has run out.
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void pusher.sendLeftOver(app.jobs);
    timer = setInterval(() => void pusher.sendLeftOver(app.jobs), app.config.JOB_POLL_SECONDS * 1000).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await pusher.close();
  });
}

export default fp(pushPlugin, { name: 'news-push', dependencies: ['changes', 'jobs', 'change-requests'] });
