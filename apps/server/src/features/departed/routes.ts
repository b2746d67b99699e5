// The departed (docs/product.md "Departed" and "Departed API"): a public list and pages of 12 answered as
// `[profiles, total]` (docs/product.md "Departed record"); logged-in users add, admins change and delete.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEPARTED_PAGE_SIZE,
  DepartedInputSchema,
  DepartedPageSchema,
  DepartedSchema,
  DepartedUpdateSchema,
} from '@parish/shared/departed';
import { IdBodySchema } from '@parish/shared/common';
import { requireUser } from '../../plugins/auth.ts';
import { crudWrites } from '../../plugins/crud-routes.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { departedRows } from '../../domain/departed.ts';
import { departedPage, listDeparted } from './queries.ts';

const departedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { cache: [CACHE_TAGS.departed] },
      schema: {
        tags: ['departed'],
        summary: 'Every departed profile, newest year of death first',
        response: { 200: z.array(DepartedSchema) },
      },
    },
    async () => listDeparted(app.db),
  );

  app.get(
    '/view',
    {
      config: { cache: [CACHE_TAGS.departed] },
      schema: {
        tags: ['departed'],
        summary: `One page of ${DEPARTED_PAGE_SIZE} departed profiles (v from 1) as [profiles, total] (docs/product.md "Departed record")`,
        querystring: z.strictObject({ v: z.coerce.number().int().min(1).max(100_000).default(1) }),
        response: { 200: DepartedPageSchema },
      },
    },
    async (request) => departedPage(app.db, DEPARTED_PAGE_SIZE, (request.query.v - 1) * DEPARTED_PAGE_SIZE),
  );

  crudWrites(app, {
    tag: 'departed',
    entity: 'departed',
    label: 'Departed profile',
    deleted: 'Departed profile deleted',
    schemas: { row: DepartedSchema, create: DepartedInputSchema, update: DepartedUpdateSchema, remove: IdBodySchema },
    invalidates: [CACHE_TAGS.departed],
    files: { photo: true },
    queries: departedRows,
    guards: { create: requireUser },
    notes: { create: 'from /add-departed (docs/product.md "Add departed")' },
  });
};

export default departedRoutes;
