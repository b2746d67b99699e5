// FAQ with audio (docs/product.md "FAQ"; docs/product.md "FAQ and history API"): public reads, admin
// writes with an audit row each. An answer's audio is a file POST /api/media/audio stored. The
// history, under the same prefix, is features/history.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FaqInputSchema, FaqSchema, FaqUpdateSchema } from '@parish/shared/faq';
import { IdBodySchema } from '@parish/shared/common';
import { crudWrites } from '../../plugins/crud-routes.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { faqRows, listFaq } from './queries.ts';
import { on } from '../../plugins/routes.ts';
import { faq as faqApi } from '@parish/shared/plain/routes/faq';

const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  on(app, faqApi.list)(
    {
      config: { cache: [CACHE_TAGS.faq] },
      schema: { tags: ['faq'], summary: 'The FAQ items in their order', response: { 200: z.array(FaqSchema) } },
    },
    async () => listFaq(app.db),
  );

  crudWrites(app, {
    tag: 'faq',
    routes: faqApi,
    entity: 'faq',
    label: 'FAQ item',
    deleted: 'FAQ deleted',
    schemas: { row: FaqSchema, create: FaqInputSchema, update: FaqUpdateSchema, remove: IdBodySchema },
    invalidates: [CACHE_TAGS.faq],
    files: { media: { audioUrl: 'audio' } },
    queries: faqRows,
    notes: { create: 'audioUrl is a file POST /api/media/audio stored; order 0 puts it last' },
  });
};

export default faqRoutes;
