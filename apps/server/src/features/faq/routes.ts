// FAQ with audio and the parish history (spec §2 FAQ, History; §7 /api/faq): public reads, admin
// writes with an audit row each. An answer's audio is a file POST /api/media/audio stored.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FaqInputSchema, FaqSchema, FaqUpdateSchema, HistorySchema, HistoryUpdateSchema, joinHistory } from '@parish/shared/faq';
import { IdBodySchema } from '@parish/shared/common';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { errorResponses, notFound } from '../../plugins/errors.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { checkStoredMedia, releaseStoredFiles } from '../../media/stored-files.ts';
import {
  deleteFaq, findFaq, getHistory, insertFaq, listFaq, nextFaqOrder, saveHistory, updateFaq,
} from './queries.ts';

const AUDIO_FIELD = 'body.audioUrl';

const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkAudio = async (url: string | null | undefined, current?: string | null) => {
    if (url != null && url !== current) await checkStoredMedia(url, app.store, AUDIO_FIELD, 'audio');
  };

  // ---- history ---------------------------------------------------------------------------------
  app.get('/history', {
    config: { cache: [CACHE_TAGS.history] },
    schema: {
      tags: ['faq'],
      summary: 'The parish history (spec §3: an array whose first item is used; paragraphs joined by ##)',
      response: { 200: HistorySchema },
    },
  }, async () => {
    const text = await getHistory(app.db);
    return { history: text === undefined ? [] : [text] };
  });

  app.put('/history', {
    preHandler: requireAdmin,
    schema: {
      tags: ['faq'],
      summary: 'Replace the history (admin): `{ paragraphs: [...] }` in order (none may contain ##), or the spec\'s `{ history: [text] }` (its first item, paragraphs separated by ##)',
      body: HistoryUpdateSchema,
      response: { 200: HistorySchema },
    },
  }, async (request) => {
    const text = joinHistory(request.body.paragraphs);
    await app.write({ user: signedInUser(request), invalidates: [CACHE_TAGS.history] }, async (tx, audit) => {
      const before = await getHistory(tx);
      await saveHistory(tx, text);
      await audit({ action: 'update', entity: 'history', entityId: '1', before: before ?? null, after: text });
    });
    return { history: [text] };
  });

  // ---- FAQ -------------------------------------------------------------------------------------
  app.get('/', {
    config: { cache: [CACHE_TAGS.faq] },
    schema: { tags: ['faq'], summary: 'The FAQ items in their order', response: { 200: z.array(FaqSchema) } },
  }, async () => listFaq(app.db));

  app.post('/', {
    preHandler: requireAdmin,
    schema: {
      tags: ['faq'],
      summary: 'Add a FAQ item (admin); audioUrl is a file POST /api/media/audio stored; order 0 puts it last',
      body: FaqInputSchema,
      response: { 201: FaqSchema, ...errorResponses(409) },
    },
  }, async (request, reply) => {
    const input = request.body;
    await checkAudio(input.audioUrl);
    const created = await app.write({ user: signedInUser(request), invalidates: [CACHE_TAGS.faq] }, async (tx, audit) => {
      const order = input.order || (await nextFaqOrder(tx));
      const row = await insertFaq(tx, { ...input, order });
      await audit({ action: 'create', entity: 'faq', entityId: row._id, after: row });
      return row;
    });
    return reply.status(201).send(created);
  });

  app.put('/', {
    preHandler: requireAdmin,
    schema: {
      tags: ['faq'],
      summary: 'Change a FAQ item (admin); a field left out keeps its value; a replaced audio file is removed unless another row uses it',
      body: FaqUpdateSchema,
      response: { 200: FaqSchema, ...errorResponses(404, 409) },
    },
  }, async (request) => {
    const { _id, ...fields } = request.body;
    const current = await findFaq(app.db, _id);
    if (!current) throw notFound('FAQ item');
    await checkAudio(fields.audioUrl, current.audioUrl);
    const { before, after } = await app.write({ user: signedInUser(request), invalidates: [CACHE_TAGS.faq] }, async (tx, audit) => {
      const old = await findFaq(tx, _id);
      if (!old) throw notFound('FAQ item');
      const row = await updateFaq(tx, _id, fields);
      if (!row) throw notFound('FAQ item');
      await audit({ action: 'update', entity: 'faq', entityId: _id, before: old, after: row });
      return { before: old, after: row };
    });
    if (before.audioUrl !== after.audioUrl) await releaseStoredFiles(app.db, app.store, [before.audioUrl]);
    return after;
  });

  app.delete('/', {
    preHandler: requireAdmin,
    schema: {
      tags: ['faq'],
      summary: 'Delete a FAQ item (admin); its audio file is removed unless another row uses it',
      body: IdBodySchema,
      response: { 200: z.object({ message: z.literal('FAQ deleted') }), ...errorResponses(404, 409) },
    },
  }, async (request) => {
    const { _id } = request.body;
    const gone = await app.write({ user: signedInUser(request), invalidates: [CACHE_TAGS.faq] }, async (tx, audit) => {
      const row = await deleteFaq(tx, _id);
      if (!row) throw notFound('FAQ item');
      await audit({ action: 'delete', entity: 'faq', entityId: _id, before: row });
      return row;
    });
    await releaseStoredFiles(app.db, app.store, [gone.audioUrl]);
    return { message: 'FAQ deleted' as const };
  });
};

export default faqRoutes;
