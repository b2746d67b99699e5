import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY_BOARD_TITLES, BOARD_TITLE, type BoardTitle } from '@parish/shared/plain/constants';
import {
  BoardMemberInputSchema, BoardMemberSchema, BoardMemberUpdateSchema, BoardTitleSchema, TeachersPhotoSchema, titleFieldIssues,
  withoutOtherTitlesFields,
} from '@parish/shared/board';
import { ERROR_CODES, GradeSchema, IdBodySchema, WardNumberSchema } from '@parish/shared/common';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { HttpError, badRequest, errorResponses, notFound } from '../../plugins/errors.ts';
import { checkStoredFiles, releaseStoredFiles } from '../../media/stored-files.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { addressBoard } from './address-queries.ts';
import {
  allBoardMembers, boardByTitle, deleteBoardMember, findBoardMember, insertBoardMember, teachersPhoto, updateBoardMember,
} from './queries.ts';

const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Spec §2 Address: public, including the caretaker (title 12) that GET /:title keeps for admins.
  app.get('/address', {
    config: { cache: [CACHE_TAGS.board] },
    schema: {
      tags: ['board'],
      summary: 'The vicar, the coordinator and the caretaker, for the address page',
      response: { 200: z.array(BoardMemberSchema) },
    },
  }, async () => addressBoard(app.db));

  // Issue 10: the catechism home shows the teachers' photo (title 13) to everyone; only the photo
  // leaves, never the names or phones that GET /13 keeps for admins.
  app.get('/teachers-photo', {
    config: { cache: [CACHE_TAGS.board] },
    schema: {
      tags: ['board'],
      summary: "The catechism teachers' photo (title 13) without names or phones; null when there is none",
      response: { 200: TeachersPhotoSchema },
    },
  }, async () => teachersPhoto(app.db));

  app.get('/:title', {
    config: { cache: [CACHE_TAGS.board] },
    schema: {
      tags: ['board'],
      summary: 'Board members of one title (spec §3 codes), optionally of one ward or grade',
      params: z.object({ title: BoardTitleSchema }),
      querystring: z.strictObject({ ward: WardNumberSchema.optional(), grade: GradeSchema.optional() }),
      response: { 200: z.array(BoardMemberSchema), ...errorResponses(401, 403) },
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

  // ---- all titles, and the admin's writes (issue 4) -------------------------------------------
  app.get('/', {
    config: { cache: [CACHE_TAGS.board] },
    schema: {
      tags: ['board'],
      summary: 'Every board member (spec §7); titles 12 and 13 only for admins (spec §6)',
      response: { 200: z.array(BoardMemberSchema) },
    },
  }, async (request) => allBoardMembers(app.db, request.user?.isAdmin ?? false));

  app.post('/', {
    preHandler: requireAdmin,
    schema: {
      tags: ['board'],
      summary: 'Add a board member (admin)',
      body: BoardMemberInputSchema,
      response: { 201: BoardMemberSchema, ...errorResponses(409) },
    },
  }, async (request, reply) => {
    const user = signedInUser(request);
    checkTitleFields(request.body);
    await checkStoredFiles(request.body, app.store);
    const input = withoutOtherTitlesFields(request.body.title, request.body);
    const created = await app.write({ user, invalidates: [CACHE_TAGS.board] }, async (tx, audit) => {
      const row = await insertBoardMember(tx, input);
      await audit({ action: 'create', entity: 'board_member', entityId: row._id, after: row });
      return row;
    });
    return reply.status(201).send(created);
  });

  app.put('/', {
    preHandler: requireAdmin,
    schema: {
      tags: ['board'],
      summary: 'Change a board member (admin); a field left out keeps its value; a replaced photo is removed after the row unless another row shows it',
      body: BoardMemberUpdateSchema,
      response: { 200: BoardMemberSchema, ...errorResponses(404, 409) },
    },
  }, async (request) => {
    const user = signedInUser(request);
    const { _id, ...body } = request.body;
    const { before, after } = await app.write({ user, invalidates: [CACHE_TAGS.board] }, async (tx, audit) => {
      const old = await findBoardMember(tx, _id);
      if (!old) throw notFound('Board member');
      const title = body.title ?? old.title;
      checkTitleFields({ title, ward: body.ward === undefined ? old.ward : body.ward, grade: body.grade === undefined ? old.grade : body.grade, duration: body.duration ?? old.duration });
      const checked = await checkStoredFiles(body, app.store, old);
      // A new title drops the fields it does not have (a ward committee member made a councillor loses the ward).
      const fields = withoutOtherTitlesFields(title, checked);
      // Only what changes: a body with nothing to change still changes nothing (issue 8).
      if (fields.ward === null && old.ward === null && checked.ward === undefined) delete fields.ward;
      if (fields.grade === null && old.grade === null && checked.grade === undefined) delete fields.grade;
      const row = await updateBoardMember(tx, _id, fields);
      if (!row) throw notFound('Board member');
      await audit({ action: 'update', entity: 'board_member', entityId: _id, before: old, after: row });
      return { before: old, after: row };
    });
    if (before.image !== after.image) await releaseStoredFiles(app.db, app.store, [before.image]);
    return after;
  });

  app.delete('/', {
    preHandler: requireAdmin,
    schema: {
      tags: ['board'],
      summary: 'Delete a board member (admin); the photo is removed after the row unless another row shows it',
      body: IdBodySchema,
      response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(404, 409) },
    },
  }, async (request) => {
    const user = signedInUser(request);
    const { _id } = request.body;
    const old = await app.write({ user, invalidates: [CACHE_TAGS.board] }, async (tx, audit) => {
      const row = await findBoardMember(tx, _id);
      if (!row) throw notFound('Board member');
      await deleteBoardMember(tx, _id);
      await audit({ action: 'delete', entity: 'board_member', entityId: _id, before: row });
      return row;
    });
    await releaseStoredFiles(app.db, app.store, [old.image]);
    return { ok: true as const };
  });
};

/** The per-title rules of packages/shared/src/board.ts: a ward for 4, a grade for 6, the years for 9 (issue 10). */
function checkTitleFields(row: { title: number; ward: number | null; grade: number | null; duration: string }): void {
  const issues = titleFieldIssues(row);
  const keys = Object.keys(issues);
  if (keys.length === 0) return;
  throw badRequest(keys.map((key) => `body.${key}: ${issues[key]}`).join('; '), Object.fromEntries(keys.map((key) => [`body.${key}`, issues[key]])));
}

export default boardRoutes;
