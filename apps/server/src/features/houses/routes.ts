import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changesSomething, ERROR_CODES, IdSchema, WardNumberSchema } from '@parish/shared/common';
import {
  HouseCreateSchema, HouseSchema, HouseSummarySchema, HouseUpdateSchema, MyHousesSchema, SwitchWardSchema, WardPageSchema,
} from '@parish/shared/houses';
import { OWN_WRITE_HOURS } from '@parish/shared/plain/constants';
import { isBirthdayPair, MemberInputSchema, MemberSchema, MemberUpdateSchema } from '@parish/shared/members';
import { wardPageSize, pageCount } from '@parish/shared/plain/paging';
import { birthdaysOfWeek, calendarDateIn } from '@parish/shared/plain/week';
import { DepartedSchema, MarkDepartedSchema } from '@parish/shared/departed';
import { requireAdmin, requireAuthorOrAdmin, requireUser, signedInUser } from '../../plugins/auth.ts';
import { HttpError, badRequest, errorResponses, notFound } from '../../plugins/errors.ts';
import { deletedAnswer } from '../../plugins/crud-routes.ts';
import { checkStoredFiles, releaseStoredFiles } from '../../media/stored-files.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import type { WriteOptions } from '../../plugins/write.ts';
import type { Db } from '../../db/client.ts';
import { getSettings } from '../../domain/settings.ts';
import { departedRows } from '../../domain/departed.ts';
import {
  clearHead, countMembers, countWardHouses, deleteHouseRow, deleteMemberRow, findHouse, findMember, headOf, HOUSE_ENTITY,
  houseNameOf, housesCreatedBy, insertHouseWithMembers, insertMember, lockHouse, makeHead, MEMBER_ENTITY, membersCreatedBy,
  touchHouse, updateHouseFields, updateMember, wardBirthdays, wardHousesPage, wardHouseSummaries,
} from './queries.ts';
import { presentHouse, presentMember, type Viewer } from '../../domain/house-presenters.ts';

const BirthdaySchema = z.object({
  _id: IdSchema, name: z.string(), house: z.string(), age: z.number().int(), birthMonth: z.number().int(), birthDay: z.number().int(),
});

/** Two heads written at the same time: the unique index refuses the second. */
const twoHeadsConflict = () =>
  new HttpError(409, ERROR_CODES.headChanged, 'Someone else changed the head of this family at the same time; reload and try again');

/**
 * Finds a member and locks its house, reading the member again under the lock: member writes of
 * one house then go one at a time, each seeing the head as the previous one left it.
 */
async function lockMembersHouse(tx: Db, memberId: string) {
  const found = await findMember(tx, memberId);
  if (!found) throw notFound('Member');
  await lockHouse(tx, found.houseId);
  const member = await findMember(tx, memberId);
  if (!member) throw notFound('Member');
  return member;
}

/**
 * A logged-in user corrects only the families and members they created within OWN_WRITE_HOURS;
 * everything else about families is the admin's (docs/product.md "Permissions by role"; docs/decisions.md "Users correct what
 * they created, for a day"). Adding a family or a member is creation, open to every user.
 */
const requireFamilyAuthorOrAdmin = requireAuthorOrAdmin(
  async (request, user) => (await housesCreatedBy(request.server.db, user._id, [(request.body as { _id: string })._id])).length > 0,
  `Only an admin may change this family: you may correct a family you added for ${OWN_WRITE_HOURS} hours`,
);
const requireMemberAuthorOrAdmin = requireAuthorOrAdmin(
  async (request, user) => (await membersCreatedBy(request.server.db, user._id, [(request.params as { memberId: string }).memberId])).length > 0,
  `Only an admin may change this member: you may correct a member you added for ${OWN_WRITE_HOURS} hours`,
);

// Written here, not by crudWrites (plugins/crud-routes.ts): a family is a house with its members
// (one transaction, the house locked), a head of household to keep, the spec's ids in the path
// (DELETE /api/houses/{id}), and answers shaped per viewer (docs/decisions.md "Server write kit").
const houseRoutes: FastifyPluginAsyncZod = async (app) => {
  async function viewerOf(user: { isAdmin: boolean } | null): Promise<Viewer> {
    const { restrictedPublicMode } = await getSettings(app.db);
    return { isAdmin: user?.isAdmin ?? false, loggedIn: Boolean(user), restricted: restrictedPublicMode };
  }

  const houseWrite = (user: WriteOptions['user']) =>
    ({ user, invalidates: [CACHE_TAGS.houses], conflicts: { members_one_head_idx: twoHeadsConflict } });

  async function wardPage(ward: number, page: number, viewer: Viewer) {
    const total = await countWardHouses(app.db, ward);
    const pageSize = wardPageSize(total);
    const rows = await wardHousesPage(app.db, ward, pageSize, (page - 1) * pageSize);
    return { items: rows.map((h) => presentHouse(h, viewer)), total, page, pageSize, pages: pageCount(total, pageSize) };
  }

  const wardPageQuery = z.strictObject({ v: z.coerce.number().int().min(1).max(10_000).default(1) });

  app.get('/wards/:ward', {
    config: { cache: [CACHE_TAGS.houses] },
    schema: {
      tags: ['houses'],
      summary: "One page of a ward's families: about a sixth of its houses, each with its members",
      params: z.object({ ward: WardNumberSchema }),
      querystring: wardPageQuery,
      response: { 200: WardPageSchema },
    },
  }, async (request) => wardPage(request.params.ward, request.query.v, await viewerOf(request.user)));

  app.get('/admin/wards/:ward', {
    preHandler: requireAdmin,
    schema: {
      tags: ['houses'],
      summary: 'The ward page for admins (docs/product.md "Houses API"): the same pages, with e-mails',
      params: z.object({ ward: WardNumberSchema }),
      querystring: wardPageQuery,
      response: { 200: WardPageSchema },
    },
  }, async (request) => wardPage(request.params.ward, request.query.v, await viewerOf(request.user)));

  app.get('/list/:ward', {
    preHandler: requireUser,
    schema: {
      tags: ['houses'],
      summary: "A ward's families for pickers: id, house name, head's name",
      params: z.object({ ward: WardNumberSchema }),
      response: { 200: z.object({ items: z.array(HouseSummarySchema) }) },
    },
  }, async (request) => ({ items: await wardHouseSummaries(app.db, request.params.ward) }));

  app.get('/birthdays/:ward', {
    // Not cached: the answer changes with the date, not only with writes.
    schema: {
      tags: ['houses'],
      summary: "Members of a ward whose birthday is in the current Monday–Sunday week (India's date)",
      params: z.object({ ward: WardNumberSchema }),
      response: { 200: z.array(BirthdaySchema) },
    },
  }, async (request) => {
    const days = birthdaysOfWeek(calendarDateIn(new Date()));
    const rows = await wardBirthdays(app.db, request.params.ward, days);
    // In the week's order (Monday first), which differs from calendar order across New Year.
    const position = (m: number, d: number) => days.findIndex((x) => x.month === m && x.day === d);
    return rows.sort((a, b) => position(a.birthMonth, a.birthDay) - position(b.birthMonth, b.birthDay));
  });

  app.get('/mine', {
    preHandler: requireUser,
    schema: {
      tags: ['houses'],
      summary: `The families and members the caller added within ${OWN_WRITE_HOURS} hours, which they may still correct (not cached)`,
      response: { 200: MyHousesSchema },
    },
  }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const { _id } = signedInUser(request);
    return { houses: await housesCreatedBy(app.db, _id), members: await membersCreatedBy(app.db, _id) };
  });

  app.get('/:id', {
    preHandler: requireUser,
    schema: {
      tags: ['houses'],
      summary: 'One family with its members',
      params: z.object({ id: IdSchema }),
      response: { 200: HouseSchema, ...errorResponses(404) },
    },
  }, async (request) => {
    const house = await findHouse(app.db, request.params.id);
    if (!house) throw notFound('House');
    return presentHouse(house, await viewerOf(request.user));
  });

  app.post('/', {
    preHandler: requireUser,
    schema: {
      tags: ['houses'],
      summary: 'Create a family with its members, exactly one of them head of household',
      body: HouseCreateSchema,
      response: { 201: HouseSchema, ...errorResponses(409) },
    },
  }, async (request, reply) => {
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
  });

  app.put('/', {
    preHandler: [requireUser, requireFamilyAuthorOrAdmin],
    schema: {
      tags: ['houses'],
      summary: `Change a family's house name and photo (members have their own routes): an admin any family, a user one they added within ${OWN_WRITE_HOURS} hours. A field left out keeps its value; image null removes the photo`,
      body: HouseUpdateSchema,
      response: { 200: HouseSchema, ...errorResponses(404, 409) },
    },
  }, async (request) => {
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
  });

  app.put('/switch-ward', {
    preHandler: [requireUser, requireFamilyAuthorOrAdmin],
    schema: {
      tags: ['houses'],
      summary: `Move a family to another ward: an admin any family, a user one they added within ${OWN_WRITE_HOURS} hours`,
      body: SwitchWardSchema,
      response: { 200: HouseSchema, ...errorResponses(404, 409) },
    },
  }, async (request) => {
    const user = signedInUser(request);
    const { _id, ward } = request.body;
    const house = await app.write(houseWrite(user), async (tx, audit) => {
      const locked = await lockHouse(tx, _id);
      if (!locked) throw notFound('House');
      await updateHouseFields(tx, _id, { ward });
      await audit({ action: 'update', entity: 'house', entityId: _id, before: { ward: locked.ward }, after: { ward } });
      return findHouse(tx, _id);
    });
    if (!house) throw notFound('House');
    return presentHouse(house, await viewerOf(request.user));
  });

  app.delete('/:id', {
    preHandler: requireAdmin,
    schema: {
      tags: ['houses'],
      summary: "Delete a family and its members (admin); the photo files go after the rows unless another row shows them. A body {image, preImage} is ignored",
      params: z.object({ id: IdSchema }),
      response: { 200: deletedAnswer('House deleted'), ...errorResponses(404, 409) },
    },
  }, async (request) => {
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
  });

  app.post('/:houseId/members', {
    preHandler: requireUser,
    schema: {
      tags: ['houses'],
      summary: 'Add a member to a family; a new head takes the mark from the old one',
      params: z.object({ houseId: IdSchema }),
      body: MemberInputSchema,
      response: { 201: MemberSchema, ...errorResponses(404, 409) },
    },
  }, async (request, reply) => {
    const user = signedInUser(request);
    const { houseId } = request.params;
    const input = request.body;
    const created = await app.write(houseWrite(user), async (tx, audit) => {
      if (!(await lockHouse(tx, houseId))) throw notFound('House');
      if (input.HOH) await clearHead(tx, houseId);
      else if (!(await headOf(tx, houseId))) {
        throw new HttpError(400, ERROR_CODES.needsHead, 'This family has no head of household yet: this member must be the head', { 'body.HOH': 'The family needs a head of household' });
      }
      const row = await insertMember(tx, houseId, input);
      await touchHouse(tx, houseId);
      await audit({ action: 'create', entity: MEMBER_ENTITY, entityId: row._id, after: { houseId, ...row } });
      return row;
    });
    return reply.status(201).send(presentMember(created, await viewerOf(request.user)));
  });

  app.put('/members/:memberId', {
    preHandler: [requireUser, requireMemberAuthorOrAdmin],
    schema: {
      tags: ['houses'],
      summary: `Change a member (an admin any, a user one they added within ${OWN_WRITE_HOURS} hours); a field left out keeps its value; a new head takes the mark from the old one`,
      params: z.object({ memberId: IdSchema }),
      body: MemberUpdateSchema,
      response: { 200: MemberSchema, ...errorResponses(404, 409) },
    },
  }, async (request) => {
    const user = signedInUser(request);
    const { memberId } = request.params;
    const input = request.body;
    const updated = await app.write(houseWrite(user), async (tx, audit) => {
      const old = await lockMembersHouse(tx, memberId);
      if (old.HOH && input.HOH === false) {
        throw new HttpError(400, ERROR_CODES.needsHead, 'A family needs a head of household: make another member the head instead', { 'body.HOH': 'Make another member the head instead' });
      }
      const birthMonth = input.birthMonth === undefined ? old.birthMonth : input.birthMonth;
      const birthDay = input.birthDay === undefined ? old.birthDay : input.birthDay;
      if (!isBirthdayPair(birthMonth, birthDay)) {
        throw badRequest('body.birthDay: Day is not valid for that month', { 'body.birthDay': 'Day is not valid for that month' });
      }
      if (input.HOH) await clearHead(tx, old.houseId, memberId);
      // Only admins see e-mails, so only they can change one: another user's form never had it.
      const { email: _hidden, ...withoutEmail } = input;
      const fields = user.isAdmin ? input : withoutEmail;
      if (!changesSomething(fields)) {
        throw badRequest("body.email: only an admin may change a member's e-mail", { 'body.email': "Only an admin may change a member's e-mail" });
      }
      const row = await updateMember(tx, memberId, fields, old);
      await touchHouse(tx, old.houseId);
      await audit({ action: 'update', entity: 'member', entityId: memberId, before: old, after: { houseId: old.houseId, ...row } });
      return row;
    });
    return presentMember(updated, await viewerOf(request.user));
  });

  app.delete('/members/:memberId', {
    preHandler: requireAdmin,
    schema: {
      tags: ['houses'],
      summary: 'Delete a member (admin); the head can go only as the last member',
      params: z.object({ memberId: IdSchema }),
      response: { 200: deletedAnswer('Member deleted'), ...errorResponses(404, 409) },
    },
  }, async (request) => {
    const user = signedInUser(request);
    const { memberId } = request.params;
    await app.write(houseWrite(user), async (tx, audit) => {
      const old = await lockMembersHouse(tx, memberId);
      if (old.HOH && (await countMembers(tx, old.houseId)) > 1) {
        throw new HttpError(409, ERROR_CODES.headOfFamily, 'This member is the head of the family: make another member the head first, then delete');
      }
      await deleteMemberRow(tx, memberId);
      await touchHouse(tx, old.houseId);
      await audit({ action: 'delete', entity: 'member', entityId: memberId, before: old });
    });
    return { message: 'Member deleted' as const };
  });

  // "Mark as departed": a member's death recorded once. In one transaction the member leaves the
  // family (a head hands the mark to the member named first) and a departed profile is made with
  // the family's house name; one audit row records both.
  app.post('/members/:memberId/departed', {
    preHandler: requireAdmin,
    schema: {
      tags: ['houses', 'departed'],
      summary: 'Mark a member as departed (admin): the member leaves the family and joins /departed; a head names the new head (newHeadId) when others remain',
      params: z.object({ memberId: IdSchema }),
      body: MarkDepartedSchema,
      response: { 201: DepartedSchema, ...errorResponses(404, 409) },
    },
  }, async (request, reply) => {
    const user = signedInUser(request);
    const { memberId } = request.params;
    const { YOD, newHeadId, ...photo } = await checkStoredFiles(request.body, app.store);
    const options = { ...houseWrite(user), invalidates: [CACHE_TAGS.houses, CACHE_TAGS.departed] };
    const created = await app.write(options, async (tx, audit) => {
      const old = await lockMembersHouse(tx, memberId);
      const others = (await countMembers(tx, old.houseId)) - 1;
      if (old.HOH && others > 0) {
        const next = newHeadId === undefined ? undefined : await findMember(tx, newHeadId);
        if (!next || next.houseId !== old.houseId || next._id === memberId) {
          throw badRequest('body.newHeadId: choose the member who heads the family next', { 'body.newHeadId': 'Choose another member of this family as the new head' });
        }
      } else if (newHeadId !== undefined) {
        throw badRequest('body.newHeadId: only the head of the family hands the mark on', { 'body.newHeadId': 'Only for the head of the family' });
      }
      const house = await houseNameOf(tx, old.houseId);
      await deleteMemberRow(tx, memberId);
      if (old.HOH && newHeadId !== undefined) await makeHead(tx, newHeadId);
      await touchHouse(tx, old.houseId);
      const row = await departedRows.insert(tx, {
        name: old.name, house, YOD, phone: old.phone, image: photo.image ?? null, preImage: photo.preImage ?? null,
      });
      await audit({
        action: 'create', entity: 'departed', entityId: row._id,
        before: { member: old }, after: { departed: row, newHeadId: newHeadId ?? null },
      });
      return row;
    });
    return reply.status(201).send(created);
  });
};

export default houseRoutes;
