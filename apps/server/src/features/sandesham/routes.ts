// Messages (docs/product.md "Sandesham API"): the public list, newest first; the admin adds one pointing at an
// uploaded audio or video file (its kind follows the file) and deletes one, whose file and photo
// go after the row unless another row shows them.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SANDESHAM_DELETED,
  SandeshamDeleteSchema,
  SandeshamInputSchema,
  SandeshamSchema,
} from '@parish/shared/sandesham';
import { mediaKindOfPath } from '@parish/shared/media';
import { badRequest } from '../../plugins/errors.ts';
import { crudWrites } from '../../plugins/crud-routes.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { listSandesham, sandeshamRows } from './queries.ts';
import { on } from '../../plugins/routes.ts';
import { sandesham as sandeshamApi } from '@parish/shared/plain/routes/sandesham';

const sandeshamRoutes: FastifyPluginAsyncZod = async (app) => {
  on(app, sandeshamApi.list)(
    {
      config: { cache: [CACHE_TAGS.sandesham] },
      schema: {
        tags: ['sandesham'],
        summary: 'Messages, newest first (docs/product.md "Messages")',
        response: { 200: z.array(SandeshamSchema) },
      },
    },
    async () => listSandesham(app.db),
  );

  crudWrites(app, {
    tag: 'sandesham',
    routes: sandeshamApi,
    entity: 'sandesham',
    label: 'Sandesham',
    deleted: SANDESHAM_DELETED,
    schemas: { row: SandeshamSchema, create: SandeshamInputSchema, remove: SandeshamDeleteSchema },
    // No PUT: the spec gives messages an add and a delete only.
    invalidates: [CACHE_TAGS.sandesham],
    files: { photo: true, media: { messageUrl: 'any' } },
    queries: sandeshamRows,
    notes: {
      create: 'messageUrl from POST /api/media/audio or /video; fileType follows the file',
      remove: 'the item as body',
    },
    prepareCreate: (input) => {
      // The kind follows the file; a kind sent must be the file's (an unknown path is the file check's 400).
      const real = mediaKindOfPath(input.messageUrl);
      if (real && input.fileType && input.fileType !== real) {
        throw badRequest(`body.fileType: the file is ${real === 'audio' ? 'an audio' : 'a video'} file`, {
          'body.fileType': `The file is ${real}`,
        });
      }
      return input;
    },
  });
};

export default sandeshamRoutes;
