// A departed record as the API answers it (docs/product.md "Departed record"), and its row
// writes: the departed list's editor and a house's mark-departed both insert through them.
import type { Departed } from '@parish/shared/departed';
import { departed } from '../db/schema.ts';
import { tableQueries } from '../db/table-queries.ts';

export const departedColumns = {
  _id: departed.id,
  name: departed.name,
  house: departed.house,
  YOD: departed.yod,
  image: departed.image,
  preImage: departed.preImage,
  phone: departed.phone,
};

/** Find, insert, update and delete of one profile (db/table-queries.ts). */
export const departedRows = tableQueries<Departed>(departed, departedColumns);
