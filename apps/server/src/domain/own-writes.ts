// What a logged-in user may still correct: the records they created within OWN_WRITE_HOURS (spec
// docs/product.md "Permissions by role" leaves every other change to the admin). The author is read from the audit row
// that created the record, as uploads per user are counted: no author column, no migration, the same answer in
// every process (docs/decisions.md "Users correct what they created, for a day").
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { OWN_WRITE_HOURS } from '@parish/shared/plain/constants';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** The start of the window in which a user's own records are still theirs to correct. */
export const ownWriteSince = (now = Date.now()) => new Date(now - OWN_WRITE_HOURS * 3_600_000);

/** Audit rows in which `userId` created a record of `entity` within the window. */
export function createdBy(userId: string, entity: string, since: Date = ownWriteSince()): SQL {
  return and(
    eq(auditLog.entity, entity),
    eq(auditLog.action, 'create'),
    eq(auditLog.userId, userId),
    gt(auditLog.at, since),
  ) as SQL;
}

/**
 * The ids of the `entity` records `userId` created within the window that still exist in `table`,
 * optionally only among `ids`.
 */
export async function recentlyCreatedBy(
  db: Db,
  userId: string,
  entity: string,
  table: PgTable & { id: PgColumn },
  ids?: readonly string[],
): Promise<string[]> {
  if (ids && !ids.length) return [];
  const rows = await db
    .selectDistinct({ id: table.id })
    .from(auditLog)
    .innerJoin(table, sql`${auditLog.entityId} = ${table.id}::text`)
    .where(and(createdBy(userId, entity), ids ? inArray(table.id, [...ids]) : undefined));
  return rows.map((r) => String(r.id));
}
