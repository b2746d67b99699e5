// The departed (docs/product.md "Departed record"): newest year of death first, those without a year last.
import { count, desc, sql } from 'drizzle-orm';
import type { Departed } from '@parish/shared/departed';
import type { Db } from '../../db/client.ts';
import { departed } from '../../db/schema.ts';
import { departedColumns } from '../../domain/departed.ts';

const order = [sql`${departed.yod} desc nulls last`, desc(departed.createdAt), departed.id] as const;

export async function listDeparted(db: Db): Promise<Departed[]> {
  return db
    .select(departedColumns)
    .from(departed)
    .orderBy(...order);
}

export async function departedPage(db: Db, limit: number, offset: number): Promise<[Departed[], number]> {
  const [items, [{ n }]] = await Promise.all([
    db
      .select(departedColumns)
      .from(departed)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(departed),
  ]);
  return [items, n];
}
