import { sql, type SQL } from 'drizzle-orm';
import type { House } from '@parish/shared/houses';
import type { Member } from '@parish/shared/members';
import {
  ADULT_AGE,
  CHILD_GUARDED_FIELDS,
  defaultAudience,
  memberFieldAudience,
  readerSees,
  type Audience,
  type DirectoryDefault,
  type MemberPrivacyField,
  type Reader,
} from '@parish/shared/plain/privacy';
import type { Db } from '../db/client.ts';
import { getSettings } from './settings.ts';

/**
 * Who is reading decides which member fields leave the server (docs/product.md "Members table",
 * "Directory privacy"). Every read of families and members goes through presentHouse/presentMember
 * and the SQL filters below, with one Viewer per request.
 */
export interface Viewer {
  isAdmin: boolean;
  /** The restricted public mode setting; applies to visitors only. */
  restricted: boolean;
  loggedIn: boolean;
  /** The audience the reader belongs to: visitor, parishioner (signed in, not admin), office (admin). */
  reader: Reader;
  /** The parish's default for families that made no choice. */
  directoryDefault: DirectoryDefault;
}

export function readerOf(user: { isAdmin: boolean } | null | undefined): Reader {
  if (!user) return 'visitor';
  return user.isAdmin ? 'office' : 'parishioner';
}

/** The viewer of a request: its user (or none) and the settings in force. */
export async function viewerFor(db: Db, user: { isAdmin: boolean } | null | undefined): Promise<Viewer> {
  const { restrictedPublicMode, directoryDefault } = await getSettings(db);
  return {
    isAdmin: user?.isAdmin ?? false,
    loggedIn: Boolean(user),
    restricted: restrictedPublicMode,
    reader: readerOf(user),
    directoryDefault,
  };
}

/** A member's privacy choices as read with the row (null: no choice, the default applies). */
export interface MemberChoices {
  phone: Audience | null;
  birthday: Audience | null;
  age: Audience | null;
  blood: Audience | null;
  work: Audience | null;
  nameEng: Audience | null;
  /** A parent's consent is recorded (under 18 only it matters). */
  parentConsent: boolean;
}

export type MemberRow = Required<Member> & { choices?: MemberChoices | null };
export interface HouseRow {
  _id: string;
  house: string;
  ward: number;
  image: string | null;
  preImage: string | null;
  /** The family's choices: who finds it, who sees its photo (null or absent: the default). */
  listedTo?: Audience | null;
  photoTo?: Audience | null;
  members: MemberRow[];
}

/**
 * Restricted public mode (docs/product.md "Members table"): visitors see no English name, gender or e-mail of a member.
 */
export function hidesFromPublic(viewer: Viewer): boolean {
  return viewer.restricted && !viewer.loggedIn;
}

/** Whether the viewer may see one field of a member under the family's choices and the child rule. */
export function seesMemberField(
  viewer: Viewer,
  field: MemberPrivacyField,
  member: { age: number; choices?: MemberChoices | null },
): boolean {
  if (viewer.reader === 'office') return true;
  const choices = member.choices;
  const audience = memberFieldAudience(
    field,
    choices?.[field] ?? null,
    { age: member.age, parentConsent: choices?.parentConsent ?? false },
    viewer.directoryDefault,
  );
  return readerSees(viewer.reader, audience);
}

/** Whether the viewer finds the family at all (its `listed` choice, or the default). */
export function seesHouse(viewer: Viewer, h: { listedTo?: Audience | null }): boolean {
  return readerSees(viewer.reader, h.listedTo ?? defaultAudience('listed', viewer.directoryDefault));
}

/**
 * A member shown as a phone-book entry carries its English name as nameInEng: a visitor in
 * restricted mode gets it empty (docs/decisions.md "Restricted public mode covers the phone book");
 * the family's nameEng choice is applied by the query (phoneBookSql).
 */
export function presentMemberContact<T extends { nameInEng: string }>(entry: T, viewer: Viewer): T {
  return hidesFromPublic(viewer) ? { ...entry, nameInEng: '' } : entry;
}

/**
 * SQL for the phone book's members (aliases `member`, `house`): which members are in it for this
 * viewer (a phone, the phone's audience, the family listed) and their English name where the
 * family's choice reaches the viewer, '' elsewhere.
 */
export function phoneBookSql(viewer: Viewer, member: SQL, house: SQL) {
  return {
    where: sql`${member}.phone <> ''
      and ${memberFieldForSql(viewer, 'phone', member)} and ${listedForSql(viewer, house)}`,
    nameInEng: sql<string>`case when ${memberFieldForSql(viewer, 'nameEng', member)}
      then ${member}.name_eng else '' end`,
  };
}

export function presentMember(m: MemberRow, viewer: Viewer): Member {
  const { email, nameEng, gender, choices: _choices, phone, age, work, blood, birthMonth, birthDay, ...rest } = m;
  const hidePublic = hidesFromPublic(viewer);
  const sees = (field: MemberPrivacyField) => seesMemberField(viewer, field, m);
  // A field the reader may not see is left out, never blanked (docs/product.md "Directory privacy").
  return {
    ...rest,
    ...(sees('age') ? { age } : {}),
    ...(sees('work') ? { work } : {}),
    ...(sees('phone') ? { phone } : {}),
    ...(sees('blood') ? { blood } : {}),
    ...(sees('birthday') ? { birthMonth, birthDay } : {}),
    ...(hidePublic || !sees('nameEng') ? {} : { nameEng }),
    ...(hidePublic ? {} : { gender }),
    // E-mail leaves the server only for admins, always.
    ...(viewer.isAdmin ? { email } : {}),
  };
}

export function presentHouse(h: HouseRow, viewer: Viewer): House {
  const { listedTo: _listed, photoTo, image, preImage, ...rest } = h;
  const photo = readerSees(viewer.reader, photoTo ?? defaultAudience('photo', viewer.directoryDefault));
  return {
    ...rest,
    ...(photo ? { image, preImage } : {}),
    members: h.members.map((m) => presentMember(m, viewer)),
  };
}

const AUDIENCE_SQL = (column: SQL, fallback: Audience) => sql`coalesce(${column}, ${fallback})`;

/** The audiences a reader reaches, as an SQL list. */
function reached(reader: Reader): SQL {
  return reader === 'visitor' ? sql`('everyone')` : sql`('everyone', 'parishioners')`;
}

/**
 * SQL: the family of `house` (its alias, e.g. sql`h`) is listed for the viewer. Office: every
 * family. Used by every read that lists or counts families so a family the reader may not find
 * is absent from pages, totals and searches alike.
 */
export function listedForSql(viewer: Viewer, house: SQL): SQL {
  if (viewer.reader === 'office') return sql`true`;
  const column = sql`${house}.listed_to`;
  return sql`${AUDIENCE_SQL(column, defaultAudience('listed', viewer.directoryDefault))} in ${reached(viewer.reader)}`;
}

const MEMBER_COLUMN: Record<MemberPrivacyField, string> = {
  phone: 'phone_to',
  birthday: 'birthday_to',
  age: 'age_to',
  blood: 'blood_to',
  work: 'work_to',
  nameEng: 'name_eng_to',
};

/**
 * SQL: `field` of the member `member` (alias) reaches the viewer: memberFieldAudience in SQL, for filters that page.
 */
export function memberFieldForSql(viewer: Viewer, field: MemberPrivacyField, member: SQL): SQL {
  if (viewer.reader === 'office') return sql`true`;
  const column = sql`${member}.${sql.identifier(MEMBER_COLUMN[field])}`;
  const audience = AUDIENCE_SQL(column, defaultAudience(field, viewer.directoryDefault));
  const chosen = sql`${audience} in ${reached(viewer.reader)}`;
  // A child's guarded fields never reach a visitor without a parent's consent (plain/privacy.ts).
  if (viewer.reader === 'visitor' && CHILD_GUARDED_FIELDS.includes(field)) {
    return sql`(${chosen} and (${member}.age >= ${ADULT_AGE} or ${member}.parent_consent_at is not null))`;
  }
  return chosen;
}
