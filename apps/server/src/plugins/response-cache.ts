// Public GET responses cached in the process, keyed by URL and role, with ETags (docs/architecture.md
// "Response cache"). A route opts in with `config: { cache: ['houses'] }`; a write calls
// `app.responseCache.invalidate('houses')`, which every process hears (plugins/changes.ts: Redis
// pub/sub, PostgreSQL LISTEN/NOTIFY, or this process alone on PGlite).
// The key is made of the validated params and query (docs/decisions.md "Slow clients and the
// response cache are bounded"; unknown query parameters are a 400,
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
      /** How many changes this process has heard: an answer made while one came must not be kept. */
      changesHeard(): number;
      /** Changes from the other processes are heard (else nothing kept may be trusted). */
      live(): boolean;
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

  // Each tag's count of drops: an answer is kept only if none of its tags was dropped while it was
  // being made (a change another process told us about mid-request must not be undone).
  const drops = new Map<string, number>();
  const dropsOf = (tags: readonly string[]) => tags.map((t) => drops.get(t) ?? 0).join(',');
  const started = new WeakMap<FastifyRequest, string>();
  let everything = 0;
  /** Changes heard so far, of any data: a page is kept only if none came while it was rendered. */
  let heard = 0;

  app.changes.subscribe((changed) => {
    heard++;
    if (changed === 'all') {
      everything++;
      entries.clear();
      bytes = 0;
      return;
    }
    for (const tag of changed) drops.set(tag, (drops.get(tag) ?? 0) + 1);
    for (const [key, entry] of entries) if (entry.tags.some((t) => changed.includes(t))) remove(key);
  });

  const lookup = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    // Most recently used now: to the end of the eviction order.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };
  const remember = (
    key: string | null,
    { payload, contentType, tags }: { payload: string; contentType: string; tags: string[] },
  ): Entry => {
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    const payloadBytes = Buffer.byteLength(payload);
    const gzipped = payloadBytes >= GZIP_MIN_BYTES ? gzipSync(payload) : null;
    const entry = {
      payload,
      gzipped,
      etag,
      tags,
      contentType,
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
    invalidate: (...tags: string[]) => app.changes.publish(...tags),
    size: () => entries.size,
    bytes: () => bytes,
    lookup: (key: string) => (app.config.RESPONSE_CACHE && app.changes.live ? lookup(key) : undefined),
    remember,
    send,
    changesHeard: () => heard,
    live: () => app.changes.live,
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
    const tags = request.routeOptions.config.cache;
    if (request.method !== 'GET' || !tags) return;
    started.set(request, `${everything} ${dropsOf(tags)}`);
    // Cut off from the other processes, what is kept may be stale: the database answers.
    const entry = app.config.RESPONSE_CACHE && app.changes.live ? lookup(keyOf(request)) : undefined;
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
    // Not kept when a change was heard while it was made, or while changes cannot be heard.
    if (!app.changes.live || started.get(request) !== `${everything} ${dropsOf(tags)}`) return payload;
    const contentType = String(reply.getHeader('content-type') ?? 'application/json');
    const { etag, gzipped } = remember(keyOf(request), { payload, contentType, tags });
    reply
      .header('ETag', etag)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .header('X-Cache', 'miss');
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

export default fp(responseCachePlugin, { name: 'response-cache', dependencies: ['auth', 'rate-limit', 'changes'] });
