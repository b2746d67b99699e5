// What every database needs at start: the wards (the demo's parish and accounts are in setup/).
import { count, sql } from 'drizzle-orm';
import { WARDS } from '@parish/shared/plain/wards';
import type { Db } from './client.ts';
import { houses, wards } from './schema.ts';

export async function ensureWards(db: Db) {
  await db
    .insert(wards)
    .values(WARDS.map((w) => ({ ...w })))
    .onConflictDoUpdate({ target: wards.number, set: { name: sql`excluded.name`, nameEng: sql`excluded.name_eng` } });
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(houses);
  return (row?.n ?? 0) === 0;
}
