// A departed record as the API answers it (docs/product.md "Departed record"), its order (newest
// year of death first, those without a year last), and its rows: the departed list's editor and a
// house's mark-departed both insert through them.
import { desc, sql } from 'drizzle-orm';
import type { Departed } from '@parish/shared/departed';
import { departed } from '../db/schema.ts';
import { tableQueries } from '../db/table-queries.ts';

const departedColumns = {
  _id: departed.id,
  name: departed.name,
  house: departed.house,
  YOD: departed.yod,
  image: departed.image,
  preImage: departed.preImage,
  phone: departed.phone,
};

/** Find, insert, update, delete, list and page of the profiles (db/table-queries.ts). */
export const departedRows = tableQueries<Departed>(departed, departedColumns, [
  sql`${departed.yod} desc nulls last`,
  desc(departed.createdAt),
  departed.id,
]);
