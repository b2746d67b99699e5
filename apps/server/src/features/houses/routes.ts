import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WardNumberSchema, WardPageSchema } from '@parish/shared/schemas';
import { wardPageSize, pageCount } from '@parish/shared/paging';
import { getSettings } from '../settings/queries.ts';
import { countWardHouses, wardHousesPage } from './queries.ts';
import { presentHouse, type Viewer } from './presenters.ts';

export const HOUSES_CACHE_TAG = 'houses';

const houseRoutes: FastifyPluginAsyncZod = async (app) => {
  async function viewerOf(user: { isAdmin: boolean } | null): Promise<Viewer> {
    const { restrictedPublicMode } = await getSettings(app.db);
    return { isAdmin: user?.isAdmin ?? false, loggedIn: Boolean(user), restricted: restrictedPublicMode };
  }

  app.get('/wards/:ward', {
    config: { cache: [HOUSES_CACHE_TAG] },
    schema: {
      tags: ['houses'],
      summary: "One page of a ward's families (spec §7): about a sixth of its houses, each with its members",
      params: z.object({ ward: WardNumberSchema }),
      querystring: z.strictObject({ v: z.coerce.number().int().min(1).max(10_000).default(1) }),
      response: { 200: WardPageSchema },
    },
  }, async (request) => {
    const { ward } = request.params;
    const page = request.query.v;
    const total = await countWardHouses(app.db, ward);
    const pageSize = wardPageSize(total);
    const rows = await wardHousesPage(app.db, ward, pageSize, (page - 1) * pageSize);
    const viewer = await viewerOf(request.user);
    return { items: rows.map((h) => presentHouse(h, viewer)), total, page, pageSize, pages: pageCount(total, pageSize) };
  });
};

export default houseRoutes;
