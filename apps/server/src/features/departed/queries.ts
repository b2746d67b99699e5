// The departed (spec §3 Departed): newest year of death first, those without a year last.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Departed, DepartedUpdate } from '@parish/shared/departed';
import type { Db } from '../../db/client.ts';
import { departed } from '../../db/schema.ts';

const departedColumns = {
  _id: departed.id,
  name: departed.name,
  house: departed.house,
  YOD: departed.yod,
  image: departed.image,
  preImage: departed.preImage,
  phone: departed.phone,
};

const order = [sql`${departed.yod} desc nulls last`, desc(departed.createdAt), departed.id] as const;

export async function listDeparted(db: Db): Promise<Departed[]> {
  return db.select(departedColumns).from(departed).orderBy(...order);
}

export async function departedPage(db: Db, limit: number, offset: number): Promise<[Departed[], number]> {
  const [items, [{ n }]] = await Promise.all([
    db.select(departedColumns).from(departed).orderBy(...order).limit(limit).offset(offset),
    db.select({ n: count() }).from(departed),
  ]);
  return [items, n];
}

export async function findDeparted(db: Db, id: string): Promise<Departed | undefined> {
  const [row] = await db.select(departedColumns).from(departed).where(eq(departed.id, id));
  return row;
}

export interface DepartedValues {
  name: string; house: string; YOD: number | null; phone: string; image: string | null; preImage: string | null;
}

export async function insertDeparted(tx: Db, v: DepartedValues): Promise<Departed> {
  const [row] = await tx.insert(departed).values({
    name: v.name, house: v.house, yod: v.YOD, phone: v.phone, image: v.image, preImage: v.preImage,
  }).returning(departedColumns);
  return row;
}

/** Sets only the fields present (a field left out keeps its value). */
export async function updateDeparted(tx: Db, id: string, fields: Omit<DepartedUpdate, '_id'>): Promise<Departed | undefined> {
  const { YOD, ...rest } = fields as Omit<DepartedUpdate, '_id' | 'YOD'> & { YOD?: number | null };
  const set = { ...rest, ...(YOD === undefined ? {} : { yod: YOD }) };
  if (!Object.values(set).some((v) => v !== undefined)) return findDeparted(tx, id);
  const [row] = await tx.update(departed).set(set).where(eq(departed.id, id)).returning(departedColumns);
  return row;
}

export async function deleteDeparted(tx: Db, id: string): Promise<Departed | undefined> {
  const [row] = await tx.delete(departed).where(eq(departed.id, id)).returning(departedColumns);
  return row;
}
