// Spec §8: too many requests from one IP in a 15-minute window get 429. Failed logins have their
// own, tighter budget. With REDIS_URL the counters are shared by every process.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { RATE_LIMIT_WINDOW_MS } from '@parish/shared/constants';
import { ERROR_CODES } from '@parish/shared/common';
import { errorBody } from './errors.ts';

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
  interface FastifyInstance {
    loginFailures: WindowCounter;
    redis: Redis | null;
  }
}

async function rateLimitPlugin(app: FastifyInstance) {
  const redis = app.config.REDIS_URL ? new Redis(app.config.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  app.decorate('redis', redis);

  await app.register(rateLimit, {
    global: true,
    max: app.config.RATE_LIMIT_MAX,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    ...(redis ? { redis, nameSpace: 'parish-rl:' } : {}),
    // Static files (the app, fonts, photos) are not API budget.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) =>
      errorBody(429, ERROR_CODES.rateLimited, `Too many requests from your IP. Try again in ${Math.ceil(context.ttl / 60000)} minutes.`),
  });

  app.decorate(
    'loginFailures',
    redis ? redisCounter(redis, 'parish-login:', RATE_LIMIT_WINDOW_MS) : memoryCounter(RATE_LIMIT_WINDOW_MS),
  );
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['errors'] });
