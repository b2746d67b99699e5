// Gallery events (spec §7 "Events"). This issue serves only the home page's preview; the gallery
// screens add the rest of the calls here.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GalleryEventSchema } from '@parish/shared/schemas';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { latestEventsWithFirstImage } from './queries.ts';

/** Spec §7: "events/latest-five". */
export const LATEST_EVENTS_COUNT = 5;

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/latest-five', {
    config: { cache: [CACHE_TAGS.events] },
    schema: {
      tags: ['events'],
      summary: 'The five newest gallery events, each with its first image (home carousel)',
      response: { 200: z.array(GalleryEventSchema) },
    },
  }, async () => latestEventsWithFirstImage(app.db, LATEST_EVENTS_COUNT));
};

export default eventRoutes;
