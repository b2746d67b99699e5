// GET /api/stats (docs/decisions.md "The office's tools"): the office's numbers, for admins only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { StatsSchema } from '@parish/shared/office';
import { requireAdmin } from '../../plugins/auth.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { parishStats } from './stats-queries.ts';
import { on } from '../../plugins/routes.ts';
import { office as officeApi } from '@parish/shared/plain/routes/office';

const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  on(app, officeApi.stats)(
    {
      preHandler: requireAdmin,
      // The aggregates take about a second over 100,000 members on the embedded database: the answer
      // is kept (per role, like public reads) until a write to any domain drops it.
      config: { cache: Object.values(CACHE_TAGS) },
      schema: {
        // The month of the birthdays: by default this month, and part of the cache key, so a kept
        // answer is never last month's.
        querystring: z.strictObject({
          month: z.coerce
            .number()
            .int()
            .min(1)
            .max(12)
            .default(() => new Date().getMonth() + 1),
        }),
        tags: ['stats'],
        summary:
          "Families and members per ward, ages by gender, blood groups, this month's birthdays, data " +
          'completeness, record counts (admin)',
        response: { 200: StatsSchema },
      },
    },
    async (request) => parishStats(app.db, request.query.month),
  );
};

export default statsRoutes;
