// The address page's reads (docs/product.md "Address"). Its path stays GET /api/board/address, where
// the API has always answered it (registered under /api/board).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BoardMemberSchema } from '@parish/shared/board';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { addressBoard } from './queries.ts';
import { on } from '../../plugins/routes.ts';
import { board as boardApi } from '@parish/shared/plain/routes/board';

const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  // docs/product.md "Address": public, including the caretaker (title 12) that GET /:title keeps for admins.
  on(app, boardApi.address)(
    {
      config: { cache: [CACHE_TAGS.board] },
      schema: {
        tags: ['board'],
        summary: 'The vicar, the coordinator and the caretaker, for the address page',
        response: { 200: z.array(BoardMemberSchema) },
      },
    },
    async () => addressBoard(app.db),
  );
};

export default addressRoutes;
