// Messages (spec §7 sandesham): the public list, newest first; the admin adds one pointing at an
// uploaded audio or video file (its kind follows the file) and deletes one, whose file and photo
// go after the row unless another row shows them.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SANDESHAM_DELETED, SandeshamDeleteSchema, SandeshamInputSchema, SandeshamSchema,
} from '@parish/shared/sandesham';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { badRequest, errorResponses, notFound } from '../../plugins/errors.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { checkStoredFiles, checkStoredMedia, releaseStoredFiles } from '../../media/stored-files.ts';
import { deleteSandesham, insertSandesham, listSandesham } from './queries.ts';

const sandeshamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    config: { cache: [CACHE_TAGS.sandesham] },
    schema: { tags: ['sandesham'], summary: 'Messages, newest first (spec §2 /sandeshangal)', response: { 200: z.array(SandeshamSchema) } },
  }, async () => listSandesham(app.db));

  app.post('/', {
    preHandler: requireAdmin,
    schema: {
      tags: ['sandesham'],
      summary: 'Add a message (admin): messageUrl from POST /api/media/audio or /video; fileType follows the file',
      body: SandeshamInputSchema,
      response: { 201: SandeshamSchema, ...errorResponses(409) },
    },
  }, async (request, reply) => {
    const { fileType, messageUrl, ...rest } = request.body;
    const real = await checkStoredMedia(messageUrl, app.store, 'body.messageUrl');
    if (fileType && fileType !== real) {
      throw badRequest(`body.fileType: the file is ${real === 'audio' ? 'an audio' : 'a video'} file`, { 'body.fileType': `The file is ${real}` });
    }
    const photo = await checkStoredFiles({ image: rest.image, preImage: rest.preImage }, app.store);
    const created = await app.write({ user: signedInUser(request), invalidates: [CACHE_TAGS.sandesham] }, async (tx, audit) => {
      const row = await insertSandesham(tx, {
        name: rest.name, title: rest.title, image: photo.image ?? null, preImage: photo.preImage ?? null, fileType: real, messageUrl,
      });
      await audit({ action: 'create', entity: 'sandesham', entityId: row._id, after: row });
      return row;
    });
    return reply.status(201).send(created);
  });

  app.delete('/', {
    preHandler: requireAdmin,
    schema: {
      tags: ['sandesham'],
      summary: 'Delete a message (admin, the item as body); its file and photo are removed after the row unless another row points at them',
      body: SandeshamDeleteSchema,
      response: { 200: z.object({ message: z.literal(SANDESHAM_DELETED) }), ...errorResponses(404, 409) },
    },
  }, async (request) => {
    const gone = await app.write({ user: signedInUser(request), invalidates: [CACHE_TAGS.sandesham] }, async (tx, audit) => {
      const row = await deleteSandesham(tx, request.body._id);
      if (!row) throw notFound('Sandesham');
      await audit({ action: 'delete', entity: 'sandesham', entityId: row._id, before: row });
      return row;
    });
    await releaseStoredFiles(app.db, app.store, [gone.messageUrl, gone.image]);
    return { message: SANDESHAM_DELETED } as const;
  });
};

export default sandeshamRoutes;
