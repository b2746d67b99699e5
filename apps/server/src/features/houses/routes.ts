// The houses API's routes (docs/product.md "Houses API"): each one validates, guards, runs its write
// in one transaction and shapes the answer per viewer; the family's rules are domain/family-rules.ts
// (shared with the requests queue).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdSchema, WardNumberSchema } from '@parish/shared/common';
import {
  HouseCreateSchema,
  HouseSchema,
  HouseSummarySchema,
  HouseUpdateSchema,
  MyHousesSchema,
  SwitchWardSchema,
  WardPageSchema,
} from '@parish/shared/houses';
import { OWN_WRITE_HOURS } from '@parish/shared/plain/constants';
import { MemberInputSchema, MemberSchema, MemberUpdateSchema } from '@parish/shared/members';
import { wardPageSize, pageCount } from '@parish/shared/plain/paging';
import { DepartedSchema, MarkDepartedSchema } from '@parish/shared/departed';
import { requireAdmin, requireUser, signedInUser } from '../../plugins/auth.ts';
import { errorResponses, notFound } from '../../plugins/errors.ts';
import { deletedAnswer } from '../../plugins/crud-routes.ts';
import { checkStoredFiles, releaseStoredFiles } from '../../media/stored-files.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import type { WriteOptions } from '../../plugins/write.ts';
import { sql } from 'drizzle-orm';
import {
  listedForSql,
  presentHouse,
  presentMember,
  seesHouse,
  viewerFor,
  type Viewer,
} from '../../domain/house-presenters.ts';
import {
  countWardHouses,
  deleteHouseRow,
  findHouse,
  HOUSE_ENTITY,
  housesCreatedBy,
  insertHouseWithMembers,
  lockHouse,
  MEMBER_ENTITY,
  membersCreatedBy,
  updateHouseFields,
  wardHousesPage,
  wardHouseSummaries,
} from '../../domain/house-queries.ts';
import {
  addMember,
  changeMember,
  markDeparted,
  removeMember,
  requireFamilyAuthorOrAdmin,
  requireMemberAuthorOrAdmin,
  twoHeadsConflict,
  weekBirthdays,
} from '../../domain/family-rules.ts';
import { on } from '../../plugins/routes.ts';
import { houses as housesApi } from '@parish/shared/plain/routes/houses';

const BirthdaySchema = z.object({
  _id: IdSchema,
  name: z.string(),
  house: z.string(),
  /** Absent when the family's age choice does not reach the reader. */
  age: z.number().int().optional(),
  birthMonth: z.number().int(),
  birthDay: z.number().int(),
});

// Written here, not by crudWrites (plugins/crud-routes.ts): a family is a house with its members
// (one transaction, the house locked), a head of household to keep, the spec's ids in the path
// (DELETE /api/houses/{id}), and answers shaped per viewer (docs/decisions.md "Server write kit").
const houseRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewerOf = (user: { isAdmin: boolean } | null) => viewerFor(app.db, user);
  /** The families this viewer may find (docs/product.md "Directory privacy"), over "houses". */
  const listed = (viewer: Viewer) => (viewer.reader === 'office' ? undefined : listedForSql(viewer, sql`"houses"`));

  const houseWrite = (user: WriteOptions['user']) => ({
    user,
    invalidates: [CACHE_TAGS.houses],
    conflicts: { members_one_head_idx: twoHeadsConflict },
  });

  async function wardPage(ward: number, page: number, viewer: Viewer) {
    const total = await countWardHouses(app.db, ward, listed(viewer));
    const pageSize = wardPageSize(total);
    const rows = await wardHousesPage(app.db, ward, pageSize, (page - 1) * pageSize, listed(viewer));
    return {
      items: rows.map((h) => presentHouse(h, viewer)),
      total,
      page,
      pageSize,
      pages: pageCount(total, pageSize),
    };
  }

  const wardPageQuery = z.strictObject({ v: z.coerce.number().int().min(1).max(10_000).default(1) });

  on(app, housesApi.ward)(
    {
      config: { cache: [CACHE_TAGS.houses] },
      schema: {
        tags: ['houses'],
        summary: "One page of a ward's families: about a sixth of its houses, each with its members",
        params: z.object({ ward: WardNumberSchema }),
        querystring: wardPageQuery,
        response: { 200: WardPageSchema },
      },
    },
    async (request) => wardPage(request.params.ward, request.query.v, await viewerOf(request.user)),
  );

  on(app, housesApi.adminWard)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['houses'],
        summary:
          'The ward page for admins (docs/product.md "Houses API"): the same pages, with e-mails; ' +
          'audience=parishioners: as a signed-in parishioner sees it (the printed directory handed out in the ' +
          'parish)',
        params: z.object({ ward: WardNumberSchema }),
        querystring: wardPageQuery.extend({ audience: z.enum(['office', 'parishioners']).default('office') }),
        response: { 200: WardPageSchema },
      },
    },
    async (request) => {
      const office = await viewerOf(request.user);
      // The parishioners' print: what any signed-in parishioner may read, nothing the office alone sees.
      const viewer: Viewer =
        request.query.audience === 'parishioners' ? { ...office, isAdmin: false, reader: 'parishioner' } : office;
      return wardPage(request.params.ward, request.query.v, viewer);
    },
  );

  on(app, housesApi.list)(
    {
      preHandler: requireUser,
      schema: {
        tags: ['houses'],
        summary: "A ward's families for pickers: id, house name, head's name",
        params: z.object({ ward: WardNumberSchema }),
        response: { 200: z.object({ items: z.array(HouseSummarySchema) }) },
      },
    },
    async (request) => ({
      items: await wardHouseSummaries(app.db, request.params.ward, listed(await viewerOf(request.user))),
    }),
  );

  on(app, housesApi.birthdays)(
    {
      // Not cached: the answer changes with the date, not only with writes.
      schema: {
        tags: ['houses'],
        summary: "Members of a ward whose birthday is in the current Monday–Sunday week (India's date)",
        params: z.object({ ward: WardNumberSchema }),
        response: { 200: z.array(BirthdaySchema) },
      },
    },
    async (request) => weekBirthdays(app.db, request.params.ward, await viewerOf(request.user)),
  );

  on(app, housesApi.mine)(
    {
      preHandler: requireUser,
      schema: {
        tags: ['houses'],
        summary:
          `The families and members the caller added within ${OWN_WRITE_HOURS} hours, which they may still ` +
          'correct (not cached)',
        response: { 200: MyHousesSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { _id } = signedInUser(request);
      return { houses: await housesCreatedBy(app.db, _id), members: await membersCreatedBy(app.db, _id) };
    },
  );

  on(app, housesApi.detail)(
    {
      preHandler: requireUser,
      schema: {
        tags: ['houses'],
        summary: 'One family with its members',
        params: z.object({ id: IdSchema }),
        response: { 200: HouseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const house = await findHouse(app.db, request.params.id);
      const viewer = await viewerOf(request.user);
      // A family this reader may not find answers as one that does not exist.
      if (!house || !seesHouse(viewer, house)) throw notFound('House');
      return presentHouse(house, viewer);
    },
  );

  on(app, housesApi.create)(
    {
      preHandler: requireUser,
      schema: {
        tags: ['houses'],
        summary: 'Create a family with its members, exactly one of them head of household',
        body: HouseCreateSchema,
        response: { 201: HouseSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await checkStoredFiles(request.body, app.store);
      const house = await app.write(houseWrite(user), async (tx, audit) => {
        const id = await insertHouseWithMembers(tx, request.body);
        const created = await findHouse(tx, id);
        await audit({ action: 'create', entity: HOUSE_ENTITY, entityId: id, after: created });
        return created;
      });
      if (!house) throw notFound('House');
      return reply.status(201).send(presentHouse(house, await viewerOf(request.user)));
    },
  );

  on(app, housesApi.update)(
    {
      preHandler: [requireUser, requireFamilyAuthorOrAdmin],
      schema: {
        tags: ['houses'],
        summary:
          `Change a family's house name and photo (members have their own routes): an admin any family, a user ` +
          `one they added within ${OWN_WRITE_HOURS} hours. A field left out keeps its value; image null ` +
          'removes the photo',
        body: HouseUpdateSchema,
        response: { 200: HouseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { _id, ...body } = request.body;
      if (Object.values(body).every((v) => v === undefined)) {
        // Nothing to change: no write, no audit row, no new updated_at.
        const house = await findHouse(app.db, _id);
        if (!house) throw notFound('House');
        return presentHouse(house, await viewerOf(request.user));
      }
      const { before, after } = await app.write(houseWrite(user), async (tx, audit) => {
        if (!(await lockHouse(tx, _id))) throw notFound('House');
        const old = await findHouse(tx, _id);
        const fields = await checkStoredFiles(body, app.store, old);
        await updateHouseFields(tx, _id, fields);
        const updated = await findHouse(tx, _id);
        await audit({ action: 'update', entity: 'house', entityId: _id, before: old, after: updated });
        return { before: old, after: updated };
      });
      if (!after) throw notFound('House');
      // The row points at the new photo now; the old files go if no other row shows them.
      if (before?.image !== after.image) await releaseStoredFiles(app.db, app.store, [before?.image]);
      return presentHouse(after, await viewerOf(request.user));
    },
  );

  on(app, housesApi.switchWard)(
    {
      preHandler: [requireUser, requireFamilyAuthorOrAdmin],
      schema: {
        tags: ['houses'],
        summary:
          `Move a family to another ward: an admin any family, a user one they added within ${OWN_WRITE_HOURS} ` +
          'hours',
        body: SwitchWardSchema,
        response: { 200: HouseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { _id, ward } = request.body;
      const house = await app.write(houseWrite(user), async (tx, audit) => {
        const locked = await lockHouse(tx, _id);
        if (!locked) throw notFound('House');
        await updateHouseFields(tx, _id, { ward });
        await audit({
          action: 'update',
          entity: 'house',
          entityId: _id,
          before: { ward: locked.ward },
          after: { ward },
        });
        return findHouse(tx, _id);
      });
      if (!house) throw notFound('House');
      return presentHouse(house, await viewerOf(request.user));
    },
  );

  on(app, housesApi.remove)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['houses'],
        summary:
          'Delete a family and its members (admin); the photo files go after the rows unless another row shows ' +
          'them. A body {image, preImage} is ignored',
        params: z.object({ id: IdSchema }),
        response: { 200: deletedAnswer('House deleted'), ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { id } = request.params;
      const gone = await app.write(houseWrite(user), async (tx, audit) => {
        if (!(await lockHouse(tx, id))) throw notFound('House');
        const old = await findHouse(tx, id);
        await deleteHouseRow(tx, id);
        await audit({ action: 'delete', entity: 'house', entityId: id, before: old });
        return old;
      });
      await releaseStoredFiles(app.db, app.store, [gone?.image]);
      return { message: 'House deleted' as const };
    },
  );

  on(app, housesApi.addMember)(
    {
      preHandler: requireUser,
      schema: {
        tags: ['houses'],
        summary: 'Add a member to a family; a new head takes the mark from the old one',
        params: z.object({ houseId: IdSchema }),
        body: MemberInputSchema,
        response: { 201: MemberSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { houseId } = request.params;
      const input = request.body;
      const created = await app.write(houseWrite(user), async (tx, audit) => {
        const row = await addMember(tx, houseId, input);
        await audit({ action: 'create', entity: MEMBER_ENTITY, entityId: row._id, after: { houseId, ...row } });
        return row;
      });
      return reply.status(201).send(presentMember(created, await viewerOf(request.user)));
    },
  );

  on(app, housesApi.updateMember)(
    {
      preHandler: [requireUser, requireMemberAuthorOrAdmin],
      schema: {
        tags: ['houses'],
        summary:
          `Change a member (an admin any, a user one they added within ${OWN_WRITE_HOURS} hours); a field left ` +
          'out keeps its value; a new head takes the mark from the old one',
        params: z.object({ memberId: IdSchema }),
        body: MemberUpdateSchema,
        response: { 200: MemberSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { memberId } = request.params;
      const input = request.body;
      const updated = await app.write(houseWrite(user), async (tx, audit) => {
        const { old, row } = await changeMember(tx, memberId, input, user.isAdmin);
        await audit({
          action: 'update',
          entity: 'member',
          entityId: memberId,
          before: old,
          after: { houseId: old.houseId, ...row },
        });
        return row;
      });
      return presentMember(updated, await viewerOf(request.user));
    },
  );

  on(app, housesApi.removeMember)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['houses'],
        summary: 'Delete a member (admin); the head can go only as the last member',
        params: z.object({ memberId: IdSchema }),
        response: { 200: deletedAnswer('Member deleted'), ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { memberId } = request.params;
      await app.write(houseWrite(user), async (tx, audit) => {
        const old = await removeMember(tx, memberId);
        await audit({ action: 'delete', entity: 'member', entityId: memberId, before: old });
      });
      return { message: 'Member deleted' as const };
    },
  );

  // "Mark as departed" (domain/family-rules.ts): one transaction, one audit row for both records.
  on(app, housesApi.markDeparted)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['houses', 'departed'],
        summary:
          'Mark a member as departed (admin): the member leaves the family and joins /departed; a head names ' +
          'the new head (newHeadId) when others remain',
        params: z.object({ memberId: IdSchema }),
        body: MarkDepartedSchema,
        response: { 201: DepartedSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { memberId } = request.params;
      const body = await checkStoredFiles(request.body, app.store);
      const options = { ...houseWrite(user), invalidates: [CACHE_TAGS.houses, CACHE_TAGS.departed] };
      const created = await app.write(options, async (tx, audit) => {
        const { old, row } = await markDeparted(tx, memberId, body);
        await audit({
          action: 'create',
          entity: 'departed',
          entityId: row._id,
          before: { member: old },
          after: { departed: row, newHeadId: body.newHeadId ?? null },
        });
        return row;
      });
      return reply.status(201).send(created);
    },
  );
};

export default houseRoutes;
