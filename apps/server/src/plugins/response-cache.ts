// Public GET responses cached in the process, keyed by URL and role, with ETags (ARCHITECTURE
// "Public reads are cached"). A route opts in with `config: { cache: ['houses'] }`; a write calls
// `app.responseCache.invalidate('houses')`. With Redis, invalidations reach every process.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Tags of the data this GET reads; a write to any of them drops the cached response. */
    cache?: string[];
  }
  interface FastifyInstance {
    responseCache: { invalidate(...tags: string[]): Promise<void>; size(): number };
  }
}

interface Entry {
  payload: string;
  /** Gzipped once when stored: phones on slow links get a fifth of the bytes, at no CPU per hit. */
  gzipped: Buffer | null;
  etag: string;
  contentType: string;
  tags: string[];
}

const MAX_ENTRIES = 5000;
const CHANNEL = 'parish-cache-invalidate';

const GZIP_MIN_BYTES = 1024;
const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

const roleOf = (request: FastifyRequest) => (request.user ? (request.user.isAdmin ? 'admin' : 'user') : 'visitor');

async function responseCachePlugin(app: FastifyInstance) {
  const entries = new Map<string, Entry>();
  const keyOf = (request: FastifyRequest) => `${roleOf(request)} ${request.url}`;

  const dropLocal = (tags: string[]) => {
    for (const [key, entry] of entries) if (entry.tags.some((t) => tags.includes(t))) entries.delete(key);
  };

  let publisher: FastifyInstance['redis'] = null;
  if (app.redis) {
    publisher = app.redis;
    const subscriber = app.redis.duplicate();
    await subscriber.subscribe(CHANNEL);
    subscriber.on('message', (_channel, message: string) => dropLocal(message.split(',')));
    app.addHook('onClose', async () => void subscriber.quit());
  }

  app.decorate('responseCache', {
    async invalidate(...tags: string[]) {
      dropLocal(tags);
      if (publisher) await publisher.publish(CHANNEL, tags.join(','));
    },
    size: () => entries.size,
  });

  if (!app.config.RESPONSE_CACHE) return;

  const answerFromCache = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.cache) return;
    const entry = entries.get(keyOf(request));
    if (!entry) return;
    reply.header('ETag', entry.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').header('X-Cache', 'hit');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    reply.type(entry.contentType);
    if (entry.gzipped && acceptsGzip(request)) return reply.header('Content-Encoding', 'gzip').send(entry.gzipped);
    return reply.send(entry.payload);
  };

  // A hit is answered in the route's own onRequest hooks, after auth (a global hook) has set
  // request.user and after the route's guard and the rate limiter (route hooks added before this
  // one): so a hit still counts against the rate limit, and skips parsing and validation. Only
  // responses of validated requests were stored, and keys carry the role.
  app.addHook('onRoute', (route) => {
    if (route.method !== 'GET' && !(Array.isArray(route.method) && route.method.includes('GET'))) return;
    if (!route.config?.cache) return;
    route.onRequest = [route.onRequest ?? []].flat().concat(answerFromCache);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const tags = request.routeOptions.config.cache;
    if (request.method !== 'GET' || !tags || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (reply.getHeader('X-Cache') === 'hit') return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    const gzipped = Buffer.byteLength(payload) >= GZIP_MIN_BYTES ? gzipSync(payload) : null;
    entries.set(keyOf(request), {
      payload, gzipped, etag, tags, contentType: String(reply.getHeader('content-type') ?? 'application/json'),
    });
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
