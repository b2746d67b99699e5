// Reading a directory file back (docs/decisions.md "The office's tools"):
// every row checked with the shared member and house
// schemas, problems listed per row, and nothing written unless every row is good.
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { HouseCreateSchema } from '@parish/shared/houses';
import { MemberInputSchema, type MemberInput } from '@parish/shared/members';
import {
  DIRECTORY_COLUMNS,
  FILE_FEMALE,
  FILE_MALE,
  FILE_NO,
  FILE_YES,
  type DirectoryKey,
  type ImportIssue,
  type ImportProblem,
  type ImportReport,
} from '@parish/shared/office';
import { WARD_COUNT } from '@parish/shared/plain/constants';
import { shorten } from '@parish/shared/plain/excerpt';
import { hasNoEmoji, NAME_EMOJI_MESSAGE } from '@parish/shared/plain/names';
import type { Db } from '../../db/client.ts';
import { houses, members } from '../../db/schema.ts';
import { memberValues } from '../../domain/members.ts';
import { houseSearchKey } from '../../domain/search-keys.ts';
import { unsafeCell } from './csv.ts';

const REQUIRED: DirectoryKey[] = ['ward', 'house', 'name', 'HOH', 'age', 'gender'];
const norm = (s: string) => s.trim().toLowerCase();
const YES = new Set([FILE_YES.ml, FILE_YES.en, 'y', 'true', '1', '✓', 'ഉവ്വ്'].map(norm));
const NO = new Set([FILE_NO.ml, FILE_NO.en, 'n', 'false', '0', ''].map(norm));
const MALE = new Set([FILE_MALE.ml, FILE_MALE.en, 'm', 'ആൺ', 'true'].map(norm));
const FEMALE = new Set([FILE_FEMALE.ml, FILE_FEMALE.en, 'f', 'പെൺ', 'false'].map(norm));

export interface ImportFamily {
  ward: number;
  house: string;
  /** The file's family id, when it has that column filled. */
  id?: string;
  rows: number[];
  members: MemberInput[];
  /** Set when a family of the same ward and house name exists. */
  existingId?: string;
}

export interface ImportPlan {
  report: ImportReport;
  families: ImportFamily[];
}

/** A cell quoted in the report: its first 40 graphemes (docs/decisions.md "Texts are shortened by graphemes"). */
const quote = (v: string) => shorten(v, 41, { atWord: false });

/** The column index of each field, from a header in Malayalam or English. */
function readHeader(header: string[]): Partial<Record<DirectoryKey, number>> | null {
  const byName = new Map<string, DirectoryKey>();
  for (const c of DIRECTORY_COLUMNS) {
    byName.set(norm(c.ml), c.key);
    byName.set(norm(c.en), c.key);
    byName.set(norm(c.key), c.key);
  }
  const index: Partial<Record<DirectoryKey, number>> = {};
  header.forEach((h, i) => {
    const key = byName.get(norm(h));
    if (key && index[key] === undefined) index[key] = i;
  });
  return REQUIRED.every((k) => index[k] !== undefined) ? index : null;
}

function problemOfField(field: string, code: string, message: string): ImportProblem {
  if (message === NAME_EMOJI_MESSAGE) return 'emoji_in_name';
  switch (field) {
    case 'phone':
      return 'bad_phone';
    case 'blood':
      return 'bad_blood';
    case 'birthMonth':
    case 'birthDay':
      return 'bad_birthday';
    case 'email':
      return 'bad_email';
    case 'age':
      return 'bad_age';
    case 'name':
      return code === 'too_small' ? 'missing_name' : 'too_long';
    default:
      return code === 'too_big' ? 'too_long' : 'bad_value';
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const int = (v: string): number | null => (/^\s*\d{1,4}\s*$/.test(v) ? Number(v) : null);

/** Checks every row; groups them into families (same ward and house name). */
export function planImport(table: string[][]): ImportPlan {
  const issues: ImportIssue[] = [];
  const families = new Map<string, ImportFamily>();
  const report = (rows: number, fams: number): ImportReport => ({
    rows,
    families: fams,
    newFamilies: 0,
    updatedFamilies: 0,
    members: 0,
    issues,
    written: false,
  });
  if (table.length < 2) {
    issues.push({ rows: [1], field: null, problem: 'empty_file' });
    return { report: report(0, 0), families: [] };
  }
  const index = readHeader(table[0]);
  if (!index) {
    const missing = REQUIRED.filter(
      (k) =>
        !table[0].some((h) =>
          DIRECTORY_COLUMNS.some((c) => c.key === k && [c.ml, c.en, c.key].map(norm).includes(norm(h))),
        ),
    );
    issues.push({ rows: [1], field: missing.join(', '), problem: 'bad_header' });
    return { report: report(table.length - 1, 0), families: [] };
  }
  const cell = (row: string[], key: DirectoryKey) => {
    const i = index[key];
    return i === undefined ? '' : unsafeCell(row[i] ?? '').trim();
  };
  for (let r = 1; r < table.length; r++) {
    const line = r + 1;
    const row = table[r];
    const add = (field: string | null, problem: ImportProblem, value?: string) =>
      issues.push({ rows: [line], field, problem, ...(value ? { value: quote(value) } : {}) });
    const wardText = cell(row, 'ward');
    const ward = int(wardText);
    let ok = true;
    if (!wardText) {
      add('ward', 'missing_ward');
      ok = false;
    } else if (ward === null || ward < 1 || ward > WARD_COUNT) {
      add('ward', 'bad_ward', wardText);
      ok = false;
    }
    const house = cell(row, 'house').replace(/\s+/g, ' ');
    if (!house) {
      add('house', 'missing_house');
      ok = false;
    } else if (!hasNoEmoji(house)) {
      add('house', 'emoji_in_name', house);
      ok = false;
    }
    const hoh = norm(cell(row, 'HOH'));
    if (!YES.has(hoh) && !NO.has(hoh)) {
      add('HOH', 'bad_hoh', cell(row, 'HOH'));
      ok = false;
    }
    const gender = norm(cell(row, 'gender'));
    if (!MALE.has(gender) && !FEMALE.has(gender)) {
      add('gender', 'bad_gender', cell(row, 'gender'));
      ok = false;
    }
    const age = int(cell(row, 'age'));
    if (age === null) {
      add('age', 'bad_age', cell(row, 'age'));
      ok = false;
    }
    const month = cell(row, 'birthMonth');
    const day = cell(row, 'birthDay');
    if ((month && int(month) === null) || (day && int(day) === null)) {
      add('birthDay', 'bad_birthday', `${month}/${day}`);
      ok = false;
    }
    const candidate = {
      name: cell(row, 'name'),
      nameEng: cell(row, 'nameEng'),
      age: age ?? -1,
      work: cell(row, 'work'),
      phone: cell(row, 'phone'),
      HOH: YES.has(hoh),
      gender: !FEMALE.has(gender),
      relation: cell(row, 'relation'),
      origin: cell(row, 'origin'),
      location: cell(row, 'location'),
      blood: cell(row, 'blood').toUpperCase().replace(/\s+/g, ''),
      birthMonth: month ? int(month) : null,
      birthDay: day ? int(day) : null,
      email: cell(row, 'email'),
    };
    const parsed = MemberInputSchema.safeParse(candidate);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (seen.has(field) || (field === 'age' && age === null)) continue;
        if (
          (field === 'birthDay' || field === 'birthMonth') &&
          issues.some((i) => i.rows[0] === line && i.problem === 'bad_birthday')
        )
          continue;
        seen.add(field);
        add(
          field,
          problemOfField(field, issue.code, issue.message),
          String((candidate as Record<string, unknown>)[field] ?? ''),
        );
      }
      ok = false;
    }
    const id = cell(row, 'family').toLowerCase();
    if (id && !UUID.test(id)) {
      add('family', 'bad_family_id', id);
      continue;
    }
    if (!ward || !house) continue;
    const key = id || `${ward}\u0000${norm(house)}`;
    const family = families.get(key) ?? { ward, house, rows: [], members: [], ...(id ? { id } : {}) };
    families.set(key, family);
    // One family id, one house: rows that disagree on its ward or name are a mistake in the file.
    if (id && (family.ward !== ward || norm(family.house) !== norm(house)))
      add('house', 'family_mismatch', `${ward} ${house}`);
    family.rows.push(line);
    if (ok && parsed.success) family.members.push(parsed.data);
    else family.members.push(candidate as MemberInput); // counted for the head check; never written (issues)
  }
  for (const f of families.values()) checkFamily(f, issues);
  issues.sort((a, b) => a.rows[0] - b.rows[0]);
  return { report: report(table.length - 1, families.size), families: [...families.values()] };
}

/** The house schema's own check (exactly one head, at most 40 members), said per family. */
function checkFamily(f: ImportFamily, issues: ImportIssue[]) {
  const result = HouseCreateSchema.safeParse({ house: f.house, ward: f.ward, members: f.members } satisfies z.input<
    typeof HouseCreateSchema
  >);
  if (result.success) return;
  const heads = f.rows.filter((_, i) => f.members[i].HOH);
  if (heads.length > 1) issues.push({ rows: heads, field: 'HOH', problem: 'two_heads', value: f.house });
  else if (heads.length === 0) issues.push({ rows: f.rows, field: 'HOH', problem: 'no_head', value: f.house });
  if (f.members.length > 40) issues.push({ rows: f.rows, field: null, problem: 'too_many_members', value: f.house });
}

/**
 * Marks the families that exist already: by the file's family id, else by ward and house name.
 * A name that several families of the ward share cannot say which is meant: that is an issue.
 */
export async function matchExisting(db: Db, families: ImportFamily[]): Promise<ImportIssue[]> {
  const issues: ImportIssue[] = [];
  const ids = families.flatMap((f) => (f.id ? [f.id] : []));
  const known = new Set<string>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    for (const h of await db
      .select({ id: houses.id })
      .from(houses)
      .where(inArray(houses.id, ids.slice(i, i + CHUNK))))
      known.add(h.id);
  }
  const byName = families.filter((f) => !f.id);
  const wards = [...new Set(byName.map((f) => f.ward))];
  const existing = wards.length
    ? await db
        .select({ id: houses.id, ward: houses.ward, house: houses.house })
        .from(houses)
        .where(inArray(houses.ward, wards))
    : [];
  const byKey = new Map<string, string[]>();
  for (const h of existing) {
    const key = `${h.ward}\u0000${norm(h.house.replace(/\s+/g, ' '))}`;
    byKey.set(key, [...(byKey.get(key) ?? []), h.id]);
  }
  for (const f of families) {
    if (f.id) {
      if (known.has(f.id)) f.existingId = f.id;
      continue;
    }
    const found = byKey.get(`${f.ward}\u0000${norm(f.house)}`) ?? [];
    if (found.length === 1) f.existingId = found[0];
    else if (found.length > 1)
      issues.push({ rows: f.rows, field: 'house', problem: 'ambiguous_house', value: f.house });
  }
  return issues;
}

const CHUNK = 1000;

/**
 * Writes the plan in the caller's transaction. A new family is inserted with its members; an
 * existing one keeps its id and photo, its members matched by name are updated, the others added.
 */
export async function writeImport(tx: Db, families: ImportFamily[]): Promise<void> {
  const fresh = families.filter((f) => !f.existingId);
  for (let i = 0; i < fresh.length; i += CHUNK) {
    const part = fresh.slice(i, i + CHUNK);
    // A family id from the file is kept, so importing the same file again finds the family.
    const ids = await tx
      .insert(houses)
      .values(
        part.map((f) => ({
          ...(f.id ? { id: f.id } : {}),
          house: f.house,
          houseKey: houseSearchKey(f.house),
          ward: f.ward,
        })),
      )
      .returning({ id: houses.id });
    const rows = part.flatMap((f, j) => f.members.map((m) => ({ houseId: ids[j].id, ...memberValues(m) })));
    for (let k = 0; k < rows.length; k += CHUNK) await tx.insert(members).values(rows.slice(k, k + CHUNK));
  }
  const known = families.filter((f) => f.existingId);
  if (!known.length) return;
  const present = await tx
    .select({ id: members.id, houseId: members.houseId, name: members.name, age: members.age })
    .from(members)
    .where(
      inArray(
        members.houseId,
        known.map((f) => f.existingId as string),
      ),
    );
  const byHouse = new Map<string, { id: string; name: string; age: number }[]>();
  for (const m of present) byHouse.set(m.houseId, [...(byHouse.get(m.houseId) ?? []), m]);
  // The file names the head: nobody else in these houses keeps the mark.
  await tx
    .update(members)
    .set({ hoh: false })
    .where(
      inArray(
        members.houseId,
        known.map((f) => f.existingId as string),
      ),
    );
  const inserts: (ReturnType<typeof memberValues> & { houseId: string })[] = [];
  for (const f of known) {
    const houseId = f.existingId as string;
    // Matched by id, the file may rename the family or move it to another ward.
    if (f.id)
      await tx
        .update(houses)
        .set({ house: f.house, houseKey: houseSearchKey(f.house), ward: f.ward, updatedAt: new Date() })
        .where(eq(houses.id, houseId));
    const pool = [...(byHouse.get(houseId) ?? [])];
    for (const m of f.members) {
      // Same name and age first (a father and son may share a name), then the same name.
      const sameAge = pool.findIndex((p) => norm(p.name) === norm(m.name) && p.age === m.age);
      const at = sameAge >= 0 ? sameAge : pool.findIndex((p) => norm(p.name) === norm(m.name));
      if (at < 0) {
        inserts.push({ houseId, ...memberValues(m) });
        continue;
      }
      const [match] = pool.splice(at, 1);
      await tx.update(members).set(memberValues(m)).where(eq(members.id, match.id));
    }
  }
  for (let k = 0; k < inserts.length; k += CHUNK) await tx.insert(members).values(inserts.slice(k, k + CHUNK));
}
