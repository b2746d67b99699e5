// News (docs/product.md "News and push API"; docs/decisions.md "News and web push"):
// the public list, posting (logged in), deleting (an admin any,
// the author their own within a day), and web push: the public VAPID key, the subscription
// registry (no credentials), and a message to every subscription once a news item is posted.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  MyNewsSchema,
  NEWS_OWN_DELETE_HOURS,
  NEWS_PAGE_SIZE,
  NewsDeleteSchema,
  NewsInputSchema,
  NewsPageSchema,
  NewsSchema,
  PushKeySchema,
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
  type News,
  type PushPayload,
} from '@parish/shared/news';
import { ERROR_CODES, IdSchema } from '@parish/shared/common';
import { excerpt } from '@parish/shared/plain/excerpt';
import { requireAuthorOrAdmin, requireUser, signedInUser } from '../../plugins/auth.ts';
import { memoryCounter, redisCounter } from '../../plugins/rate-limit.ts';
import { RATE_LIMIT_WINDOW_MS } from '@parish/shared/plain/constants';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { badRequest, errorResponses, HttpError, notFound } from '../../plugins/errors.ts';
import { crudWrites } from '../../plugins/crud-routes.ts';
import { checkStoredFiles } from '../../media/stored-files.ts';
import {
  deleteNews,
  deleteSubscription,
  findNews,
  insertNews,
  NEWS_ENTITY,
  newsPage,
  newsPostedBy,
  saveSubscription,
} from './queries.ts';
import { isAllowedPushHost, pushJobName } from './push.ts';
import { enqueueJob } from '../../plugins/jobs.ts';
import { on } from '../../plugins/routes.ts';
import { news as newsApi } from '@parish/shared/plain/routes/news';

/** The most pages a reader may ask for (a query string the cache does not know is refused). */
const MAX_PAGE = 10_000;
const PUSH_BODY_MAX = 120;

/** The message of a news item: its title, the start of its text, and the news page. */
export function pushPayloadOf(item: News): PushPayload {
  return {
    title: item.title,
    body: excerpt(item.news, PUSH_BODY_MAX),
    url: `/news/${item._id}`,
    tag: `news-${item._id}`,
  };
}

/**
 * Whoever posted news may delete it for a day; an admin any (docs/decisions.md "Users correct what they
 * created, for a day").
 */
const requireNewsAuthorOrAdmin = requireAuthorOrAdmin(
  async (request, user) =>
    (await newsPostedBy(request.server.db, user._id, [(request.body as { _id: string })._id])).length > 0,
  `Only an admin, or whoever posted it within ${NEWS_OWN_DELETE_HOURS} hours, may delete this news`,
);

const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const pusher = app.newsPush;

  /** Posted news waiting for their response to go out before the push starts. */
  const toPush = new WeakMap<FastifyRequest, News>();

  on(app, newsApi.list)(
    {
      config: { cache: [CACHE_TAGS.news] },
      schema: {
        tags: ['news'],
        summary: `News, newest first, ${NEWS_PAGE_SIZE} a page`,
        querystring: z.strictObject({ page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1) }),
        response: { 200: NewsPageSchema },
      },
    },
    async (request) => newsPage(app.db, NEWS_PAGE_SIZE, (request.query.page - 1) * NEWS_PAGE_SIZE),
  );

  on(app, newsApi.item)(
    {
      config: { cache: [CACHE_TAGS.news] },
      schema: {
        tags: ['news'],
        summary: 'One news item (its own address: /news/{id})',
        params: z.object({ id: IdSchema }),
        response: { 200: NewsSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const item = await findNews(app.db, request.params.id);
      if (!item) throw notFound('News');
      return item;
    },
  );

  on(app, newsApi.mine)(
    {
      preHandler: requireUser,
      schema: {
        tags: ['news'],
        summary: `The news the caller posted within ${NEWS_OWN_DELETE_HOURS} hours (they may delete them)`,
        response: { 200: MyNewsSchema },
      },
    },
    async (request) => ({ ids: await newsPostedBy(app.db, signedInUser(request)._id) }),
  );

  // POST is written here, not by crudWrites: it queues the push job in its transaction and starts
  // sending once the answer has gone (onResponse). News has no PUT; DELETE is the kit's.
  on(app, newsApi.create)(
    {
      preHandler: requireUser,
      schema: {
        tags: ['news'],
        summary: 'Post news (logged in); every push subscription gets a message after the answer',
        body: NewsInputSchema,
        response: { 201: NewsSchema },
      },
      // After the answer has gone: sending never delays or fails the post. The job was saved with
      // the news item, so if this process stops before or while sending, another one sends it.
      onResponse: async (request) => {
        const item = toPush.get(request);
        if (item) void pusher.sendPosted(app.jobs, item._id);
      },
    },
    async (request, reply) => {
      const body = await checkStoredFiles(request.body, app.store);
      const created = await app.write(
        { user: signedInUser(request), invalidates: [CACHE_TAGS.news] },
        async (tx, audit) => {
          const item = await insertNews(tx, body);
          await audit({ action: 'create', entity: NEWS_ENTITY, entityId: item._id, after: item });
          await enqueueJob(tx, pushJobName(item._id), pushPayloadOf(item));
          return item;
        },
      );
      toPush.set(request, created);
      return reply.status(201).send(created);
    },
  );

  crudWrites(app, {
    tag: 'news',
    routes: newsApi,
    entity: NEWS_ENTITY,
    label: 'News',
    deleted: 'News deleted',
    invalidates: [CACHE_TAGS.news],
    files: { photo: true },
    schemas: { row: NewsSchema, remove: NewsDeleteSchema },
    notes: { remove: `whoever posted it, within ${NEWS_OWN_DELETE_HOURS} hours` },
    queries: { remove: deleteNews },
    guards: { remove: [requireUser, requireNewsAuthorOrAdmin] },
  });

  on(app, newsApi.pushKey)(
    {
      schema: {
        tags: ['news'],
        summary: 'The public VAPID key browsers subscribe with',
        response: { 200: PushKeySchema },
      },
    },
    async (_request, reply) => {
      // The key changes only when the settings change it; a phone may keep it for an hour.
      void reply.header('Cache-Control', 'public, max-age=3600');
      return { key: (await app.vapidKeys()).publicKey };
    },
  );

  // Registrations per address in the rate limit's window, shared by every process through Redis.
  const registrations = app.redis
    ? redisCounter(app.redis, 'parish-push-registry:', RATE_LIMIT_WINDOW_MS)
    : memoryCounter(RATE_LIMIT_WINDOW_MS);
  /** A 429 with Retry-After once an address has made too many (`what`) in the window. */
  const countRegistration = async (request: FastifyRequest, reply: FastifyReply, what: string) => {
    const key = request.ip;
    if ((await registrations.increment(key)) <= app.config.PUSH_REGISTRATIONS_PER_IP) return;
    const seconds = Math.max(1, Math.ceil((await registrations.remainingMs(key)) / 1000));
    void reply.header('retry-after', String(seconds));
    throw new HttpError(
      429,
      ERROR_CODES.rateLimited,
      `Too many ${what} from your address. Try again in ${Math.ceil(seconds / 60)} minutes.`,
    );
  };

  on(app, newsApi.subscribe)(
    {
      schema: {
        tags: ['news'],
        summary:
          `Store a browser push subscription (no credentials; one row per endpoint, on a push service of ` +
          `PUSH_HOSTS; ${app.config.PUSH_REGISTRATIONS_PER_IP} per address in 15 minutes, ` +
          `${app.config.PUSH_SUBSCRIPTIONS_MAX} in all)`,
        body: PushSubscriptionSchema,
        response: { 201: z.object({ message: z.literal('Subscribed') }), ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      if (!isAllowedPushHost(request.body.endpoint, app.config.PUSH_HOSTS)) {
        throw badRequest('body.endpoint: not a push service this site sends to', {
          'body.endpoint': 'Not a known push service',
        });
      }
      await countRegistration(request, reply, 'push subscriptions');
      // Signed in as an admin: this browser is told of new change requests too.
      const adminId = request.user?.isAdmin ? request.user._id : null;
      const saved = await saveSubscription(app.db, request.body, app.config.PUSH_SUBSCRIPTIONS_MAX, adminId);
      if (saved === 'full') {
        void reply.header('retry-after', '3600');
        throw new HttpError(
          503,
          ERROR_CODES.pushRegistryFull,
          'News notifications cannot take more phones now. Try again later.',
        );
      }
      return reply.status(201).send({ message: 'Subscribed' as const });
    },
  );

  // The browser's own way out (PushSubscription.unsubscribe() then this). No credentials, like
  // the registration: only whoever holds the endpoint, a capability URL, can name it.
  on(app, newsApi.unsubscribe)(
    {
      schema: {
        tags: ['news'],
        summary:
          'Forget a browser push subscription by its endpoint (in any spelling of it); the answer is the same ' +
          'whether it was stored or not',
        body: PushUnsubscribeSchema,
        response: { 200: z.object({ message: z.literal('Unsubscribed') }) },
      },
    },
    async (request, reply) => {
      await countRegistration(request, reply, 'push subscription changes');
      await deleteSubscription(app.db, request.body.endpoint);
      return { message: 'Unsubscribed' as const };
    },
  );
};

export default newsRoutes;
