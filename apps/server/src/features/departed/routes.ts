// The departed (spec §2 Departed, §7 /api/departed): a public list and pages of 12 answered as
// `[profiles, total]` (spec §3); logged-in users add, admins change and delete.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEPARTED_PAGE_SIZE, DepartedInputSchema, DepartedPageSchema, DepartedSchema, DepartedUpdateSchema,
} from '@parish/shared/departed';
import { IdBodySchema } from '@parish/shared/common';
import { requireAdmin, requireUser, signedInUser } from '../../plugins/auth.ts';
import { errorResponses, notFound } from '../../plugins/errors.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { checkStoredFiles, releaseStoredFiles } from '../../media/stored-files.ts';
import { deleteDeparted, departedPage, findDeparted, insertDeparted, listDeparted, updateDeparted } from './queries.ts';

const departedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    config: { cache: [CACHE_TAGS.departed] },
    schema: { tags: ['departed'], summary: 'Every departed profile, newest year of death first', response: { 200: z.array(DepartedSchema) } },
  }, async () => listDeparted(app.db));

  app.get('/view', {
    config: { cache: [CACHE_TAGS.departed] },
    schema: {
      tags: ['departed'],
      summary: `One page of ${DEPARTED_PAGE_SIZE} departed profiles (v from 1) as [profiles, total] (spec §3)`,
      querystring: z.strictObject({ v: z.coerce.number().int().min(1).max(100_000).default(1) }),
      response: { 200: DepartedPageSchema },
    },
  }, async (request) => departedPage(app.db, DEPARTED_PAGE_SIZE, (request.query.v - 1) * DEPARTED_PAGE_SIZE));

  app.post('/', {
    preHandler: requireUser,
    schema: {
      tags: ['departed'],
      summary: 'Add a departed profile (logged-in users, spec §6 /add-departed)',
      body: DepartedInputSchema,
      response: { 201: DepartedSchema, ...errorResponses(409) },
    },
  }, async (request, reply) => {
    const input = await checkStoredFiles(request.body, app.store);
    const created = await app.write({ user: signedInUser(request), invalidates: [CACHE_TAGS.departed] }, async (tx, audit) => {
      const row = await insertDeparted(tx, input);
      await audit({ action: 'create', entity: 'departed', entityId: row._id, after: row });
      return row;
    });
    return reply.status(201).send(created);
  });

  app.put('/', {
    preHandler: requireAdmin,
    schema: {
      tags: ['departed'],
      summary: 'Change a departed profile (admin); a field left out keeps its value',
      body: DepartedUpdateSchema,
      response: { 200: DepartedSchema, ...errorResponses(404, 409) },
    },
  }, async (request) => {
    const { _id, ...body } = request.body;
    const { before, after } = await app.write({ user: signedInUser(request), invalidates: [CACHE_TAGS.departed] }, async (tx, audit) => {
      const old = await findDeparted(tx, _id);
      if (!old) throw notFound('Departed profile');
      const fields = await checkStoredFiles(body, app.store, old);
      const row = await updateDeparted(tx, _id, fields);
      if (!row) throw notFound('Departed profile');
      await audit({ action: 'update', entity: 'departed', entityId: _id, before: old, after: row });
      return { before: old, after: row };
    });
    if (before.image !== after.image) await releaseStoredFiles(app.db, app.store, [before.image]);
    return after;
  });

  app.delete('/', {
    preHandler: requireAdmin,
    schema: {
      tags: ['departed'],
      summary: 'Delete a departed profile (admin); the photo is removed unless another row shows it',
      body: IdBodySchema,
      response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(404, 409) },
    },
  }, async (request) => {
    const { _id } = request.body;
    const gone = await app.write({ user: signedInUser(request), invalidates: [CACHE_TAGS.departed] }, async (tx, audit) => {
      const row = await deleteDeparted(tx, _id);
      if (!row) throw notFound('Departed profile');
      await audit({ action: 'delete', entity: 'departed', entityId: _id, before: row });
      return row;
    });
    await releaseStoredFiles(app.db, app.store, [gone.image]);
    return { ok: true as const };
  });
};

export default departedRoutes;
