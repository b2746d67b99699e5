// Every answer to a logged-in request is marked `Cache-Control: private` (docs/decisions.md "One
// service worker: installable, readable offline"): the service worker never keeps a private
// answer, so nothing a visitor may not see (an admin's lists, a member's own house, a page with
// the user's name) is written to a phone's caches. Answers that say `public` themselves (files
// named by their hash: media, the build's assets) are the same for everyone and keep their header.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export function privateCacheControl(current: string | undefined): string {
  if (!current) return 'private, no-cache';
  // Already private, or never kept by anyone (no-store), or the same for everyone (public).
  if (/\b(public|private|no-store)\b/i.test(current)) return current;
  return `private, ${current}`;
}

async function sessionMarkerPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (!request.user) return;
    const current = reply.getHeader('Cache-Control');
    reply.header('Cache-Control', privateCacheControl(typeof current === 'string' ? current : undefined));
  });
}

export default fp(sessionMarkerPlugin, { name: 'session-marker', dependencies: ['auth', 'response-cache'] });
