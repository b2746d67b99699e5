// docs/product.md "Errors": too many requests in a 15-minute window get 429 with Retry-After. What is counted
// (docs/decisions.md "Rate limits count what costs"): hundreds of phones share one mobile
// network address (carrier-grade NAT), so a read the response cache answers is not what locks a
// parish out.
// - Every API request of an address counts against RATE_LIMIT_CACHED_MAX (cache hits included).
// - A request the response cache does not answer (a write, an upload, a search, an uncached read,
//   a miss) also counts against RATE_LIMIT_MAX per address, or, for a logged-in user, against
//   RATE_LIMIT_SESSION_MAX per session. Cacheable GETs are counted by the response cache on a miss
//   (plugins/response-cache.ts); every other route here, after auth and its guard, before its body.
// - A route marked `config: { costly: false }` does no work of its own (GET /api/auth/me): counted
//   like a cache hit.
// - Failed logins have their own budgets (loginFailures); a route with its own `config.rateLimit`
//   (the ad counters) is counted by that instead of the costly budget.
// With REDIS_URL every counter is shared by every process.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { RATE_LIMIT_WINDOW_MS } from '@parish/shared/plain/constants';
import { ERROR_CODES } from '@parish/shared/common';
import { errorBody, HttpError } from './errors.ts';

/** Counts events per key within the window. */
export interface WindowCounter {
  count(key: string): Promise<number>;
  increment(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Milliseconds until the key's window ends (0 when it holds nothing). */
  remainingMs(key: string): Promise<number>;
}

export function memoryCounter(windowMs: number): WindowCounter {
  const hits = new Map<string, { n: number; until: number }>();
  const live = (key: string) => {
    const h = hits.get(key);
    if (h && h.until > Date.now()) return h;
    hits.delete(key);
    return undefined;
  };
  return {
    count: async (key) => live(key)?.n ?? 0,
    increment: async (key) => {
      const h = live(key) ?? { n: 0, until: Date.now() + windowMs };
      h.n += 1;
      hits.set(key, h);
      return h.n;
    },
    reset: async (key) => void hits.delete(key),
    remainingMs: async (key) => Math.max(0, (live(key)?.until ?? 0) - Date.now()),
  };
}

export function redisCounter(redis: Redis, prefix: string, windowMs: number): WindowCounter {
  return {
    count: async (key) => Number((await redis.get(prefix + key)) ?? 0),
    increment: async (key) => {
      const n = await redis.incr(prefix + key);
      if (n === 1) await redis.pexpire(prefix + key, windowMs);
      return n;
    },
    reset: async (key) => void (await redis.del(prefix + key)),
    remainingMs: async (key) => Math.max(0, await redis.pttl(prefix + key)),
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route does no work beyond what every request does (auth's session read), so it
     * is counted like a cache hit, against the address's large budget only (GET /api/auth/me,
     * which every page load asks).
     */
    costly?: false;
  }
  interface FastifyInstance {
    loginFailures: WindowCounter;
    redis: Redis | null;
    /**
     * Counts a request that costs the server against its costly budget (per session when logged
     * in, else per address); throws the 429 when it is spent. The response cache calls it on a miss.
     */
    spendCostlyBudget(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** True for the routes whose GETs the response cache counts (on a miss) instead of this plugin. */
export const isCacheableGet = (route: Pick<RouteOptions, 'method' | 'config'>) =>
  Boolean((route.config as { cache?: unknown } | undefined)?.cache) && [route.method].flat().includes('GET');

const isApiPath = (url: string) => url.startsWith('/api/');

async function rateLimitPlugin(app: FastifyInstance) {
  // Loaded only with REDIS_URL: ~7 MB a single process never needs (docs/decisions.md "What it costs to run").
  const redis = app.config.REDIS_URL
    ? new (await import('ioredis')).Redis(app.config.REDIS_URL, { maxRetriesPerRequest: 2 })
    : null;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  app.decorate('redis', redis);

  const tooMany = (ttlMs: number, what: string) =>
    errorBody(
      429,
      ERROR_CODES.rateLimited,
      `Too many ${what}. Try again in ${Math.max(1, Math.ceil(ttlMs / 60000))} minutes.`,
    );

  // The library keeps the counters (in memory, or in Redis shared by every process); its per-route
  // `config.rateLimit` still works for routes with a budget of their own.
  await app.register(rateLimit, {
    global: false,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    ...(redis ? { redis, nameSpace: 'parish-rl:' } : {}),
    errorResponseBuilder: (_request, context) => tooMany(context.ttl, 'requests from your IP'),
  });

  const address = (request: FastifyRequest) => normalizeIP(request.ip);
  const everyRequest = app.createRateLimit({
    max: app.config.RATE_LIMIT_CACHED_MAX,
    keyGenerator: (request) => `all:${address(request)}`,
  });
  const costly = app.createRateLimit({
    max: (_request, key) =>
      key.startsWith('session:') ? app.config.RATE_LIMIT_SESSION_MAX : app.config.RATE_LIMIT_MAX,
    keyGenerator: (request) => (request.sessionKey ? `session:${request.sessionKey}` : `costly:${address(request)}`),
  });

  type Limit = Awaited<ReturnType<typeof costly>>;
  const refuseWhenSpent = (limit: Limit, reply: FastifyReply, what: string) => {
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('Retry-After', String(Math.max(1, limit.ttlInSeconds)));
    throw new HttpError(429, ERROR_CODES.rateLimited, tooMany(limit.ttl, what).message);
  };

  app.decorate('spendCostlyBudget', async (request: FastifyRequest, reply: FastifyReply) => {
    // The reads of a page the server renders are part of that page, which spent for them already.
    if (app.internalRequests.is(request)) return;
    refuseWhenSpent(
      await costly(request),
      reply,
      request.sessionKey ? 'requests from your session' : 'requests from your IP',
    );
  });

  const counted = (request: FastifyRequest) =>
    isApiPath(request.url) && request.routeOptions.config?.rateLimit !== false && !app.internalRequests.is(request);

  // Before auth: an address's flood is refused before it costs a session lookup.
  app.addHook('onRequest', async (request, reply) => {
    if (!counted(request)) return;
    refuseWhenSpent(await everyRequest(request), reply, 'requests from your IP');
  });

  // After the global hooks (auth has named the session) and the route's guard, before the body.
  app.addHook('onRoute', (route) => {
    if (
      !isApiPath(route.url) ||
      isCacheableGet(route) ||
      route.config?.rateLimit != null ||
      route.config?.costly === false
    )
      return;
    const spend = (request: FastifyRequest, reply: FastifyReply) => app.spendCostlyBudget(request, reply);
    route.onRequest = [...[route.onRequest ?? []].flat(), spend] as RouteOptions['onRequest'];
  });

  app.decorate(
    'loginFailures',
    redis ? redisCounter(redis, 'parish-login:', RATE_LIMIT_WINDOW_MS) : memoryCounter(RATE_LIMIT_WINDOW_MS),
  );
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['errors', 'internal-requests'] });
