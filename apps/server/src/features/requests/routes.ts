// The office's requests queue and the public join form (docs/product.md "Requests queue
// /admin/requests", docs/product.md "Joining /join"). A decision locks the request, checks what
// changed under it, applies it through the directory's own rules in one transaction with its
// audit rows, and drops every cached read of the directory in every process (the houses tag).
import { REQUEST_ERRORS } from '@parish/shared/plain/request-errors';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, IdSchema } from '@parish/shared/common';
import {
  ApproveAnswerSchema,
  ApproveSchema,
  ChangeRequestListQuerySchema,
  ChangeRequestPageSchema,
  ChangeRequestSchema,
  JoinInputSchema,
  REQUESTS_PAGE_SIZE,
  RejectSchema,
} from '@parish/shared/requests';
import { RATE_LIMIT_WINDOW_MS } from '@parish/shared/plain/constants';
import { pageCount } from '@parish/shared/plain/paging';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { HttpError, errorResponses, notFound } from '../../plugins/errors.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { twoHeadsConflict } from '../../domain/family-rules.ts';
import { releaseStoredFiles } from '../../media/stored-files.ts';
import { on } from '../../plugins/routes.ts';
import { requests } from '@parish/shared/plain/routes/requests';
import { applyRequest, conflictsOf, conflictsOfPage, conflictsWithValues, proposalToApply } from './apply.ts';
import {
  countRequests,
  decideRequest,
  detachMember,
  findRequest,
  insertJoinRequest,
  listRequests,
  presentRequest,
  type RequestRow,
} from './queries.ts';

/** The audit log's entity name of a change request (its decision). */
export const REQUEST_ENTITY = 'change_request';

/** A join form is small: 20 members of a few short fields each fit well inside this. */
const JOIN_BODY_LIMIT = 64 * 1024;

const alreadyDecided = (row: RequestRow) =>
  new HttpError(409, REQUEST_ERRORS.alreadyDecided, `This request was ${row.status} already`);

const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = z.object({ id: IdSchema });

  on(app, requests.list)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['requests'],
        summary:
          `The requests queue (admin): ${REQUESTS_PAGE_SIZE} a page, pending ones oldest first (decided ones ` +
          'newest first), each with its house, ward, member and the fields changed since it was made (conflicts)',
        querystring: ChangeRequestListQuerySchema,
        response: { 200: ChangeRequestPageSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { status, page } = request.query;
      const total = await countRequests(app.db, status);
      const rows = await listRequests(app.db, status, REQUESTS_PAGE_SIZE, (page - 1) * REQUESTS_PAGE_SIZE);
      // Conflicts only matter while a request waits; a decided one shows what was applied.
      const conflicts =
        status === 'pending' ? await conflictsOfPage(app.db, rows) : rows.map(() => ({ fields: [], current: {} }));
      const items = rows.map((row, i) => presentRequest(row, conflicts[i]));
      return { items, total, page, pages: pageCount(total, REQUESTS_PAGE_SIZE) };
    },
  );

  on(app, requests.count)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['requests'],
        summary: "The pending requests' count, for the admin's menu (admin)",
        response: { 200: z.object({ pending: z.number().int() }) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { pending: await countRequests(app.db, 'pending') };
    },
  );

  on(app, requests.one)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['requests'],
        summary: 'One request with its conflicts (admin)',
        params,
        response: { 200: ChangeRequestSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const row = await findRequest(app.db, request.params.id);
      if (!row) throw notFound('Request');
      return presentRequest(
        row,
        row.status === 'pending' ? await conflictsWithValues(app.db, row) : { fields: [], current: {} },
      );
    },
  );

  on(app, requests.approve)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['requests'],
        summary:
          'Approve a pending request (admin): applies its proposal, or `edits` in its place (checked as the ' +
          'proposal is), in one transaction with audit rows. 409 request_conflicts when the record changed ' +
          'since the request read it (unless overrideConflicts), 409 already_decided. A join request creates ' +
          'the family in `ward` (default: the one asked for) and, with `invite`, answers its invitation link',
        params,
        body: ApproveSchema,
        response: { 200: ApproveAnswerSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { id } = request.params;
      const { edits, overrideConflicts, ward, invite } = request.body;
      const invalidates = [CACHE_TAGS.houses, CACHE_TAGS.departed];
      const conflicts = { members_one_head_idx: twoHeadsConflict };
      const result = await app.write({ user, invalidates, conflicts }, async (tx, audit) => {
        const row = await findRequest(tx, id, true);
        if (!row) throw notFound('Request');
        if (row.status !== 'pending') throw alreadyDecided(row);
        const changed = await conflictsOf(tx, row);
        if (changed.length && !overrideConflicts) {
          throw new HttpError(
            409,
            REQUEST_ERRORS.requestConflicts,
            `The record changed since this request was made: ${changed.join(', ')}`,
            Object.fromEntries(changed.map((f) => [`conflicts.${f}`, 'Changed since the request was made'])),
          );
        }
        const proposal = proposalToApply(row.kind, row.proposed as Record<string, unknown>, edits);
        if (row.kind === 'member-remove') await detachMember(tx, id);
        const applied = await applyRequest(tx, { user, audit, store: app.store }, row, proposal, { ward, invite });
        await decideRequest(tx, id, {
          status: 'approved',
          decidedBy: user.username,
          applied: proposal,
          houseId: row.kind === 'join' ? applied.houseId : undefined,
        });
        await audit({
          action: 'update',
          entity: REQUEST_ENTITY,
          entityId: id,
          before: { status: 'pending', kind: row.kind, proposed: row.proposed },
          after: { status: 'approved', applied: proposal, edited: !!edits, overrideConflicts: changed },
        });
        return { applied, row: await findRequest(tx, id) };
      });
      // The rows point at the new photo now; the old files go if no other row shows them.
      if (result.applied.released.length) await releaseStoredFiles(app.db, app.store, result.applied.released);
      if (!result.row) throw notFound('Request');
      return {
        request: presentRequest(result.row, { fields: [], current: {} }),
        houseId: result.applied.houseId,
        invitation: result.applied.invitation,
      };
    },
  );

  on(app, requests.reject)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['requests'],
        summary: 'Reject a pending request with a reason the family reads (admin); 409 already_decided',
        params,
        body: RejectSchema,
        response: { 200: ChangeRequestSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { id } = request.params;
      const { reason } = request.body;
      const row = await app.write({ user, invalidates: [] }, async (tx, audit) => {
        const old = await findRequest(tx, id, true);
        if (!old) throw notFound('Request');
        if (old.status !== 'pending') throw alreadyDecided(old);
        await decideRequest(tx, id, { status: 'rejected', decidedBy: user.username, reason });
        await audit({
          action: 'update',
          entity: REQUEST_ENTITY,
          entityId: id,
          before: { status: 'pending', kind: old.kind },
          after: { status: 'rejected', reason },
        });
        return findRequest(tx, id);
      });
      if (!row) throw notFound('Request');
      return presentRequest(row, { fields: [], current: {} });
    },
  );

  on(app, requests.join)(
    {
      // A public write: its own small budget per address, like the privacy request form.
      config: { rateLimit: { max: app.config.JOIN_REQUESTS_PER_IP, timeWindow: RATE_LIMIT_WINDOW_MS } },
      bodyLimit: JOIN_BODY_LIMIT,
      schema: {
        tags: ['requests'],
        summary:
          `A family new to the parish asks to be listed (anyone; ` +
          `${app.config.JOIN_REQUESTS_PER_IP} per address in 15 ` +
          "minutes): its house, ward, contact and members reach the office's queue as a join request",
        body: JoinInputSchema,
        response: { 201: z.object({ message: z.literal('Request received'), _id: IdSchema }), ...errorResponses(413) },
      },
    },
    async (request, reply) => {
      // No audit row: the request is its own record, and a visitor is no account to name.
      const id = await insertJoinRequest(app.db, request.body);
      await app.changeRequested({ id, kind: 'join', house: request.body.house });
      return reply.status(201).send({ message: 'Request received' as const, _id: id });
    },
  );
};

export default requestRoutes;
