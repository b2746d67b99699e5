// A family's privacy choices and its consent records (docs/product.md "Directory privacy"): read
// and written beside the house and member rows they govern (db/schema.ts).
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Renewals } from '@parish/shared/privacy';
import type { Db } from '../../db/client.ts';
import { consentRecords, houses, members } from '../../db/schema.ts';

// The choices' reads and writes live below the features: the office's privacy screens and the
// family's own page (docs/product.md "My family /my-family") record choices alike.
export {
  appendConsentRecord,
  consentRecordsOf,
  readChoices,
  writeChoices,
  type ChoicesRow,
} from '../../domain/privacy-choices.ts';

/** Which of `ids` are members of the family. */
export async function membersOf(db: Db, houseId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.houseId, houseId), inArray(members.id, ids)));
  return new Set(rows.map((r) => r.id));
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
