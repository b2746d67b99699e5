// Public GET responses cached in the process, keyed by URL and role, with ETags (ARCHITECTURE
// "Public reads are cached"). A route opts in with `config: { cache: ['houses'] }`; a write calls
// `app.responseCache.invalidate('houses')`. With Redis, invalidations reach every process.
// Issue 8: the key is made of the validated params and query (unknown query parameters are a 400,
// so a new query string cannot add an entry), and the cache is bounded in bytes, least recently
// used first.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { CacheTag } from './cache-tags.ts';
import { isCacheableGet } from './rate-limit.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Tags of the data this GET reads; a write to any of them drops the cached response. */
    cache?: CacheTag[];
  }
  interface FastifyInstance {
    responseCache: {
      invalidate(...tags: CacheTag[]): Promise<void>;
      size(): number;
      bytes(): number;
      /** Another kind of answer kept beside the API's (rendered pages): same bound, same invalidation. */
      lookup(key: string): CachedAnswer | undefined;
      /** Makes the answer (ETag, gzipped copy) and keeps it under `key`; `null` makes it without keeping it. */
      remember(key: string | null, answer: { payload: string; contentType: string; tags: string[] }): CachedAnswer;
      /** Sends a kept answer: 304 when the client has it, gzipped when it accepts that. */
      send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply;
    };
  }
}

export type CachedAnswer = Entry;

interface Entry {
  payload: string;
  /** Gzipped once when stored: phones on slow links get a fifth of the bytes, at no CPU per hit. */
  gzipped: Buffer | null;
  etag: string;
  contentType: string;
  tags: string[];
  /** What the entry holds, counted as UTF-8 bytes (payload, gzipped copy, key, headers). */
  bytes: number;
}

const CHANNEL = 'parish-cache-invalidate';

const GZIP_MIN_BYTES = 1024;
const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

const roleOf = (request: FastifyRequest) => (request.user ? (request.user.isAdmin ? 'admin' : 'user') : 'visitor');

async function responseCachePlugin(app: FastifyInstance) {
  // A Map keeps insertion order: a hit moves its entry to the end, eviction takes from the front.
  const entries = new Map<string, Entry>();
  const maxBytes = app.config.RESPONSE_CACHE_MAX_BYTES;
  let bytes = 0;
  // The route and its validated (coerced, defaulted) params and query: `?v=01` and `?v=1` and no
  // `v` at all are one entry. Unknown query parameters never get here (400).
  const keyOf = (request: FastifyRequest) =>
    `${roleOf(request)} ${request.routeOptions.url} ${JSON.stringify(request.params)} ${JSON.stringify(request.query)}`;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const store = (key: string, entry: Entry) => {
    remove(key);
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  const dropLocal = (tags: string[]) => {
    for (const [key, entry] of entries) if (entry.tags.some((t) => tags.includes(t))) remove(key);
  };

  let publisher: FastifyInstance['redis'] = null;
  if (app.redis) {
    publisher = app.redis;
    const subscriber = app.redis.duplicate();
    await subscriber.subscribe(CHANNEL);
    subscriber.on('message', (_channel, message: string) => dropLocal(message.split(',')));
    app.addHook('onClose', async () => void subscriber.quit());
  }

  const lookup = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    // Most recently used now: to the end of the eviction order.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };
  const remember = (key: string | null, { payload, contentType, tags }: { payload: string; contentType: string; tags: string[] }): Entry => {
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    const payloadBytes = Buffer.byteLength(payload);
    const gzipped = payloadBytes >= GZIP_MIN_BYTES ? gzipSync(payload) : null;
    const entry = {
      payload, gzipped, etag, tags, contentType,
      bytes: payloadBytes + (gzipped?.length ?? 0) + (key?.length ?? 0) + etag.length + contentType.length + 64,
    };
    if (key !== null && app.config.RESPONSE_CACHE) store(key, entry);
    return entry;
  };
  const send = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
    const vary = reply.getHeader('Vary');
    reply.header('ETag', entry.etag).header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    reply.type(entry.contentType);
    if (entry.gzipped && acceptsGzip(request)) return reply.header('Content-Encoding', 'gzip').send(entry.gzipped);
    return reply.send(entry.payload);
  };

  app.decorate('responseCache', {
    async invalidate(...tags: string[]) {
      dropLocal(tags);
      if (publisher) await publisher.publish(CHANNEL, tags.join(','));
    },
    size: () => entries.size,
    bytes: () => bytes,
    lookup: (key: string) => (app.config.RESPONSE_CACHE ? lookup(key) : undefined),
    remember,
    send,
  });

  // A cached route without a query string of its own refuses any (400): otherwise `?x=1`, `?x=2`…
  // would each be a new URL to answer. Routes with a querystring schema use z.strictObject.
  app.addHook('onRoute', (route) => {
    if (!route.config?.cache || route.schema?.querystring) return;
    route.schema = { ...route.schema, querystring: z.strictObject({}) };
  });

  // A hit costs a few microseconds: it counts only against the address's large budget (its
  // onRequest hook). A miss, or every read with the cache turned off, spends the costly budget
  // (plugins/rate-limit.ts): it reaches the database.
  const answerFromCache = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET') return;
    const entry = app.config.RESPONSE_CACHE ? lookup(keyOf(request)) : undefined;
    if (!entry) return app.spendCostlyBudget(request, reply);
    reply.header('Cache-Control', 'no-cache').header('X-Cache', 'hit');
    return send(request, reply, entry);
  };

  // A hit is answered in the route's own preHandler hooks: after auth (a global hook) has set
  // request.user and after the route's guard (onRequest); and after validation, so the key is made
  // of validated values and an unknown query parameter is a 400 before the cache is asked. Keys
  // carry the role.
  app.addHook('onRoute', (route) => {
    if (!isCacheableGet(route)) return;
    route.preHandler = [route.preHandler ?? []].flat().concat(answerFromCache);
  });

  if (!app.config.RESPONSE_CACHE) return;

  app.addHook('onSend', async (request, reply, payload) => {
    const tags = request.routeOptions.config.cache;
    if (request.method !== 'GET' || !tags || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (reply.getHeader('X-Cache') === 'hit') return payload;
    const contentType = String(reply.getHeader('content-type') ?? 'application/json');
    const { etag, gzipped } = remember(keyOf(request), { payload, contentType, tags });
    reply.header('ETag', etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').header('X-Cache', 'miss');
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    if (gzipped && acceptsGzip(request)) {
      reply.header('Content-Encoding', 'gzip');
      return gzipped;
    }
    return payload;
  });
}

export default fp(responseCachePlugin, { name: 'response-cache', dependencies: ['auth', 'rate-limit'] });
