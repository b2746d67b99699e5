// A family's privacy choices as the office records them (docs/product.md "Directory privacy"): read,
// checked against the family's members, written with a consent record and an audit row in the
// caller's transaction. Shared by the office's privacy screen and the requests queue (a family's
// request for wider choices, docs/product.md "Requests queue /admin/requests").
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  ADULT_AGE,
  defaultAudience,
  MEMBER_PRIVACY_FIELDS,
  type ConsentRecord,
  type DirectoryDefault,
  type HousePrivacy,
  type HousePrivacyUpdate,
} from '@parish/shared/privacy';
import type { Audience } from '@parish/shared/plain/privacy';
import type { UserInfo } from '@parish/shared/auth';
import type { Db } from '../db/client.ts';
import { consentRecords, houses, members } from '../db/schema.ts';
import { badRequest, notFound } from '../plugins/errors.ts';
import type { Audit } from '../plugins/write.ts';
import { getSettings } from './settings.ts';
import { currentNoticeVersion } from './privacy-notice.ts';

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

/** The audit log's entity name of a family's privacy choices. */
export const PRIVACY_ENTITY = 'house_privacy';

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
 * Records a family's whole set of choices (the house locked): checked, written, kept as a consent
 * record under the notice in force, audited. Returns the choices in force before.
 */
export async function recordChoices(
  tx: Db,
  user: Pick<UserInfo, '_id' | 'username'>,
  houseId: string,
  update: HousePrivacyUpdate,
  audit: Audit,
): Promise<Omit<HousePrivacy, 'records'>> {
  const row = await readChoices(tx, houseId, true);
  if (!row) throw notFound('House');
  checkMembers(row, update);
  const { directoryDefault } = await getSettings(tx);
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
    userId: user._id,
    username: user.username,
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
  return before;
}
