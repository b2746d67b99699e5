// Family search and blood-group search (docs/product.md "Houses API": GET search/{term}, search-blood/{composite}).
// Registered under /api/houses beside the house routes.
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BloodResultSchema,
  SEARCH_MAX_PAGE,
  SEARCH_RESULT_LIMIT,
  SearchHouseResponseSchema,
} from '@parish/shared/search';
import { parseBloodComposite, SearchTermSchema } from '@parish/shared/search-text';
import { requireAdmin } from '../../plugins/auth.ts';
import { badRequest } from '../../plugins/errors.ts';
import { listedForSql, presentHouse, viewerFor } from '../../domain/house-presenters.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { searchBlood, searchHouses } from './queries.ts';
import { on } from '../../plugins/routes.ts';
import { houses as housesApi } from '@parish/shared/plain/routes/houses';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewerOf = (user: { isAdmin: boolean } | null) => viewerFor(app.db, user);

  on(app, housesApi.search)(
    {
      config: { cache: [CACHE_TAGS.houses] },
      schema: {
        tags: ['search'],
        summary:
          'Families whose house name or members match every word of the text, closest first, 30 a page ' +
          '(docs/product.md "Search API"); Malayalam in either chillu encoding, or English letters by sound',
        params: z.object({ term: SearchTermSchema }),
        querystring: z.strictObject({ page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).default(1) }),
        response: { 200: SearchHouseResponseSchema },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request.user);
      const offset = (request.query.page - 1) * SEARCH_RESULT_LIMIT;
      const { houses, memberIds, total } = await searchHouses(
        app.db,
        request.params.term.trim(),
        SEARCH_RESULT_LIMIT,
        offset,
        viewer.reader === 'office' ? undefined : listedForSql(viewer, sql`lh`),
      );
      return { houses: houses.map((h) => presentHouse(h, viewer)), memberIdArr: memberIds, total };
    },
  );

  on(app, housesApi.searchBlood)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['search'],
        summary:
          'Members by blood group, age bracket and gender (admin; docs/product.md "Search API"): ' +
          '"{blood}z{start}z{end}z{male|female|all}"; X-Total-Count gives the full count',
        params: z.object({ composite: z.string().max(40) }),
        response: { 200: z.array(BloodResultSchema) },
      },
    },
    async (request, reply) => {
      const parsed = parseBloodComposite(request.params.composite);
      if (!parsed.success) throw badRequest(parsed.error, { 'params.composite': parsed.error });
      const viewer = await viewerOf(request.user);
      const { hits, total } = await searchBlood(app.db, parsed.data);
      reply.header('x-total-count', String(total));
      return hits.map((hit) => ({ ...hit, family: presentHouse(hit.family, viewer) }));
    },
  );
};

export default searchRoutes;
