// The four statements of a simple domain's writes (docs/decisions.md "Server write kit") and its list
// and page reads, made
// from its table and its wire columns (`{ _id: departed.id, YOD: departed.yod, … }`: the answer's
// names on the left). A body's fields are written to the columns of the same wire name; a field
// left out (undefined) keeps its value. A domain with a rule of its own in a statement (FAQ's
// order, a message's kind) writes that one in its queries.ts and takes the others from here.
// `pageOf` pages any table's rows with their count.
import { count, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

type Table = PgTable & { id: PgColumn };
type Order = readonly (SQL | PgColumn)[];

/** Rows `offset` on of a whole table in `order`, at most `limit`, and how many the table holds. */
export async function pageOf<Row>(
  db: Db,
  table: PgTable,
  columns: Record<string, PgColumn>,
  order: Order,
  limit: number,
  offset: number,
): Promise<[Row[], number]> {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(columns)
      .from(table)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(table),
  ]);
  return [rows as Row[], n];
}

export interface TableQueries<Row> {
  find(db: Db, id: string): Promise<Row | undefined>;
  insert(db: Db, input: object): Promise<Row>;
  /** Sets only the fields present; a body with nothing to set changes nothing. */
  update(db: Db, id: string, fields: object): Promise<Row | undefined>;
  /** `delete … returning`: the row that was there. */
  remove(db: Db, id: string): Promise<Row | undefined>;
  /** Every row, in the domain's order. */
  list(db: Db): Promise<Row[]>;
  /** Page `page` (from 1) of `size` rows in that order, and the count of all (pageOf). */
  page(db: Db, page: number, size: number): Promise<[Row[], number]>;
}

/** `order`: the domain's order of its lists (default: by id). */
export function tableQueries<Row>(
  table: Table,
  columns: Record<string, PgColumn>,
  order: Order = [table.id],
): TableQueries<Row> {
  // The table's own key of each wire name (`YOD` → `yod`).
  const own = Object.entries(getTableColumns(table));
  const keyOf = new Map(
    Object.entries(columns).flatMap(([wire, column]) => {
      const key = own.find(([, c]) => c === column)?.[0];
      return key && wire !== '_id' ? [[wire, key] as const] : [];
    }),
  );
  const values = (fields: object) =>
    Object.fromEntries(
      Object.entries(fields)
        .filter(([wire, v]) => v !== undefined && keyOf.has(wire))
        .map(([wire, v]) => [keyOf.get(wire), v]),
    );
  // drizzle types a statement by its table's own columns; the answers are typed by the domain's Row.
  const find = async (db: Db, id: string) =>
    ((await db.select(columns).from(table).where(eq(table.id, id))) as Row[])[0];
  return {
    find,
    insert: async (db, input) => ((await db.insert(table).values(values(input)).returning(columns)) as Row[])[0],
    update: async (db, id, fields) => {
      const set = values(fields);
      if (!Object.keys(set).length) return find(db, id);
      return ((await db.update(table).set(set).where(eq(table.id, id)).returning(columns)) as Row[])[0];
    },
    remove: async (db, id) => ((await db.delete(table).where(eq(table.id, id)).returning(columns)) as Row[])[0],
    list: async (db) =>
      (await db
        .select(columns)
        .from(table)
        .orderBy(...order)) as Row[],
    page: (db, page, size) => pageOf<Row>(db, table, columns, order, size, (page - 1) * size),
  };
}
