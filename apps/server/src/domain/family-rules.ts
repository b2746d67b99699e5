// A family's rules, apart from the routes that call them (docs/product.md "Houses API"): one head
// of household per family at all times, a birthday that is a real date, a member's departure
// that hands the head's mark on, and the authors who may still correct what they added. Each
// write here runs in the caller's transaction (app.write), the house locked first.
import type { z } from 'zod';
import { changesSomething, ERROR_CODES } from '@parish/shared/common';
import type { MarkDepartedSchema } from '@parish/shared/departed';
import { OWN_WRITE_HOURS } from '@parish/shared/plain/constants';
import { isBirthdayPair, type MemberInput, type MemberUpdate } from '@parish/shared/members';
import { birthdaysOfWeek, calendarDateIn } from '@parish/shared/plain/week';
import { requireAuthorOrAdmin } from '../plugins/auth.ts';
import { HttpError, badRequest, notFound } from '../plugins/errors.ts';
import type { Db } from '../db/client.ts';
import { departedRows } from './departed.ts';
import { and, sql } from 'drizzle-orm';
import {
  listedForSql,
  memberFieldForSql,
  seesMemberField,
  type MemberChoices,
  type Viewer,
} from './house-presenters.ts';
import {
  clearHead,
  countMembers,
  deleteMemberRow,
  findMember,
  headOf,
  houseNameOf,
  housesCreatedBy,
  insertMember,
  lockHouse,
  makeHead,
  membersCreatedBy,
  touchHouse,
  updateMember,
  wardBirthdays,
} from './house-queries.ts';

/** Two heads written at the same time: the unique index refuses the second. */
export const twoHeadsConflict = () =>
  new HttpError(
    409,
    ERROR_CODES.headChanged,
    'Someone else changed the head of this family at the same time; reload and try again',
  );

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
 * everything else about families is the admin's (docs/product.md "Permissions by role"; docs/decisions.md "Users
 * correct what they created, for a day"). Adding a family or a member is creation, open to every user.
 */
export const requireFamilyAuthorOrAdmin = requireAuthorOrAdmin(
  async (request, user) =>
    (await housesCreatedBy(request.server.db, user._id, [(request.body as { _id: string })._id])).length > 0,
  `Only an admin may change this family: you may correct a family you added for ${OWN_WRITE_HOURS} hours`,
);
export const requireMemberAuthorOrAdmin = requireAuthorOrAdmin(
  async (request, user) =>
    (await membersCreatedBy(request.server.db, user._id, [(request.params as { memberId: string }).memberId])).length >
    0,
  `Only an admin may change this member: you may correct a member you added for ${OWN_WRITE_HOURS} hours`,
);

/** A ward's members whose birthday falls in this Monday–Sunday week (India's date), in the week's order. */
export async function weekBirthdays(db: Db, ward: number, viewer: Viewer) {
  const days = birthdaysOfWeek(calendarDateIn(new Date()));
  // Only birthdays the reader may see, of families the reader finds (docs/product.md "Directory
  // privacy"); the age goes only where the family's age choice reaches the reader.
  const visible = and(listedForSql(viewer, sql`"houses"`), memberFieldForSql(viewer, 'birthday', sql`"members"`));
  const found = await wardBirthdays(db, ward, days, visible);
  const rows = found.map(({ ageTo, ...r }): Omit<typeof r, 'age'> & { age?: number } => {
    if (seesMemberField(viewer, 'age', { age: r.age, choices: choicesOfAge(ageTo) })) return r;
    const { age: _age, ...rest } = r;
    return rest;
  });
  // In the week's order (Monday first), which differs from calendar order across New Year.
  const position = (m: number, d: number) => days.findIndex((x) => x.month === m && x.day === d);
  return rows.sort((a, b) => position(a.birthMonth, a.birthDay) - position(b.birthMonth, b.birthDay));
}

const choicesOfAge = (age: MemberChoices['age']): MemberChoices => ({
  phone: null,
  birthday: null,
  age,
  blood: null,
  work: null,
  nameEng: null,
  parentConsent: false,
});

/** Adds a member; a new head takes the mark from the old one, and a family without a head gets one first. */
export async function addMember(tx: Db, houseId: string, input: MemberInput) {
  if (!(await lockHouse(tx, houseId))) throw notFound('House');
  if (input.HOH) await clearHead(tx, houseId);
  else if (!(await headOf(tx, houseId))) {
    throw new HttpError(
      400,
      ERROR_CODES.needsHead,
      'This family has no head of household yet: this member must be the head',
      { 'body.HOH': 'The family needs a head of household' },
    );
  }
  const row = await insertMember(tx, houseId, input);
  await touchHouse(tx, houseId);
  return row;
}

/**
 * Changes a member: the head is handed on, never dropped; the birthday stays a real date with the
 * fields left out; only an admin changes an e-mail.
 */
export async function changeMember(tx: Db, memberId: string, input: MemberUpdate, isAdmin: boolean) {
  const old = await lockMembersHouse(tx, memberId);
  if (old.HOH && input.HOH === false) {
    throw new HttpError(
      400,
      ERROR_CODES.needsHead,
      'A family needs a head of household: make another member the head instead',
      { 'body.HOH': 'Make another member the head instead' },
    );
  }
  const birthMonth = input.birthMonth === undefined ? old.birthMonth : input.birthMonth;
  const birthDay = input.birthDay === undefined ? old.birthDay : input.birthDay;
  if (!isBirthdayPair(birthMonth, birthDay)) {
    throw badRequest('body.birthDay: Day is not valid for that month', {
      'body.birthDay': 'Day is not valid for that month',
    });
  }
  if (input.HOH) await clearHead(tx, old.houseId, memberId);
  // Only admins see e-mails, so only they can change one: another user's form never had it.
  const { email: _hidden, ...withoutEmail } = input;
  const fields = isAdmin ? input : withoutEmail;
  if (!changesSomething(fields)) {
    throw badRequest("body.email: only an admin may change a member's e-mail", {
      'body.email': "Only an admin may change a member's e-mail",
    });
  }
  const row = await updateMember(tx, memberId, fields, old);
  await touchHouse(tx, old.houseId);
  return { old, row };
}

/** Deletes a member; the head goes only as the last member. Returns the member as it was. */
export async function removeMember(tx: Db, memberId: string) {
  const old = await lockMembersHouse(tx, memberId);
  if (old.HOH && (await countMembers(tx, old.houseId)) > 1) {
    throw new HttpError(
      409,
      ERROR_CODES.headOfFamily,
      'This member is the head of the family: make another member the head first, then delete',
    );
  }
  await deleteMemberRow(tx, memberId);
  await touchHouse(tx, old.houseId);
  return old;
}

/**
 * "Mark as departed": a member's death recorded once. The member leaves the family (a head hands
 * the mark to the member named in newHeadId) and a departed profile is made with the family's
 * house name. Returns the member as it was and the new profile.
 */
export async function markDeparted(tx: Db, memberId: string, body: z.output<typeof MarkDepartedSchema>) {
  const { YOD, newHeadId, ...photo } = body;
  const old = await lockMembersHouse(tx, memberId);
  const others = (await countMembers(tx, old.houseId)) - 1;
  if (old.HOH && others > 0) {
    const next = newHeadId === undefined ? undefined : await findMember(tx, newHeadId);
    if (!next || next.houseId !== old.houseId || next._id === memberId) {
      throw badRequest('body.newHeadId: choose the member who heads the family next', {
        'body.newHeadId': 'Choose another member of this family as the new head',
      });
    }
  } else if (newHeadId !== undefined) {
    throw badRequest('body.newHeadId: only the head of the family hands the mark on', {
      'body.newHeadId': 'Only for the head of the family',
    });
  }
  const house = await houseNameOf(tx, old.houseId);
  await deleteMemberRow(tx, memberId);
  if (old.HOH && newHeadId !== undefined) await makeHead(tx, newHeadId);
  await touchHouse(tx, old.houseId);
  const row = await departedRows.insert(tx, {
    name: old.name,
    house,
    YOD,
    phone: old.phone,
    image: photo.image ?? null,
    preImage: photo.preImage ?? null,
  });
  return { old, row };
}
