// The parish history (docs/product.md "History"; docs/product.md "FAQ and history API"): a public read
// and the admin's replace, with an audit row. Its paths stay under /api/faq, where the API has
// always answered them (registered with that prefix).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HistorySchema, HistoryUpdateSchema, joinHistory } from '@parish/shared/history';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { getHistory, saveHistory } from './queries.ts';
import { on } from '../../plugins/routes.ts';
import { history as historyApi } from '@parish/shared/plain/routes/history';

const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  on(app, historyApi.get)(
    {
      config: { cache: [CACHE_TAGS.history] },
      schema: {
        tags: ['faq'],
        summary:
          'The parish history (docs/product.md "History record": an array whose first item is used; paragraphs ' +
          'joined by ##)',
        response: { 200: HistorySchema },
      },
    },
    async () => {
      const text = await getHistory(app.db);
      return { history: text === undefined ? [] : [text] };
    },
  );

  // The history is one record (no list, no delete): written here, not by crudWrites.
  on(app, historyApi.update)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['faq'],
        summary:
          "Replace the history (admin): `{ paragraphs: [...] }` in order (none may contain ##), or the spec's `{ " +
          'history: [text] }` (its first item, paragraphs separated by ##)',
        body: HistoryUpdateSchema,
        response: { 200: HistorySchema },
      },
    },
    async (request) => {
      const text = joinHistory(request.body.paragraphs);
      await app.write({ user: signedInUser(request), invalidates: [CACHE_TAGS.history] }, async (tx, audit) => {
        const before = await getHistory(tx);
        await saveHistory(tx, text);
        await audit({ action: 'update', entity: 'history', entityId: '1', before: before ?? null, after: text });
      });
      return { history: [text] };
    },
  );
};

export default historyRoutes;
