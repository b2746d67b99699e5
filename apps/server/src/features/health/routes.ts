import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../plugins/routes.ts';
import { health as healthApi } from '@parish/shared/plain/routes/health';

/** How long one dependency may take to answer the readiness check. */
const CHECK_TIMEOUT_MS = 2_000;

const Readiness = z.object({
  ready: z.boolean(),
  /**
   * 'ok' or 'failed', per dependency: database, store, redis (when set), changes (the channel to the other
   * processes).
   */
  checks: z.record(z.string(), z.string()),
});

async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  on(app, healthApi.status)(
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), engine: z.enum(['pglite', 'postgres']), uptimeS: z.number() }),
        },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, engine: app.dbEngine, uptimeS: Math.round(process.uptime()) };
    },
  );

  // A liveness probe that touches nothing: the load balancer's check, and the bench's bare route.
  on(app, healthApi.live)(
    {
      config: { rateLimit: false },
      schema: { tags: ['health'], response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async () => ({ ok: true as const }),
  );

  // Readiness for a load balancer: 200 while this process can serve (database, store, Redis and
  // the change channel answer), 503 otherwise, and from the moment it starts stopping.
  on(app, healthApi.ready)(
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary:
          'Whether this process can take requests: its database, file store, Redis and change channel answer ' +
          '(503 when not, or when stopping)',
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (_request, reply) => {
      const checks: Record<string, string> = {};
      const check = async (name: string, work: () => Promise<unknown>) => {
        try {
          await within(work(), CHECK_TIMEOUT_MS);
          checks[name] = 'ok';
        } catch (err) {
          // The reason goes to the log, not to whoever asks (it can name internal addresses).
          checks[name] = 'failed';
          app.log.warn(
            { check: name, err: { kind: (err as Error).name, message: (err as Error).message } },
            'not ready',
          );
        }
      };
      await Promise.all([
        check('database', () => app.db.execute(sql`select 1`)),
        check('store', () => app.store.check()),
        ...(app.redis ? [check('redis', () => app.redis!.ping())] : []),
        check('changes', async () => {
          if (!app.changes.live) throw new Error(`the ${app.changes.channel} channel is down`);
        }),
      ]);
      const ready = Object.values(checks).every((v) => v === 'ok');
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ ready, checks });
    },
  );
};

export default healthRoutes;
