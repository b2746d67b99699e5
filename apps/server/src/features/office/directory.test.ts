import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testApp, type TestApp } from '../../test/test-app.ts';
import { member } from '../../test/factories.ts';
import { auditLog, houses, members } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { csvLine, readCsv } from './csv.ts';
import { readXlsx, zipEntries } from './xlsx.ts';
import { IMPORT_BODY_LIMIT } from './directory-routes.ts';
import { IMPORT_MAX_CELL_CHARS, IMPORT_MAX_CELLS, IMPORT_MAX_ROWS } from '@parish/shared/plain/constants';
import { oneColumnCsv, overlappingZipBomb } from '../../test/hostile-files.ts';

const source = testApp({ as: ['admin'] });
const target = testApp({ as: ['admin'] });
const { admin } = source.cookies;
const { admin: targetAdmin } = target.cookies;

beforeAll(async () => {
  // Through the API, so the rows are as the site writes them (search keys, E.164 phones).
  const add = async (house: object) =>
    expect(
      (await source.app.inject({ method: 'POST', url: '/api/houses', headers: { cookie: admin }, payload: house }))
        .statusCode,
    ).toBe(201);
  await add({
    house: 'കുന്നേൽ',
    ward: 2,
    members: [
      member({ HOH: true, name: 'ജോസഫ്', age: 52, phone: '+971501234567' }),
      member({
        name: 'മേരി, "അമ്മ"',
        nameEng: 'Mary',
        age: 48,
        gender: false,
        blood: 'AB-',
        phone: '',
        birthMonth: null,
        birthDay: null,
        email: '',
      }),
    ],
  });
  await add({
    house: 'പുത്തൻപുര',
    ward: 7,
    members: [member({ HOH: true, name: 'ക്ഷേത്രപാലൻ', work: '=cmd', relation: 'ഗൃഹനാഥൻ' })],
  });
});

/** Every family with its members, as comparable plain values (ids left out). */
async function directoryOf(db: Db) {
  const rows = await db.select().from(houses).innerJoin(members, eq(members.houseId, houses.id));
  return rows
    .map(({ houses: h, members: m }) => ({
      ward: h.ward,
      house: h.house,
      name: m.name,
      nameEng: m.nameEng,
      nameKey: m.nameKey,
      age: m.age,
      work: m.work,
      phone: m.phone,
      hoh: m.hoh,
      gender: m.gender,
      relation: m.relation,
      origin: m.origin,
      location: m.location,
      blood: m.blood,
      birthMonth: m.birthMonth,
      birthDay: m.birthDay,
      email: m.email,
    }))
    .sort((a, b) => `${a.ward}${a.house}${a.name}`.localeCompare(`${b.ward}${b.house}${b.name}`));
}

const exportFile = (app: TestApp, cookie: string, query: string) =>
  app.app.inject({ url: `/api/directory/export?${query}`, headers: { cookie } });
const importFile = (app: TestApp, cookie: string, body: string | Buffer, preview = false, type = 'text/csv') =>
  app.app.inject({
    method: 'POST',
    url: `/api/directory/import${preview ? '/preview' : ''}`,
    headers: { cookie, 'content-type': type },
    payload: body,
  });

describe('export', () => {
  it('gives every member of every ward as CSV with a BOM and a Malayalam header, and records who took it', async () => {
    const res = await exportFile(source, admin, 'ward=all&format=csv&lang=ml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="parish-directory-all.csv"');
    expect(res.body.startsWith('\uFEFFവാർഡ്,വീട്ടുപേര്,പേര്')).toBe(true);
    const rows = await readCsv(res.body);
    expect(rows).toHaveLength(4);
    expect(rows[1].slice(0, 5)).toEqual(['2', 'കുന്നേൽ', 'ജോസഫ്', 'Joseph', 'അതെ']);
    expect(rows[2][2]).toBe('മേരി, "അമ്മ"');
    expect(rows[3][8]).toBe("'=cmd"); // a formula-like cell is not run by Excel
    expect(rows[1].at(-2)).toBe('joseph@example.com');
    expect(rows[1].at(-1)).toMatch(/^[0-9a-f-]{36}$/); // the family id
    const [audit] = await source.database.db.select().from(auditLog).where(eq(auditLog.action, 'export'));
    expect(audit).toMatchObject({
      entity: 'directory',
      entityId: 'all',
      after: { ward: 'all', format: 'csv', lang: 'ml' },
    });
  });

  it('gives one ward, with an English header, and as XLSX', async () => {
    const csv = await readCsv((await exportFile(source, admin, 'ward=7&lang=en')).body);
    expect(csv.map((r) => r[0])).toEqual(['Ward', '7']);
    const xlsx = await exportFile(source, admin, 'ward=2&format=xlsx');
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const table = await readXlsx(xlsx.rawPayload);
    expect(table).toHaveLength(3);
    expect(table[2].slice(0, 4)).toEqual(['2', 'കുന്നേൽ', 'മേരി, "അമ്മ"', 'Mary']);
  });

  it('refuses a bad ward (400), visitors (401) and users (403)', async () => {
    expect((await exportFile(source, admin, 'ward=22')).statusCode).toBe(400);
    expect((await source.app.inject({ url: '/api/directory/export' })).statusCode).toBe(401);
    expect((await exportFile(source, await source.login('user'), 'ward=all')).statusCode).toBe(403);
  });
});

describe('import', () => {
  it('an export imported into an empty parish gives the same families and members (CSV and XLSX)', async () => {
    const csv = (await exportFile(source, admin, 'ward=all')).body;
    const preview = await importFile(target, targetAdmin, csv, true);
    expect(preview.json()).toEqual({
      rows: 3,
      families: 2,
      newFamilies: 2,
      updatedFamilies: 0,
      members: 3,
      issues: [],
      written: false,
    });
    expect(await directoryOf(target.database.db)).toEqual([]);
    const res = await importFile(target, targetAdmin, csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ newFamilies: 2, written: true });
    expect(await directoryOf(target.database.db)).toEqual(await directoryOf(source.database.db));
    const [audit] = await target.database.db.select().from(auditLog).where(eq(auditLog.action, 'import'));
    expect(audit.after).toMatchObject({ newFamilies: 2, members: 3 });

    // The same file again: the families are matched by ward and house name and updated, not doubled.
    const xlsx = (await exportFile(source, admin, 'ward=all&format=xlsx&lang=en')).rawPayload;
    const again = await importFile(
      target,
      targetAdmin,
      xlsx,
      false,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(again.json()).toMatchObject({ newFamilies: 0, updatedFamilies: 2, written: true });
    expect(await directoryOf(target.database.db)).toEqual(await directoryOf(source.database.db));
  });

  it("tells apart a ward's families of one house name by the family id, and asks for it when missing", async () => {
    const header = csvLine(['Ward', 'House', 'Name', 'Head of household', 'Age', 'Gender']);
    const twoAlappatts =
      header +
      csvLine(['9', 'ആലപ്പാട്ട്', 'തോമസ്', 'Yes', '60', 'Male']) +
      csvLine(['9', 'ആലപ്പാട്ട്', 'ഔസേപ്പ്', 'Yes', '58', 'Male']);
    // Without ids, two families of one name read as one family with two heads.
    expect((await importFile(target, targetAdmin, twoAlappatts, true)).json().issues[0]).toMatchObject({
      problem: 'two_heads',
      rows: [2, 3],
    });
    const ids = ['7b0c5a3e-1f2d-4c3b-9a8e-000000000001', '7b0c5a3e-1f2d-4c3b-9a8e-000000000002'];
    const withIds =
      csvLine(['Ward', 'House', 'Name', 'Head of household', 'Age', 'Gender', 'Family ID']) +
      csvLine(['9', 'ആലപ്പാട്ട്', 'തോമസ്', 'Yes', '60', 'Male', ids[0]]) +
      csvLine(['9', 'ആലപ്പാട്ട്', 'ഔസേപ്പ്', 'Yes', '58', 'Male', ids[1]]);
    expect((await importFile(target, targetAdmin, withIds)).json()).toMatchObject({ newFamilies: 2, written: true });
    expect((await importFile(target, targetAdmin, withIds)).json()).toMatchObject({
      newFamilies: 0,
      updatedFamilies: 2,
      written: true,
    });
    expect((await target.database.db.select().from(houses).where(eq(houses.ward, 9))).map((h) => h.id).sort()).toEqual(
      ids,
    );
    // A file without ids cannot say which ആലപ്പാട്ട് it means.
    const one = header + csvLine(['9', 'ആലപ്പാട്ട്', 'തോമസ്', 'Yes', '61', 'Male']);
    expect((await importFile(target, targetAdmin, one, true)).json().issues).toEqual([
      { rows: [2], field: 'house', problem: 'ambiguous_house', value: 'ആലപ്പാട്ട്' },
    ]);
    const badId = withIds.replace(ids[0], 'not-an-id');
    expect((await importFile(target, targetAdmin, badId, true)).json().issues[0]).toMatchObject({
      rows: [2],
      problem: 'bad_family_id',
    });
  });

  it("lists every row's problems and writes nothing when any row is bad", async () => {
    const before = await directoryOf(target.database.db);
    const header = csvLine(['Ward', 'House', 'Name', 'Head of household', 'Age', 'Gender', 'Phone', 'Blood group']);
    const file =
      header +
      csvLine(['3', 'പുതിയവീട്', 'ആന്റണി', 'Yes', '40', 'Male', '9447012345', 'O+']) +
      csvLine(['3', 'പുതിയവീട്', 'ലീന', 'Yes', '38', 'Female', '12', 'Z+']) +
      csvLine(['', 'ഒരുവീട്', 'ജോൺ', 'Yes', '30', 'Male', '', '']) +
      csvLine(['4', 'നല്ലവീട്', 'സാറ', 'Yes', 'ten', 'F', '', '']);
    const preview = (await importFile(target, targetAdmin, file, true)).json();
    expect(preview.issues).toEqual([
      { rows: [2, 3], field: 'HOH', problem: 'two_heads', value: 'പുതിയവീട്' },
      { rows: [3], field: 'phone', problem: 'bad_phone', value: '12' },
      { rows: [3], field: 'blood', problem: 'bad_blood', value: 'Z+' },
      { rows: [4], field: 'ward', problem: 'missing_ward' },
      { rows: [5], field: 'age', problem: 'bad_age', value: 'ten' },
    ]);
    const res = await importFile(target, targetAdmin, file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'import_refused', message: expect.stringContaining('5 problems') });
    expect(await directoryOf(target.database.db)).toEqual(before);
  });

  it('a name or house name with emoji is a bad row (not a 500), nothing written; Malayalam ZWNJ passes', async () => {
    const before = await directoryOf(target.database.db);
    const header = csvLine(['Ward', 'House', 'Name', 'Name in English', 'Head of household', 'Age', 'Gender']);
    const file =
      header +
      csvLine(['5', 'ഓഡിറ്റ്‌വീട് 😀🏠', 'മത്തായി', '', 'Yes', '50', 'Male']) +
      csvLine(['5', 'കുന്നേൽ', 'ആന്റണി 🇮🇳', 'Antony', 'Yes', '40', 'Male']) +
      csvLine(['5', 'പാറയിൽ', 'റോസ', 'Rose ❤️', 'Yes', '30', 'Female']);
    const preview = await importFile(target, targetAdmin, file, true);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().issues).toEqual([
      { rows: [2], field: 'house', problem: 'emoji_in_name', value: 'ഓഡിറ്റ്‌വീട് 😀🏠' },
      { rows: [3], field: 'name', problem: 'emoji_in_name', value: 'ആന്റണി 🇮🇳' },
      { rows: [4], field: 'nameEng', problem: 'emoji_in_name', value: 'Rose ❤️' },
    ]);
    const res = await importFile(target, targetAdmin, file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'import_refused' });
    expect(await directoryOf(target.database.db)).toEqual(before);
    const fine = header + csvLine(['5', 'ഓഡിറ്റ്‌വീട്', 'മത്തായി', '', 'Yes', '50', 'Male']);
    expect((await importFile(target, targetAdmin, fine, true)).json().issues).toEqual([]);
  });

  it('refuses a file without the needed columns, and one that is not CSV or XLSX', async () => {
    const noHeader = (await importFile(target, targetAdmin, 'a,b\n1,2\n', true)).json();
    expect(noHeader.issues[0]).toMatchObject({ problem: 'bad_header', field: 'ward, house, name, HOH, age, gender' });
    const broken = await importFile(
      target,
      targetAdmin,
      Buffer.from('PK\u0003\u0004broken'),
      true,
      'application/octet-stream',
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields).toEqual({ file: 'unreadable' });
  });

  it('is for admins only', async () => {
    expect(
      (
        await target.app.inject({
          method: 'POST',
          url: '/api/directory/import',
          headers: { 'content-type': 'text/csv' },
          payload: 'x',
        })
      ).statusCode,
    ).toBe(401);
    expect((await importFile(target, await target.login('user'), 'x', true)).statusCode).toBe(403);
  });
});

/** An XLSX of these rows (inline strings), made by the export's own zip writer. */
async function xlsxOf(
  rows: string[][],
  cell = (text: string, _column: number) => `<c t="inlineStr"><is><t>${text}</t></is></c>`,
): Promise<Buffer> {
  async function* text(xml: string) {
    yield xml;
  }
  async function* sheet() {
    yield (
      '<?xml version="1.0" encoding="UTF-8"?>' +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
    );
    for (const row of rows) yield `<row>${row.map((c, i) => cell(c, i)).join('')}</row>`;
    yield '</sheetData></worksheet>';
  }
  async function* entries(): AsyncGenerator<[string, AsyncIterable<string>]> {
    yield ['xl/worksheets/sheet1.xml', sheet()];
    yield [
      'xl/workbook.xml',
      text('<workbook><sheets><sheet name="A" sheetId="1" r:id="rId1" xmlns:r="r"/></sheets></workbook>'),
    ];
  }
  const parts: Buffer[] = [];
  for await (const part of zipEntries(entries())) parts.push(part);
  return Buffer.concat(parts);
}

describe('files past the limits (docs/decisions.md, "Files read through libraries, with bounded memory")', () => {
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const header = csvLine(['Ward', 'House', 'Name', 'Head of household', 'Age', 'Gender']);

  it('keeps the 64 MB limit on the file itself (413), and reads a file sent without a Content-Length', async () => {
    const over = await target.app.inject({
      method: 'POST',
      url: '/api/directory/import/preview',
      headers: { cookie: targetAdmin, 'content-type': 'text/csv' },
      payload: Buffer.alloc(IMPORT_BODY_LIMIT + 1, 'a'),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json().code).toBe('payload_too_large');
    const chunked = await target.app.inject({
      method: 'POST',
      url: '/api/directory/import/preview',
      headers: { cookie: targetAdmin, 'content-type': 'text/csv' },
      payload: Readable.from([Buffer.from(header), Buffer.from(csvLine(['3', 'വീട്', 'ജോൺ', 'Yes', '30', 'Male']))]),
    });
    expect(chunked.statusCode, chunked.body).toBe(200);
    expect(chunked.json()).toMatchObject({ rows: 1, families: 1, issues: [] });
  });

  it('a zip bomb of overlapping entries: 413 before inflating; one that lies about its sizes: 400', async () => {
    const bomb = overlappingZipBomb({ inflatedMb: 60, entries: 10 });
    expect(bomb.length).toBeLessThan(200_000);
    const res = await importFile(target, targetAdmin, bomb, true, XLSX);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ code: 'import_too_large', message: expect.stringContaining('50 MB') });
    // Sizes that add up to more than the limit are refused as they are; smaller lies end where they say.
    expect(
      (
        await importFile(
          target,
          targetAdmin,
          overlappingZipBomb({ inflatedMb: 60, entries: 10, declaredMb: 30 }),
          true,
          XLSX,
        )
      ).json().code,
    ).toBe('import_too_large');
    const liar = await importFile(
      target,
      targetAdmin,
      overlappingZipBomb({ inflatedMb: 60, entries: 10, declaredMb: 1 }),
      true,
      XLSX,
    );
    expect(liar.statusCode, liar.body).toBe(400);
    expect(liar.json().fields).toEqual({ file: 'unreadable' });
  });

  it('refuses a 30 MB one-column CSV with a 413 past the row limit; the limit itself is read', async () => {
    const res = await importFile(target, targetAdmin, oneColumnCsv(30), true);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'import_too_many_rows',
      message: expect.stringContaining(String(IMPORT_MAX_ROWS)),
    });
    // The header and IMPORT_MAX_ROWS rows are read (this header lacks columns: a report, not a refusal).
    const atLimit = oneColumnCsv(1).subarray(0, 'ward\r\n'.length + 3 * IMPORT_MAX_ROWS);
    const read = await importFile(target, targetAdmin, atLimit, true);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ rows: IMPORT_MAX_ROWS, issues: [{ problem: 'bad_header' }] });
  });

  it('refuses an XLSX of more rows than the limit with a 413', async () => {
    const rows = [['ward'], ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => ['1'])];
    const over = await importFile(target, targetAdmin, await xlsxOf(rows), true, XLSX);
    expect(over.statusCode).toBe(413);
    expect(over.json().code).toBe('import_too_many_rows');
  });

  it('refuses a row of too many cells or a cell too long with a 400, in CSV and XLSX', async () => {
    const wide = header + csvLine(Array.from({ length: IMPORT_MAX_CELLS + 1 }, () => 'x'));
    const long = header + csvLine(['1', 'വീട്', 'x'.repeat(IMPORT_MAX_CELL_CHARS + 1), 'Yes', '40', 'Male']);
    // A cell placed in the sheet's last column (XFD): the row would be 16,384 cells wide.
    const farCell = await xlsxOf(
      [['ward', 'far']],
      (text, i) => `<c r="${i ? 'XFD' : 'A'}1" t="inlineStr"><is><t>${text}</t></is></c>`,
    );
    for (const [body, type] of [
      [wide, 'text/csv'],
      [long, 'text/csv'],
      [farCell, XLSX],
      [await xlsxOf([['ward', 'y'.repeat(IMPORT_MAX_CELL_CHARS + 1)]]), XLSX],
    ] as const) {
      const res = await importFile(target, targetAdmin, body, true, type);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'import_row_too_long',
        message: expect.stringMatching(/^Row \d+ has more than/),
      });
    }
    // A cell of 160 characters is read, and reported as too long for its field.
    const fine = header + csvLine(['1', 'വീട്', 'x'.repeat(161), 'Yes', '40', 'Male']);
    expect((await importFile(target, targetAdmin, fine, true)).json().issues).toEqual([
      expect.objectContaining({ problem: 'too_long' }),
    ]);
  });
});
