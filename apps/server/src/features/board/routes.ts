import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY_BOARD_TITLES, type BoardTitle } from '@parish/shared/constants';
import { BoardMemberSchema, BoardTitleSchema, ERROR_CODES, GradeSchema, WardNumberSchema } from '@parish/shared/schemas';
import { HttpError } from '../../plugins/errors.ts';
import { boardByTitle } from './queries.ts';

export const BOARD_CACHE_TAG = 'board';

const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:title', {
    config: { cache: [BOARD_CACHE_TAG] },
    schema: {
      tags: ['board'],
      summary: 'Board members of one title (spec §3 codes), optionally of one ward or grade',
      params: z.object({ title: BoardTitleSchema }),
      querystring: z.strictObject({ ward: WardNumberSchema.optional(), grade: GradeSchema.optional() }),
      response: { 200: z.array(BoardMemberSchema) },
    },
  }, async (request) => {
    const title = request.params.title as BoardTitle;
    // Spec §6: titles 12 and 13 are for admins only.
    if (ADMIN_ONLY_BOARD_TITLES.includes(title)) {
      if (!request.user) throw new HttpError(401, ERROR_CODES.unauthorized, 'Log in to see this');
      if (!request.user.isAdmin) throw new HttpError(403, ERROR_CODES.forbidden, 'Only an admin may see this');
    }
    return boardByTitle(app.db, title, request.query);
  });
};

export default boardRoutes;
