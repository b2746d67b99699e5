// The departed (docs/product.md "Departed" and "Departed API"): a public list and pages of 12 answered as
// `[profiles, total]` (docs/product.md "Departed record"); logged-in users add, admins change and delete.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEPARTED_PAGE_SIZE } from '@parish/shared/plain/constants';
import { departed } from '@parish/shared/plain/routes/departed';
import { departedSchemas as s } from '@parish/shared/routes';
import { requireUser } from '../../plugins/auth.ts';
import { crudWrites } from '../../plugins/crud-routes.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { on } from '../../plugins/routes.ts';
import { departedRows } from '../../domain/departed.ts';

const departedRoutes: FastifyPluginAsyncZod = async (app) => {
  on(app, departed.page)(
    {
      config: { cache: [CACHE_TAGS.departed] },
      schema: {
        tags: ['departed'],
        summary:
          `One page of ${DEPARTED_PAGE_SIZE} departed profiles (v from 1) as [profiles, total] ` +
          '(docs/product.md "Departed record")',
        querystring: s.page.query,
        response: { 200: s.page.answer },
      },
    },
    async (request) => departedRows.page(app.db, request.query.v, DEPARTED_PAGE_SIZE),
  );

  crudWrites(app, {
    tag: 'departed',
    list: { route: departed.all, summary: 'Every departed profile, newest year of death first' },
    routes: departed,
    entity: 'departed',
    label: 'Departed profile',
    deleted: 'Departed profile deleted',
    schemas: { row: s.create.answer, create: s.create.body, update: s.update.body, remove: s.remove.body },
    invalidates: [CACHE_TAGS.departed],
    files: { photo: true },
    queries: departedRows,
    guards: { create: requireUser },
    notes: { create: 'from /add-departed (docs/product.md "Add departed")' },
  });
};

export default departedRoutes;
