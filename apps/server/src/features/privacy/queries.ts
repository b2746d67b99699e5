// A family's privacy choices and its consent records (docs/product.md "Directory privacy"): read
// and written beside the house and member rows they govern (db/schema.ts).
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { ConsentRecord, HousePrivacyUpdate, Renewals } from '@parish/shared/privacy';
import type { Audience } from '@parish/shared/plain/privacy';
import type { Db } from '../../db/client.ts';
import { consentRecords, houses, members } from '../../db/schema.ts';

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

/** Which of `ids` are members of the family. */
export async function membersOf(db: Db, houseId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.houseId, houseId), inArray(members.id, ids)));
  return new Set(rows.map((r) => r.id));
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

/**
 * Families whose latest consent record was given under a notice older than `version`, oldest
 * consent first (docs/product.md "Privacy notice": due for renewal). A family erased since has no
 * house row and is not listed.
 */
export async function consentsDueForRenewal(db: Db, version: number): Promise<Renewals['items']> {
  const latest = db
    .selectDistinctOn([consentRecords.houseId], {
      houseId: consentRecords.houseId,
      at: consentRecords.at,
      noticeVersion: consentRecords.noticeVersion,
    })
    .from(consentRecords)
    .orderBy(consentRecords.houseId, desc(consentRecords.at), desc(consentRecords.id))
    .as('latest');
  const rows = await db
    .select({
      houseId: latest.houseId,
      house: houses.house,
      ward: houses.ward,
      at: latest.at,
      noticeVersion: latest.noticeVersion,
    })
    .from(latest)
    .innerJoin(houses, eq(houses.id, latest.houseId))
    .where(lt(latest.noticeVersion, version))
    .orderBy(asc(latest.at))
    .limit(2000);
  return rows.map((r) => ({
    houseId: r.houseId,
    house: r.house,
    ward: r.ward,
    consentedAt: r.at.toISOString(),
    noticeVersion: r.noticeVersion,
  }));
}
