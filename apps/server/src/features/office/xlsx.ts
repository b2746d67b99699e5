// The directory as an XLSX workbook. Written by hand (docs/decisions.md "The office's tools"):
// one sheet of inline strings, zipped
// as it is produced (deflate, data descriptors), so the 100,000-member file is never whole in
// memory. Read through libraries (docs/decisions.md, "Files read through libraries, with bounded
// memory"): yauzl for the zip, saxes for the XML, both streamed; it takes what Excel, LibreOffice
// and Google Sheets save (shared or inline strings, numbers).
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import { SaxesParser } from 'saxes';
import yauzl from 'yauzl';
import { IMPORT_MAX_CELL_CHARS, IMPORT_MAX_INFLATED_BYTES } from '@parish/shared/plain/constants';
import type { Db } from '../../db/client.ts';
import { cellsOf, directoryRow, familyBatches, headerRow } from './export.ts';
import { Table, tooLarge } from './table.ts';

const NUMERIC_COLUMNS = new Set([0, 6, 11, 12]); // ward, age, birth month, birth day (DIRECTORY_COLUMNS order)

const escapeXml = (s: string) =>
  s
    // Characters XML 1.0 cannot hold are dropped.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

function xmlRow(cells: string[]): string {
  return `<row>${cells
    .map((c, i) =>
      NUMERIC_COLUMNS.has(i) && /^\d{1,4}$/.test(c)
        ? `<c><v>${c}</v></c>`
        : `<c t="inlineStr"><is><t xml:space="preserve">${escapeXml(c)}</t></is></c>`,
    )
    .join('')}</row>`;
}

const SHEET_OPEN =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';

const STATIC_PARTS: [string, string][] = [
  [
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml"' +
      ' ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml"' +
      ' ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '</Types>',
  ],
  [
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1"' +
      ' Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"' +
      ' Target="xl/workbook.xml"/>' +
      '</Relationships>',
  ],
  [
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"' +
      ' xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      '<sheets><sheet name="Directory" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ],
  [
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1"' +
      ' Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet"' +
      ' Target="worksheets/sheet1.xml"/>' +
      '</Relationships>',
  ],
];

// ---- a streaming zip writer -------------------------------------------------------------------
const FLAGS = 0x0808; // bit 3: sizes in a data descriptor after the data; bit 11: UTF-8 names
const DOS_TIME = 0;
const DOS_DATE = (1 << 5) | 1; // 1980-01-01

interface Written {
  name: Buffer;
  crc: number;
  csize: number;
  usize: number;
  offset: number;
}

/** A zip of the given entries, each entry's content produced (and compressed) as it is read. */
export async function* zipEntries(entries: AsyncIterable<[string, AsyncIterable<string>]>): AsyncGenerator<Buffer> {
  let offset = 0;
  const written: Written[] = [];
  for await (const [name, content] of entries) {
    const nameBuf = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(FLAGS, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt16LE(nameBuf.length, 26);
    yield Buffer.concat([local, nameBuf]);
    const entry: Written = { name: nameBuf, crc: 0, csize: 0, usize: 0, offset };
    offset += 30 + nameBuf.length;
    const deflate = zlib.createDeflateRaw();
    const out: Buffer[] = [];
    deflate.on('data', (c: Buffer) => out.push(c));
    const ended = new Promise((resolve, reject) => {
      deflate.on('end', resolve);
      deflate.on('error', reject);
    });
    const drain = function* () {
      while (out.length) {
        const c = out.shift() as Buffer;
        entry.csize += c.length;
        yield c;
      }
    };
    for await (const text of content) {
      const buf = Buffer.from(text, 'utf8');
      entry.crc = zlib.crc32(buf, entry.crc);
      entry.usize += buf.length;
      deflate.write(buf);
      await new Promise<void>((resolve) => deflate.flush(zlib.constants.Z_SYNC_FLUSH, () => resolve()));
      yield* drain();
    }
    deflate.end();
    await ended;
    yield* drain();
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.csize, 8);
    descriptor.writeUInt32LE(entry.usize, 12);
    yield descriptor;
    offset += entry.csize + 16;
    written.push(entry);
  }
  const central = written.map((e) => {
    const h = Buffer.alloc(46);
    h.writeUInt32LE(0x02014b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(20, 6);
    h.writeUInt16LE(FLAGS, 8);
    h.writeUInt16LE(8, 10);
    h.writeUInt16LE(DOS_TIME, 12);
    h.writeUInt16LE(DOS_DATE, 14);
    h.writeUInt32LE(e.crc >>> 0, 16);
    h.writeUInt32LE(e.csize, 20);
    h.writeUInt32LE(e.usize, 24);
    h.writeUInt16LE(e.name.length, 28);
    h.writeUInt32LE(e.offset, 42);
    return Buffer.concat([h, e.name]);
  });
  const centralBuf = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(written.length, 8);
  end.writeUInt16LE(written.length, 10);
  end.writeUInt32LE(centralBuf.length, 12);
  end.writeUInt32LE(offset, 16);
  yield Buffer.concat([centralBuf, end]);
}

export function directoryXlsx(db: Db, ward: number | 'all', lang: 'ml' | 'en'): Readable {
  async function* sheet() {
    yield SHEET_OPEN + xmlRow(headerRow(lang));
    for await (const batch of familyBatches(db, ward)) {
      let chunk = '';
      for (const f of batch) for (const m of f.members) chunk += xmlRow(cellsOf(directoryRow(f, m, lang)));
      yield chunk;
    }
    yield '</sheetData></worksheet>';
  }
  async function* entries(): AsyncGenerator<[string, AsyncIterable<string>]> {
    for (const [name, xml] of STATIC_PARTS)
      yield [
        name,
        (async function* () {
          yield xml;
        })(),
      ];
    yield ['xl/worksheets/sheet1.xml', sheet()];
  }
  return Readable.from(zipEntries(entries()));
}

// ---- reading: the zip by yauzl (sizes checked entry by entry), the XML by saxes (streamed) -------

/** Entries a workbook has: a dozen parts; a file of thousands is not a workbook. */
const MAX_ZIP_ENTRIES = 10_000;
/** Distinct texts kept: every cell of IMPORT_MAX_ROWS rows of the directory's 17 columns fits. */
const MAX_SHARED_STRINGS = 500_000;

const unreadable = (why: string) => new Error(`not a workbook: ${why}`);
/** An element's name without its namespace prefix (some writers say x:row). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

function openZip(buf: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true, validateEntrySizes: true }, (err, zip) =>
      err ? reject(err) : resolve(zip),
    );
  });
}

/** The entries `want` names, by name (the first of a repeated name), read from the central directory. */
function entriesOf(zip: yauzl.ZipFile, want: (name: string) => boolean): Promise<Map<string, yauzl.Entry>> {
  if (zip.entryCount > MAX_ZIP_ENTRIES) return Promise.reject(unreadable('too many entries'));
  return new Promise((resolve, reject) => {
    const found = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      if (want(entry.fileName) && !found.has(entry.fileName)) found.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(found));
    zip.once('error', reject);
    zip.readEntry();
  });
}

/**
 * Streams one entry's XML through saxes, counting what it inflates to against `budget` (yauzl
 * also stops an entry at the size it declares), and giving the event loop turns.
 */
async function parseEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  table: Table,
  budget: { left: number },
  listen: (parser: SaxesParser) => void,
): Promise<void> {
  const stream = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (err, s) => (err ? reject(err) : resolve(s))),
  );
  const parser = new SaxesParser();
  listen(parser);
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      budget.left -= chunk.length;
      if (budget.left < 0) throw tooLarge();
      parser.write(decoder.write(chunk));
      await table.breathe();
    }
    parser.write(decoder.end());
    parser.close();
  } finally {
    stream.destroy();
  }
}

/** The attribute of that local name (r:id, id), whatever its prefix. */
const attribute = (attributes: Record<string, string>, name: string) =>
  Object.entries(attributes).find(([key]) => local(key) === name)?.[1];

function columnIndex(ref: string | undefined, fallback: number): number {
  const letters = ref?.match(/^[A-Z]+/)?.[0];
  if (!letters) return fallback;
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** The first sheet's part: workbook.xml names it, its relationships say where it is. */
async function firstSheetName(
  zip: yauzl.ZipFile,
  entries: Map<string, yauzl.Entry>,
  table: Table,
  budget: { left: number },
): Promise<string> {
  const workbook = entries.get('xl/workbook.xml');
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  let sheetId: string | undefined;
  const targets = new Map<string, string>();
  if (workbook && rels) {
    await parseEntry(zip, workbook, table, budget, (p) =>
      p.on('opentag', (tag) => {
        if (local(tag.name) === 'sheet' && sheetId === undefined)
          sheetId = attribute(tag.attributes as Record<string, string>, 'id');
      }),
    );
    await parseEntry(zip, rels, table, budget, (p) =>
      p.on('opentag', (tag) => {
        const attrs = tag.attributes as Record<string, string>;
        if (local(tag.name) === 'Relationship' && attrs.Id && attrs.Target) targets.set(attrs.Id, attrs.Target);
      }),
    );
  }
  const target = sheetId === undefined ? undefined : targets.get(sheetId);
  const named = target && (target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`);
  if (named && entries.has(named)) return named;
  // Without a readable workbook part: the lowest-numbered sheet.
  const sheets = [...entries.keys()].filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n));
  sheets.sort((a, b) => Number(a.match(/\d+/)?.[0]) - Number(b.match(/\d+/)?.[0]));
  if (!sheets[0]) throw unreadable('no sheet');
  return sheets[0];
}

/** The texts of sharedStrings.xml: each <si>'s <t> runs (its phonetic <rPh> runs left out). */
async function readSharedStrings(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  table: Table,
  budget: { left: number },
): Promise<string[]> {
  const shared: string[] = [];
  let text: string | null = null;
  let inT = false;
  let phonetic = 0;
  await parseEntry(zip, entry, table, budget, (p) => {
    p.on('opentag', (tag) => {
      const name = local(tag.name);
      if (name === 'si') text = '';
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && !phonetic) inT = true;
    });
    const onText = (t: string) => {
      // A text longer than a cell may be is kept just too long, so the cell using it is refused.
      if (inT && text !== null && text.length <= IMPORT_MAX_CELL_CHARS)
        text += t.slice(0, IMPORT_MAX_CELL_CHARS + 1 - text.length);
    };
    p.on('text', onText);
    p.on('cdata', onText);
    p.on('closetag', (tag) => {
      const name = local(tag.name);
      if (name === 't') inT = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si' && text !== null) {
        if (shared.length >= MAX_SHARED_STRINGS) throw tooLarge();
        shared.push(text);
        text = null;
      }
    });
  });
  return shared;
}

/**
 * The first sheet of an XLSX file as rows of cell texts (shared or inline strings, numbers), within
 * the limits of `Table` and IMPORT_MAX_INFLATED_BYTES over every part read.
 */
export async function readXlsx(buf: Buffer): Promise<string[][]> {
  const table = new Table();
  const zip = await openZip(buf);
  try {
    const entries = await entriesOf(
      zip,
      (n) =>
        n === 'xl/workbook.xml' ||
        n === 'xl/_rels/workbook.xml.rels' ||
        n === 'xl/sharedStrings.xml' ||
        n.startsWith('xl/worksheets/'),
    );
    const budget = { left: IMPORT_MAX_INFLATED_BYTES };
    const sheetName = await firstSheetName(zip, entries, table, budget);
    const sheet = entries.get(sheetName) as yauzl.Entry;
    const sharedEntry = entries.get('xl/sharedStrings.xml');
    // What the directory says the parts inflate to is refused before a byte is inflated.
    if (sheet.uncompressedSize + (sharedEntry?.uncompressedSize ?? 0) > budget.left) throw tooLarge();
    const shared = sharedEntry ? await readSharedStrings(zip, sharedEntry, table, budget) : [];

    let row: string[] = [];
    let line = 0;
    let column = 0;
    let next = 0;
    let type: string | undefined;
    let value: string | null = null;
    let collecting = false;
    let phonetic = 0;
    await parseEntry(zip, sheet, table, budget, (p) => {
      p.on('opentag', (tag) => {
        const attrs = tag.attributes as Record<string, string>;
        switch (local(tag.name)) {
          case 'row':
            row = [];
            next = 0;
            line = Number(attrs.r) || line + 1;
            break;
          case 'c':
            column = columnIndex(attrs.r, next);
            table.checkCell(column, '', line);
            type = attrs.t;
            value = null;
            break;
          case 'v':
            value = '';
            collecting = true;
            break;
          case 'is':
            value = '';
            break;
          case 'rPh':
            phonetic++;
            break;
          case 't':
            collecting = value !== null && !phonetic;
            break;
        }
      });
      const onText = (t: string) => {
        if (!collecting || value === null) return;
        value += t;
        table.checkCell(column, value, line);
      };
      p.on('text', onText);
      p.on('cdata', onText);
      p.on('closetag', (tag) => {
        switch (local(tag.name)) {
          case 'v':
          case 't':
            collecting = false;
            break;
          case 'rPh':
            phonetic--;
            break;
          case 'c': {
            const text = type === 's' ? (shared[Number(value)] ?? '') : (value ?? '');
            table.checkCell(column, text, line);
            while (row.length < column) row.push('');
            row[column] = text;
            next = column + 1;
            break;
          }
          case 'row':
            table.add(row);
            break;
        }
      });
    });
    return table.rows;
  } finally {
    zip.close();
  }
}
