// A departed record as the API answers it and its order (docs/product.md "Departed record"): the
// departed list's editor and a house's mark-departed both write through these rows.
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

/** The profiles' rows (db/table-queries.ts), listed newest year of death first, those without one last. */
export const departedRows = tableQueries<Departed>(departed, departedColumns, [
  sql`${departed.yod} desc nulls last`,
  desc(departed.createdAt),
  departed.id,
]);
