// FAQ with audio (docs/product.md "FAQ"; docs/product.md "FAQ and history API"): public reads, admin
// writes with an audit row each. An answer's audio is a file POST /api/media/audio stored. The
// history, under the same prefix, is features/history.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FaqInputSchema, FaqSchema, FaqUpdateSchema } from '@parish/shared/faq';
import { IdBodySchema } from '@parish/shared/common';
import { crudWrites } from '../../plugins/crud-routes.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { faqRows } from './queries.ts';
import { faq as faqApi } from '@parish/shared/plain/routes/faq';

const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  crudWrites(app, {
    tag: 'faq',
    list: { route: faqApi.list, summary: 'The FAQ items in their order' },
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
