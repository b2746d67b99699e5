// A family's privacy choices and its consent records (docs/product.md "Directory privacy"): read
// and written beside the house and member rows they govern (db/schema.ts).
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { ConsentRecord, Renewals } from '@parish/shared/privacy';
import type { Audience } from '@parish/shared/plain/privacy';
import type { Db } from '../../db/client.ts';
import { consentRecords, houses, members } from '../../db/schema.ts';

/** Which of `ids` are members of the family. */
export async function membersOf(db: Db, houseId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.houseId, houseId), inArray(members.id, ids)));
  return new Set(rows.map((r) => r.id));
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
