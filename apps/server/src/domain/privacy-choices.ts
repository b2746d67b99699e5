// A family's privacy choices and the consent records kept of them (docs/product.md "Directory
// privacy"): read, checked and recorded alike by the office (PUT /api/houses/{id}/privacy) and by the
// family itself (docs/product.md "My family /my-family"), so neither feature imports the other.
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  ADULT_AGE,
  CHILD_GUARDED_FIELDS,
  defaultAudience,
  MEMBER_PRIVACY_FIELDS,
  memberFieldAudience,
  narrowest,
  type ConsentRecord,
  type DirectoryDefault,
  type HousePrivacy,
  type HousePrivacyUpdate,
} from '@parish/shared/privacy';
import type { Audience } from '@parish/shared/plain/privacy';
import type { UserInfo } from '@parish/shared/auth';
import type { Db } from '../db/client.ts';
import { consentRecords, houses, members } from '../db/schema.ts';
import { badRequest } from '../plugins/errors.ts';
import type { Audit } from '../plugins/write.ts';
import { currentNoticeVersion } from './privacy-notice.ts';

/** The audit log's entity name of a family's privacy choices. */
export const PRIVACY_ENTITY = 'house_privacy';

export interface ChoicesRow {
  house: { id: string; listedTo: Audience | null; photoTo: Audience | null };
  members: {
    id: string;
    name: string;
    age: number;
    hoh: boolean;
    phoneTo: Audience | null;
    birthdayTo: Audience | null;
    ageTo: Audience | null;
    bloodTo: Audience | null;
    workTo: Audience | null;
    nameEngTo: Audience | null;
    parentConsentBy: string | null;
    parentConsentAt: Date | null;
  }[];
}

/** The family's choices as stored (null: none made), its members head first then oldest; undefined: no such family. */
export async function readChoices(db: Db, houseId: string, lock = false): Promise<ChoicesRow | undefined> {
  const query = db
    .select({ id: houses.id, listedTo: houses.listedTo, photoTo: houses.photoTo })
    .from(houses)
    .where(eq(houses.id, houseId));
  const [house] = lock ? await query.for('update') : await query;
  if (!house) return undefined;
  const rows = await db
    .select({
      id: members.id,
      name: members.name,
      age: members.age,
      hoh: members.hoh,
      phoneTo: members.phoneTo,
      birthdayTo: members.birthdayTo,
      ageTo: members.ageTo,
      bloodTo: members.bloodTo,
      workTo: members.workTo,
      nameEngTo: members.nameEngTo,
      parentConsentBy: members.parentConsentBy,
      parentConsentAt: members.parentConsentAt,
    })
    .from(members)
    .where(eq(members.houseId, houseId))
    .orderBy(desc(members.hoh), desc(members.age), asc(members.name));
  return { house, members: rows };
}

/** Writes the whole set of choices; run it in the caller's transaction, the house locked. */
export async function writeChoices(tx: Db, houseId: string, update: HousePrivacyUpdate): Promise<void> {
  await tx
    .update(houses)
    .set({ listedTo: update.listed, photoTo: update.photo, updatedAt: new Date() })
    .where(eq(houses.id, houseId));
  for (const m of update.members) {
    await tx
      .update(members)
      .set({
        phoneTo: m.phone,
        birthdayTo: m.birthday,
        ageTo: m.age,
        bloodTo: m.blood,
        workTo: m.work,
        nameEngTo: m.nameEng,
        parentConsentBy: m.parentConsent?.by ?? null,
        parentConsentAt: m.parentConsent ? new Date(m.parentConsent.at) : null,
      })
      .where(and(eq(members.id, m._id), eq(members.houseId, houseId)));
  }
}

export async function appendConsentRecord(
  tx: Db,
  record: {
    houseId: string;
    userId: string;
    username: string;
    source: 'paper' | 'online';
    noticeVersion: number;
    choices: ConsentRecord['choices'];
  },
): Promise<void> {
  await tx.insert(consentRecords).values(record);
}

/** The family's consent records, newest first. */
export async function consentRecordsOf(db: Db, houseId: string): Promise<ConsentRecord[]> {
  const rows = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.houseId, houseId))
    .orderBy(desc(consentRecords.at), desc(consentRecords.id));
  return rows.map((r) => ({
    _id: r.id,
    at: r.at.toISOString(),
    by: r.username,
    source: r.source,
    noticeVersion: r.noticeVersion,
    choices: r.choices as ConsentRecord['choices'],
  }));
}

/** The choices in force: each one made, or the parish's default where none was. */
export function inForce(row: ChoicesRow, directoryDefault: DirectoryDefault): Omit<HousePrivacy, 'records'> {
  const or = <T extends string>(chosen: T | null, field: Parameters<typeof defaultAudience>[0]) =>
    chosen ?? defaultAudience(field, directoryDefault);
  return {
    houseId: row.house.id,
    chosen: row.house.listedTo !== null,
    directoryDefault,
    listed: or(row.house.listedTo, 'listed'),
    photo: or(row.house.photoTo, 'photo'),
    members: row.members.map((m) => ({
      _id: m.id,
      name: m.name,
      years: m.age,
      phone: or(m.phoneTo, 'phone'),
      birthday: or(m.birthdayTo, 'birthday'),
      age: or(m.ageTo, 'age'),
      blood: or(m.bloodTo, 'blood'),
      work: or(m.workTo, 'work'),
      nameEng: or(m.nameEngTo, 'nameEng'),
      parentConsent:
        m.parentConsentBy && m.parentConsentAt ? { by: m.parentConsentBy, at: m.parentConsentAt.toISOString() } : null,
    })),
  };
}

/**
 * The update names exactly the family's members, each once, and a parent's consent only for a
 * member under 18: otherwise a 400 naming the field, before anything is written.
 */
export function checkMembers(row: ChoicesRow, update: HousePrivacyUpdate): void {
  const family = new Map(row.members.map((m) => [m.id, m]));
  const seen = new Set<string>();
  update.members.forEach((m, i) => {
    const member = family.get(m._id);
    if (!member) {
      throw badRequest('Not a member of this family', { [`body.members.${i}._id`]: 'Not a member of this family' });
    }
    if (seen.has(m._id)) {
      throw badRequest('A member is listed twice', { [`body.members.${i}._id`]: 'Listed twice' });
    }
    seen.add(m._id);
    if (m.parentConsent && member.age >= ADULT_AGE) {
      throw badRequest("A parent's consent is only for a member under 18", {
        [`body.members.${i}.parentConsent`]: `Only for a member under ${ADULT_AGE}`,
      });
    }
  });
  const missing = row.members.filter((m) => !seen.has(m.id));
  if (missing.length) {
    throw badRequest('Every member of the family needs choices', {
      'body.members': `Missing: ${missing.map((m) => m.name).join(', ')}`,
    });
  }
}

/**
 * The child rule as a refusal (docs/product.md "Directory privacy"): a family may not ask for a
 * child's phone, birthday or blood group to reach everyone without a parent's consent in the same
 * choices. (The office's form may store it: the presenters keep it from visitors anyway.)
 */
export function checkChildRule(row: ChoicesRow, update: HousePrivacyUpdate): void {
  const age = new Map(row.members.map((m) => [m.id, m.age]));
  update.members.forEach((m, i) => {
    if ((age.get(m._id) ?? ADULT_AGE) >= ADULT_AGE || m.parentConsent) return;
    for (const f of CHILD_GUARDED_FIELDS) {
      if (m[f] === 'everyone') {
        throw badRequest("A child's phone, birthday and blood group reach everyone only with a parent's consent", {
          [`body.members.${i}.${f}`]: "Needs a parent's consent",
        });
      }
    }
  });
}

/**
 * Whether `update` hides only (docs/product.md "Change requests"): every field's audience the same
 * as the one in force or narrower, listed and photo included, and no parent's consent added or
 * changed (a consent widens what a visitor sees of a child). A child's guarded field is compared
 * with what is in force for it, the child rule applied.
 */
export function onlyNarrows(row: ChoicesRow, update: HousePrivacyUpdate, directoryDefault: DirectoryDefault): boolean {
  const now = inForce(row, directoryDefault);
  const within = (next: Audience, current: Audience) => narrowest(next, current) === next;
  if (!within(update.listed, now.listed) || !within(update.photo, now.photo)) return false;
  const current = new Map(now.members.map((m) => [m._id, m]));
  return update.members.every((m) => {
    const c = current.get(m._id);
    if (!c) return false;
    const consent = m.parentConsent ?? null;
    const had = c.parentConsent ?? null;
    if (consent && (!had || had.by !== consent.by || Date.parse(had.at) !== Date.parse(consent.at))) return false;
    return MEMBER_PRIVACY_FIELDS.every((f) =>
      within(m[f], memberFieldAudience(f, c[f], { age: c.years, parentConsent: Boolean(had) }, directoryDefault)),
    );
  });
}

/**
 * Records a family's choices in the caller's write (app.write: one transaction, the houses' caches
 * dropped after): the rows, a consent record under the notice in force and an audit row. The house
 * must have been read with `readChoices(tx, houseId, true)` (locked) and checked.
 */
export async function recordChoices(
  tx: Db,
  audit: Audit,
  by: Pick<UserInfo, '_id' | 'username'>,
  row: ChoicesRow,
  update: HousePrivacyUpdate,
  directoryDefault: DirectoryDefault,
): Promise<void> {
  const houseId = row.house.id;
  const before = inForce(row, directoryDefault);
  await writeChoices(tx, houseId, update);
  const choices = {
    listed: update.listed,
    photo: update.photo,
    members: update.members.map((m) => ({
      _id: m._id,
      ...Object.fromEntries(MEMBER_PRIVACY_FIELDS.map((f) => [f, m[f]])),
      parentConsent: m.parentConsent ?? null,
    })) as HousePrivacyUpdate['members'],
  };
  await appendConsentRecord(tx, {
    houseId,
    userId: by._id,
    username: by.username,
    source: update.source,
    noticeVersion: await currentNoticeVersion(tx),
    choices,
  });
  await audit({
    action: 'update',
    entity: PRIVACY_ENTITY,
    entityId: houseId,
    before: { chosen: before.chosen, listed: before.listed, photo: before.photo, members: before.members },
    after: { source: update.source, ...choices },
  });
}
