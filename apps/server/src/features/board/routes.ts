import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY_BOARD_TITLES, BOARD_TITLE, type BoardTitle } from '@parish/shared/plain/constants';
import {
  BoardMemberInputSchema,
  BoardMemberSchema,
  BoardMemberUpdateSchema,
  BoardTitleSchema,
  TeachersPhotoSchema,
  titleFieldIssues,
  withoutOtherTitlesFields,
} from '@parish/shared/board';
import { ERROR_CODES, GradeSchema, IdBodySchema, WardNumberSchema } from '@parish/shared/common';
import { HttpError, badRequest, errorResponses } from '../../plugins/errors.ts';
import { crudWrites } from '../../plugins/crud-routes.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { allBoardMembers, boardByTitle, boardRows, teachersPhoto } from './queries.ts';
import { on } from '../../plugins/routes.ts';
import { board as boardApi } from '@parish/shared/plain/routes/board';

const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  // The catechism home shows the teachers' photo (title 13) to everyone; only the photo
  // leaves, never the names or phones that GET /13 keeps for admins.
  on(app, boardApi.teachersPhoto)(
    {
      config: { cache: [CACHE_TAGS.board] },
      schema: {
        tags: ['board'],
        summary: "The catechism teachers' photo (title 13) without names or phones; null when there is none",
        response: { 200: TeachersPhotoSchema },
      },
    },
    async () => teachersPhoto(app.db),
  );

  on(app, boardApi.title)(
    {
      config: { cache: [CACHE_TAGS.board] },
      schema: {
        tags: ['board'],
        summary: 'Board members of one title (docs/product.md "Board member record"), optionally of one ward or grade',
        params: z.object({ title: BoardTitleSchema }),
        querystring: z.strictObject({ ward: WardNumberSchema.optional(), grade: GradeSchema.optional() }),
        response: { 200: z.array(BoardMemberSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const title = request.params.title as BoardTitle;
      // docs/product.md "Permissions by role": titles 12 and 13 are for admins only.
      if (ADMIN_ONLY_BOARD_TITLES.includes(title)) {
        if (!request.user) throw new HttpError(401, ERROR_CODES.unauthorized, 'Log in to see this');
        if (!request.user.isAdmin) throw new HttpError(403, ERROR_CODES.forbidden, 'Only an admin may see this');
      }
      return boardByTitle(app.db, title, request.query);
    },
  );

  // ---- all titles, and the admin's writes -----------------------------------------------------
  on(app, boardApi.list)(
    {
      config: { cache: [CACHE_TAGS.board] },
      schema: {
        tags: ['board'],
        summary:
          'Every board member (docs/product.md "Board API"); titles 12 and 13 only for admins (docs/product.md ' +
          '"Permissions by role")',
        response: { 200: z.array(BoardMemberSchema) },
      },
    },
    async (request) => allBoardMembers(app.db, request.user?.isAdmin ?? false),
  );

  crudWrites(app, {
    tag: 'board',
    routes: boardApi,
    entity: 'board_member',
    label: 'Board member',
    deleted: 'Board member deleted',
    schemas: {
      row: BoardMemberSchema,
      create: BoardMemberInputSchema,
      update: BoardMemberUpdateSchema,
      remove: IdBodySchema,
    },
    invalidates: [CACHE_TAGS.board],
    files: { photo: true },
    queries: boardRows,
    prepareCreate: (input) => {
      checkTitleFields(input);
      return withoutOtherTitlesFields(input.title, input);
    },
    checkUpdate: (old, sent) => {
      const title = sent.title ?? old.title;
      checkTitleFields({
        title,
        ward: sent.ward === undefined ? old.ward : sent.ward,
        grade: sent.grade === undefined ? old.grade : sent.grade,
        duration: sent.duration ?? old.duration,
      });
      // A new title drops the fields it does not have (a ward committee member made a councillor loses the ward).
      const fields = withoutOtherTitlesFields(title, sent);
      // Only what changes: a body with nothing to change still changes nothing (docs/decisions.md
      // "Update bodies: a field left out keeps its value").
      if (fields.ward === null && old.ward === null && sent.ward === undefined) delete fields.ward;
      if (fields.grade === null && old.grade === null && sent.grade === undefined) delete fields.grade;
      return fields;
    },
  });
};

/** The per-title rules of packages/shared/src/board.ts: a ward for 4, a grade for 6, the years for 9. */
function checkTitleFields(row: { title: number; ward: number | null; grade: number | null; duration: string }): void {
  const issues = titleFieldIssues(row);
  const keys = Object.keys(issues);
  if (keys.length === 0) return;
  throw badRequest(
    keys.map((key) => `body.${key}: ${issues[key]}`).join('; '),
    Object.fromEntries(keys.map((key) => [`body.${key}`, issues[key]])),
  );
}

export default boardRoutes;
