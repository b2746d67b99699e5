// FAQ with audio and the parish history (docs/product.md "FAQ" and "History"; docs/product.md "FAQ and history API"): public reads, admin
// writes with an audit row each. An answer's audio is a file POST /api/media/audio stored.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FaqInputSchema, FaqSchema, FaqUpdateSchema, HistorySchema, HistoryUpdateSchema, joinHistory } from '@parish/shared/faq';
import { IdBodySchema } from '@parish/shared/common';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { crudWrites } from '../../plugins/crud-routes.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { faqRows, getHistory, listFaq, saveHistory } from './queries.ts';

const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- history ---------------------------------------------------------------------------------
  app.get('/history', {
    config: { cache: [CACHE_TAGS.history] },
    schema: {
      tags: ['faq'],
      summary: 'The parish history (docs/product.md "History record": an array whose first item is used; paragraphs joined by ##)',
      response: { 200: HistorySchema },
    },
  }, async () => {
    const text = await getHistory(app.db);
    return { history: text === undefined ? [] : [text] };
  });

  // The history is one record (no list, no delete): written here, not by crudWrites.
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

  crudWrites(app, {
    tag: 'faq', entity: 'faq', label: 'FAQ item', deleted: 'FAQ deleted',
    schemas: { row: FaqSchema, create: FaqInputSchema, update: FaqUpdateSchema, remove: IdBodySchema },
    invalidates: [CACHE_TAGS.faq], files: { media: { audioUrl: 'audio' } }, queries: faqRows,
    notes: { create: 'audioUrl is a file POST /api/media/audio stored; order 0 puts it last' },
  });
};

export default faqRoutes;
