// Security headers on every response, and the Origin check on every mutation.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@parish/shared/common';
import { HttpError } from './errors.ts';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  // The address page embeds a map (docs/product.md "Address").
  'frame-src https://maps.google.com https://www.google.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

async function securityPlugin(app: FastifyInstance) {
  const hsts = app.config.NODE_ENV === 'production';
  const extra = app.config.ALLOWED_ORIGINS.split(',')
    .map((s) => s.trim())
    .filter(Boolean);

  app.addHook('onRequest', async (request) => {
    if (!MUTATIONS.has(request.method)) return;
    const origin = request.headers.origin;
    // Requests without Origin are not from a browser form on another site (browsers send it on
    // every cross-site POST); SameSite=Lax cookies cover the rest.
    if (!origin) return;
    const own = `${request.protocol}://${request.headers.host}`;
    if (origin === own || extra.includes(origin)) return;
    throw new HttpError(403, ERROR_CODES.badOrigin, `Requests from ${origin} are not accepted`);
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    if (!request.url.startsWith('/api/docs')) reply.header('Content-Security-Policy', CSP);
    // Production is served over HTTPS: browsers that saw it once never try plain HTTP again.
    if (hsts) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}

export default fp(securityPlugin, { name: 'security', dependencies: ['errors'] });
