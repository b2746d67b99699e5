// The directory as a file (docs/decisions.md "The office's tools"):
// one row per member, families in ward and house order,
// read a batch of families at a time so 100,000 members are never in memory at once.
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { DIRECTORY_COLUMNS, FILE_FEMALE, FILE_MALE, FILE_NO, FILE_YES, type DirectoryRow } from '@parish/shared/office';
import type { Member } from '@parish/shared/members';
import type { Db } from '../../db/client.ts';
import { membersJsonOf } from '../../domain/members.ts';
import { BOM, csvLine } from './csv.ts';

export const EXPORT_BATCH_FAMILIES = 500;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface FamilyRow {
  id: string;
  house: string;
  ward: number;
  members: Member[] | string;
}

/** Every family of one ward (or all), in batches, ordered by ward, house name and id. */
export async function* familyBatches(
  db: Db,
  ward: number | 'all',
): AsyncGenerator<{ id: string; house: string; ward: number; members: Member[] }[]> {
  let after: { ward: number; house: string; id: string } | null = null;
  for (;;) {
    const wardFilter = ward === 'all' ? sql`true` : sql`h.ward = ${ward}`;
    const cursor = after
      ? sql`(h.ward, h.house, h.id) > (${after.ward}, ${after.house}, ${after.id}::uuid)`
      : sql`true`;
    const rows: FamilyRow[] = rowsOf<FamilyRow>(
      await db.execute(sql`
      select h.id, h.house, h.ward, ${membersJsonOf(sql`h.id`)} as members from houses h
      where ${wardFilter} and ${cursor} order by h.ward, h.house, h.id limit ${EXPORT_BATCH_FAMILIES}`),
    );
    if (!rows.length) return;
    yield rows.map((r) => ({
      id: r.id,
      house: r.house,
      ward: Number(r.ward),
      members: typeof r.members === 'string' ? JSON.parse(r.members) : r.members,
    }));
    const last = rows[rows.length - 1];
    after = { ward: Number(last.ward), house: last.house, id: last.id };
    if (rows.length < EXPORT_BATCH_FAMILIES) return;
  }
}

/** A member as the file's cells, in the language of the header. */
export function directoryRow(
  f: { id: string; house: string; ward: number },
  m: Member,
  lang: 'ml' | 'en',
): DirectoryRow {
  return {
    ward: String(f.ward),
    house: f.house,
    name: m.name,
    nameEng: m.nameEng ?? '',
    HOH: m.HOH ? FILE_YES[lang] : FILE_NO[lang],
    relation: m.relation,
    age: m.age === undefined ? '' : String(m.age),
    gender: m.gender === false ? FILE_FEMALE[lang] : FILE_MALE[lang],
    work: m.work ?? '',
    phone: m.phone ?? '',
    blood: m.blood ?? '',
    birthMonth: m.birthMonth == null ? '' : String(m.birthMonth),
    birthDay: m.birthDay == null ? '' : String(m.birthDay),
    origin: m.origin,
    location: m.location,
    email: m.email ?? '',
    family: f.id,
  };
}

export function headerRow(lang: 'ml' | 'en'): string[] {
  return DIRECTORY_COLUMNS.map((c) => c[lang]);
}

export function cellsOf(row: DirectoryRow): string[] {
  return DIRECTORY_COLUMNS.map((c) => row[c.key]);
}

/** The directory as CSV, UTF-8 with a BOM (Excel then reads Malayalam), produced as it is read. */
export function directoryCsv(db: Db, ward: number | 'all', lang: 'ml' | 'en'): Readable {
  async function* lines() {
    yield BOM + csvLine(headerRow(lang));
    for await (const batch of familyBatches(db, ward)) {
      let chunk = '';
      for (const f of batch) for (const m of f.members) chunk += csvLine(cellsOf(directoryRow(f, m, lang)));
      yield chunk;
    }
  }
  return Readable.from(lines());
}
