import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    config: { rateLimit: false },
    schema: {
      tags: ['health'],
      response: { 200: z.object({ status: z.literal('ok'), engine: z.enum(['pglite', 'postgres']), uptimeS: z.number() }) },
    },
  }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, engine: app.dbEngine, uptimeS: Math.round(process.uptime()) };
  });

  // A liveness probe that touches nothing: the load balancer's check, and the bench's bare route.
  app.get('/live', {
    config: { rateLimit: false },
    schema: { tags: ['health'], response: { 200: z.object({ ok: z.literal(true) }) } },
  }, async () => ({ ok: true as const }));
};

export default healthRoutes;
