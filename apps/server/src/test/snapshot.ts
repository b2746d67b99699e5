// The whole content of the database as one string, to assert that a refused request wrote nothing.
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';

/**
 * The parish's data: not the jobs table, which the process's own background work (the hourly
 * sweep taken at start) writes at any moment.
 */
const TABLE_NAMES: string[] = Object.values(schema)
  .flatMap((v: unknown) => (is(v, PgTable) ? [getTableName(v)] : []))
  .filter((name) => name !== 'jobs');

/** Every row of every table (but `except`), in a stable order. */
export async function databaseSnapshot(db: Db, except: string[] = []): Promise<string> {
  const parts: string[] = [];
  for (const name of TABLE_NAMES) {
    if (except.includes(name)) continue;
    const result = await db.execute(
      sql`select coalesce(json_agg(t order by t::text), '[]'::json)::text as rows from ${sql.identifier(name)} t`,
    );
    const rows = (result as unknown as { rows: { rows: string }[] }).rows;
    parts.push(`${name}: ${rows[0].rows}`);
  }
  return parts.join('\n');
}
