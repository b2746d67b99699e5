// A family account's own page (docs/product.md "My family /my-family"): its record and how the
// directory shows it, its privacy choices (narrowing applied at once, widening proposed), and its
// change requests (docs/product.md "Change requests"). The house is always the account's own
// (familyHouseOf), never one the client names: another family's ids answer 404.
import { REQUEST_ERRORS } from '@parish/shared/plain/request-errors';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, IdSchema } from '@parish/shared/common';
import { FamilyPrivacyResultSchema, FamilyRecordSchema, FamilyRequestsSchema } from '@parish/shared/family';
import { HousePrivacyUpdateSchema, type HousePrivacy, type HousePrivacyUpdate } from '@parish/shared/privacy';
import {
  ChangeProposalSchema,
  ChangeRequestSchema,
  PENDING_REQUESTS_PER_FAMILY,
  type ChangeRequest,
} from '@parish/shared/requests';
import { isBirthdayPair, type Member } from '@parish/shared/members';
import { family } from '@parish/shared/plain/routes/family';
import { familyHouseOf, requireFamily, signedInUser } from '../../plugins/auth.ts';
import { badRequest, errorResponses, HttpError, notFound } from '../../plugins/errors.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { on } from '../../plugins/routes.ts';
import type { Db } from '../../db/client.ts';
import { getSettings } from '../../domain/settings.ts';
import { presentHouse, seesHouse, viewerFor, type Viewer } from '../../domain/house-presenters.ts';
import {
  checkChildRule,
  checkMembers,
  consentRecordsOf,
  inForce,
  onlyNarrows,
  readChoices,
  recordChoices,
  type ChoicesRow,
} from '../../domain/privacy-choices.ts';
import { checkStoredFiles } from '../../media/stored-files.ts';
import {
  deleteRequest,
  familyHouse,
  familyInvitations,
  familyMember,
  familyRequests,
  insertRequest,
  lockFamily,
  ownRequestRow,
  pendingCount,
} from './queries.ts';

/** The audit log's entity name of a change request. */
const REQUEST_ENTITY = 'change_request';

const tooManyPending = () =>
  new HttpError(
    409,
    REQUEST_ERRORS.tooManyPending,
    `Your family has ${PENDING_REQUESTS_PER_FAMILY} requests waiting for the office ` +
      `already; withdraw one or wait for a decision`,
  );

/** The whole set of choices a family sends is always the family's own, given online. */
const online = (update: HousePrivacyUpdate): HousePrivacyUpdate => ({ ...update, source: 'online' });

/** What a privacy request reads: the choices in force when it was made. */
const choicesRead = (row: ChoicesRow, directoryDefault: HousePrivacy['directoryDefault']) => {
  const { listed, photo, members } = inForce(row, directoryDefault);
  return { listed, photo, members };
};

type Proposal = z.output<typeof ChangeProposalSchema>;

const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = async (db: Db, houseId: string, id: string): Promise<ChangeRequest> => {
    const [request] = await familyRequests(db, houseId, id);
    if (!request) throw notFound('Request');
    return request;
  };

  /** Writes a request in the caller's transaction (the house locked), within the family's limit, audited. */
  async function propose(
    tx: Db,
    audit: Parameters<Parameters<typeof app.write>[1]>[1],
    user: { _id: string; username: string },
    houseId: string,
    values: { kind: Exclude<ChangeRequest['kind'], 'join'>; memberId: string | null; read: object; proposed: object },
  ): Promise<string> {
    if ((await pendingCount(tx, houseId)) >= PENDING_REQUESTS_PER_FAMILY) throw tooManyPending();
    const id = await insertRequest(tx, {
      houseId,
      ...values,
      read: values.read as Record<string, unknown>,
      proposed: values.proposed as Record<string, unknown>,
      createdBy: user._id,
      createdByName: user.username,
    });
    await audit({
      action: 'create',
      entity: REQUEST_ENTITY,
      entityId: id,
      after: { houseId, kind: values.kind, memberId: values.memberId, proposed: values.proposed },
    });
    return id;
  }

  /**
   * What the request reads and proposes, checked against the family's record (400/404 before writing).
   * `proposed` is the proposal without its kind (`proposalSchemaOf`), as the office's queue applies it.
   */
  async function prepare(
    tx: Db,
    houseId: string,
    house: { image: string | null; preImage: string | null },
    body: Proposal,
  ): Promise<{ memberId: string | null; read: object; proposed: object }> {
    switch (body.kind) {
      case 'member-update': {
        const member = await familyMember(tx, houseId, body.memberId);
        if (!member) throw notFound('Member');
        const changed = Object.entries(body.changes).filter(([, v]) => v !== undefined) as [keyof Member, unknown][];
        const differs = changed.filter(([k, v]) => member[k] !== v);
        if (!differs.length) {
          throw badRequest('Nothing changes: every value is the one on record', { 'body.changes': 'Nothing changes' });
        }
        const after = { ...member, ...Object.fromEntries(differs) };
        if (!isBirthdayPair(after.birthMonth ?? null, after.birthDay ?? null)) {
          throw badRequest('Day is not valid for that month', {
            'body.changes.birthDay': 'Day is not valid for that month',
          });
        }
        return {
          memberId: member._id,
          read: { name: member.name, ...Object.fromEntries(differs.map(([k]) => [k, member[k]])) },
          proposed: { memberId: member._id, changes: Object.fromEntries(differs) },
        };
      }
      case 'member-add':
        return { memberId: null, read: {}, proposed: { member: body.member } };
      case 'member-remove': {
        const member = await familyMember(tx, houseId, body.memberId);
        if (!member) throw notFound('Member');
        return {
          memberId: member._id,
          read: member,
          proposed: { memberId: member._id, reason: body.reason, note: body.note },
        };
      }
      case 'photo': {
        const photo = await checkStoredFiles({ ...body.photo }, app.store, null, {
          image: 'body.photo.image',
          preImage: 'body.photo.preImage',
        });
        return { memberId: null, read: { image: house.image, preImage: house.preImage }, proposed: { photo } };
      }
      case 'privacy': {
        const row = await readChoices(tx, houseId);
        if (!row) throw notFound('House');
        const update = online(body.choices);
        checkMembers(row, update);
        checkChildRule(row, update);
        const { directoryDefault } = await getSettings(tx);
        return { memberId: null, read: choicesRead(row, directoryDefault), proposed: { choices: update } };
      }
    }
  }

  on(app, family.record)(
    {
      preHandler: requireFamily,
      schema: {
        tags: ['family'],
        summary:
          "A family account's own record (every field), how a visitor and a parishioner see it, its privacy " +
          'choices and consent records, its requests and its invitations (their state, never a token)',
        response: { 200: FamilyRecordSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const houseId = familyHouseOf(request);
      const row = await familyHouse(app.db, houseId);
      const choices = await readChoices(app.db, houseId);
      if (!row || !choices) throw notFound('House');
      const visitor = await viewerFor(app.db, null);
      const parishioner = await viewerFor(app.db, { isAdmin: false });
      // The family reads its own record whole, as the office does.
      const own: Viewer = { ...parishioner, isAdmin: true, reader: 'office' };
      const preview = (viewer: Viewer) => (seesHouse(viewer, row) ? presentHouse(row, viewer) : null);
      return {
        house: presentHouse(row, own),
        preview: { visitor: preview(visitor), parishioner: preview(parishioner) },
        privacy: {
          ...inForce(choices, parishioner.directoryDefault),
          records: await consentRecordsOf(app.db, houseId),
        },
        requests: await familyRequests(app.db, houseId),
        pendingLimit: PENDING_REQUESTS_PER_FAMILY,
        invitations: await familyInvitations(app.db, houseId),
      };
    },
  );

  on(app, family.setPrivacy)(
    {
      preHandler: requireFamily,
      schema: {
        tags: ['family'],
        summary:
          'A family sets its own privacy choices (every member once). Choices that only hide are applied at once ' +
          '(200, kept as an online consent record); anything that shows more becomes a request for the office (202). ' +
          "A child's phone, birthday or blood group to everyone needs a parent's consent",
        body: HousePrivacyUpdateSchema,
        response: { 200: FamilyPrivacyResultSchema, 202: FamilyPrivacyResultSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const houseId = familyHouseOf(request);
      const update = online(request.body);
      // Decided before the write, so that a narrowing's write drops the houses' caches in every
      // process (app.write); checked again with the house locked, and refused if it changed between.
      const first = await readChoices(app.db, houseId);
      if (!first) throw notFound('House');
      checkMembers(first, update);
      checkChildRule(first, update);
      const { directoryDefault } = await getSettings(app.db);
      const narrows = onlyNarrows(first, update, directoryDefault);
      const recheck = async (tx: Db) => {
        const row = await readChoices(tx, houseId, true);
        if (!row) throw notFound('House');
        checkMembers(row, update);
        if (onlyNarrows(row, update, directoryDefault) !== narrows) {
          throw new HttpError(409, ERROR_CODES.conflict, 'The choices changed meanwhile; reload and try again');
        }
        return row;
      };
      if (narrows) {
        await app.write({ user, invalidates: [CACHE_TAGS.houses] }, async (tx, audit) => {
          const row = await recheck(tx);
          await recordChoices(tx, audit, user, row, update, directoryDefault);
        });
        const row = await readChoices(app.db, houseId);
        if (!row) throw notFound('House');
        const privacy = { ...inForce(row, directoryDefault), records: await consentRecordsOf(app.db, houseId) };
        return reply.status(200).send({ applied: true as const, privacy });
      }
      const id = await app.write({ user, invalidates: [] }, async (tx, audit) => {
        const row = await recheck(tx);
        return propose(tx, audit, user, houseId, {
          kind: 'privacy',
          memberId: null,
          read: choicesRead(row, directoryDefault),
          proposed: { choices: update },
        });
      });
      const proposal = await one(app.db, houseId, id);
      await app.changeRequested({ id, kind: proposal.kind, house: proposal.house });
      return reply.status(202).send({ applied: false as const, request: proposal });
    },
  );

  on(app, family.requests)(
    {
      preHandler: requireFamily,
      schema: {
        tags: ['family'],
        summary: "The family's own change requests, newest first, with the office's decision and reason",
        response: { 200: FamilyRequestsSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const houseId = familyHouseOf(request);
      return { items: await familyRequests(app.db, houseId), pendingLimit: PENDING_REQUESTS_PER_FAMILY };
    },
  );

  on(app, family.propose)(
    {
      preHandler: requireFamily,
      schema: {
        tags: ['family'],
        summary:
          "Propose a change of the family's own record: a member's fields, a new member, a member's removal " +
          '(with a reason), a new photo (uploaded first through POST /api/media), or wider privacy choices. ' +
          `Nothing changes until the office approves; at most ${PENDING_REQUESTS_PER_FAMILY} pending (409)`,
        body: ChangeProposalSchema,
        response: { 201: ChangeRequestSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const houseId = familyHouseOf(request);
      const body = request.body;
      const id = await app.write({ user, invalidates: [] }, async (tx, audit) => {
        const house = await lockFamily(tx, houseId);
        if (!house) throw notFound('House');
        // The limit first: a family at its limit is told so whatever it sends.
        if ((await pendingCount(tx, houseId)) >= PENDING_REQUESTS_PER_FAMILY) throw tooManyPending();
        const values = await prepare(tx, houseId, house, body);
        return propose(tx, audit, user, houseId, { kind: body.kind, ...values });
      });
      const proposal = await one(app.db, houseId, id);
      // The admins who turned on notifications hear of it (docs/product.md "Requests queue /admin/requests").
      await app.changeRequested({ id, kind: proposal.kind, house: proposal.house });
      return reply.status(201).send(proposal);
    },
  );

  on(app, family.withdraw)(
    {
      preHandler: requireFamily,
      schema: {
        tags: ['family'],
        summary: 'Withdraw one of the family’s own pending requests (a decided one: 409)',
        params: z.object({ id: IdSchema }),
        response: { 204: z.null(), ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const houseId = familyHouseOf(request);
      await app.write({ user, invalidates: [] }, async (tx, audit) => {
        const row = await ownRequestRow(tx, houseId, request.params.id, true);
        if (!row) throw notFound('Request');
        if (row.status !== 'pending') {
          throw new HttpError(409, REQUEST_ERRORS.requestDecided, 'The office has decided this request already');
        }
        await deleteRequest(tx, row.id);
        await audit({
          action: 'delete',
          entity: REQUEST_ENTITY,
          entityId: row.id,
          before: { houseId, kind: row.kind, memberId: row.memberId, proposed: row.proposed, status: row.status },
        });
      });
      return reply.status(204).send(null);
    },
  );
};

export default familyRoutes;
