// Requests the server makes to itself (a page's reads while it is rendered, docs/decisions.md
// "Pages are rendered on the server") carry a secret of this process: they are part of the page
// request that was already counted, so the rate limits let them through, and they learn which
// cache tags their answer has. Nobody outside the process knows the secret.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const HEADER = 'x-parish-internal';
/** The cache tags of an internal request's answer (comma-separated; empty: not cacheable). */
export const CACHE_TAGS_HEADER = 'x-parish-cache-tags';

declare module 'fastify' {
  interface FastifyInstance {
    internalRequests: {
      /** Headers that mark a request made with `app.inject` as the server's own. */
      headers(): Record<string, string>;
      is(request: FastifyRequest): boolean;
    };
  }
}

async function internalRequestsPlugin(app: FastifyInstance) {
  const secret = randomBytes(32).toString('base64url');
  const expected = Buffer.from(secret);
  const is = (request: FastifyRequest) => {
    const given = request.headers[HEADER];
    return typeof given === 'string' && given.length === secret.length && timingSafeEqual(Buffer.from(given), expected);
  };
  app.decorate('internalRequests', { headers: () => ({ [HEADER]: secret }), is });

  app.addHook('onSend', async (request, reply, payload) => {
    if (is(request)) reply.header(CACHE_TAGS_HEADER, (request.routeOptions.config?.cache ?? []).join(','));
    return payload;
  });
}

export default fp(internalRequestsPlugin, { name: 'internal-requests' });
