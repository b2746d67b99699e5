// The directory as an XLSX workbook, written and read without a spreadsheet library (issue 17):
// one sheet of inline strings, zipped as it is produced (deflate, data descriptors), so the
// 100,000-member file is never whole in memory; the reader takes what Excel, LibreOffice and
// Google Sheets save (shared or inline strings, numbers).
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { Db } from '../../db/client.ts';
import { cellsOf, directoryRow, familyBatches, headerRow } from './export.ts';

const NUMERIC_COLUMNS = new Set([0, 6, 11, 12]); // ward, age, birth month, birth day (DIRECTORY_COLUMNS order)

const escapeXml = (s: string) => s
  // Characters XML 1.0 cannot hold are dropped.
  .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
  .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function xmlRow(cells: string[]): string {
  return `<row>${cells.map((c, i) => (NUMERIC_COLUMNS.has(i) && /^\d{1,4}$/.test(c)
    ? `<c><v>${c}</v></c>`
    : `<c t="inlineStr"><is><t xml:space="preserve">${escapeXml(c)}</t></is></c>`)).join('')}</row>`;
}

const STATIC_PARTS: [string, string][] = [
  ['[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>'],
  ['_rels/.rels', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>'],
  ['xl/workbook.xml', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Directory" sheetId="1" r:id="rId1"/></sheets></workbook>'],
  ['xl/_rels/workbook.xml.rels', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>'],
];

// ---- a streaming zip writer -------------------------------------------------------------------
const FLAGS = 0x0808; // bit 3: sizes in a data descriptor after the data; bit 11: UTF-8 names
const DOS_TIME = 0;
const DOS_DATE = (1 << 5) | 1; // 1980-01-01

interface Written { name: Buffer; crc: number; csize: number; usize: number; offset: number }

/** A zip of the given entries, each entry's content produced (and compressed) as it is read. */
export async function* zipEntries(entries: AsyncIterable<[string, AsyncIterable<string>]>): AsyncGenerator<Buffer> {
  let offset = 0;
  const written: Written[] = [];
  for await (const [name, content] of entries) {
    const nameBuf = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt16LE(FLAGS, 6); local.writeUInt16LE(8, 8);
    local.writeUInt16LE(DOS_TIME, 10); local.writeUInt16LE(DOS_DATE, 12); local.writeUInt16LE(nameBuf.length, 26);
    yield Buffer.concat([local, nameBuf]);
    const entry: Written = { name: nameBuf, crc: 0, csize: 0, usize: 0, offset };
    offset += 30 + nameBuf.length;
    const deflate = zlib.createDeflateRaw();
    const out: Buffer[] = [];
    deflate.on('data', (c: Buffer) => out.push(c));
    const ended = new Promise((resolve, reject) => { deflate.on('end', resolve); deflate.on('error', reject); });
    const drain = function* () { while (out.length) { const c = out.shift() as Buffer; entry.csize += c.length; yield c; } };
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
    descriptor.writeUInt32LE(0x08074b50, 0); descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.csize, 8); descriptor.writeUInt32LE(entry.usize, 12);
    yield descriptor;
    offset += entry.csize + 16;
    written.push(entry);
  }
  const central = written.map((e) => {
    const h = Buffer.alloc(46);
    h.writeUInt32LE(0x02014b50, 0); h.writeUInt16LE(20, 4); h.writeUInt16LE(20, 6); h.writeUInt16LE(FLAGS, 8); h.writeUInt16LE(8, 10);
    h.writeUInt16LE(DOS_TIME, 12); h.writeUInt16LE(DOS_DATE, 14); h.writeUInt32LE(e.crc >>> 0, 16); h.writeUInt32LE(e.csize, 20);
    h.writeUInt32LE(e.usize, 24); h.writeUInt16LE(e.name.length, 28); h.writeUInt32LE(e.offset, 42);
    return Buffer.concat([h, e.name]);
  });
  const centralBuf = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(written.length, 8); end.writeUInt16LE(written.length, 10);
  end.writeUInt32LE(centralBuf.length, 12); end.writeUInt32LE(offset, 16);
  yield Buffer.concat([centralBuf, end]);
}

export function directoryXlsx(db: Db, ward: number | 'all', lang: 'ml' | 'en'): Readable {
  async function* sheet() {
    yield `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${xmlRow(headerRow(lang))}`;
    for await (const batch of familyBatches(db, ward)) {
      let chunk = '';
      for (const f of batch) for (const m of f.members) chunk += xmlRow(cellsOf(directoryRow(f, m, lang)));
      yield chunk;
    }
    yield '</sheetData></worksheet>';
  }
  async function* entries(): AsyncGenerator<[string, AsyncIterable<string>]> {
    for (const [name, xml] of STATIC_PARTS) yield [name, (async function* () { yield xml; })()];
    yield ['xl/worksheets/sheet1.xml', sheet()];
  }
  return Readable.from(zipEntries(entries()));
}

// ---- reading ----------------------------------------------------------------------------------
const inflateRaw = promisify(zlib.inflateRaw);

/** The files of a zip by name (only those `want` accepts), read through its central directory. */
async function unzip(buf: Buffer, want: (name: string) => boolean): Promise<Map<string, Buffer>> {
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) { eocd = i; break; }
  }
  if (eocd < 0) throw new Error('not a zip');
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let n = 0; n < count; n++) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error('bad central directory');
    const method = buf.readUInt16LE(p + 10);
    const csize = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const localAt = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    p += 46 + nameLen + extraLen + commentLen;
    if (!want(name)) continue;
    const dataAt = localAt + 30 + buf.readUInt16LE(localAt + 26) + buf.readUInt16LE(localAt + 28);
    const data = buf.subarray(dataAt, dataAt + csize);
    if (method === 0) files.set(name, Buffer.from(data));
    else if (method === 8) files.set(name, await inflateRaw(data));
    else throw new Error('unsupported compression');
  }
  return files;
}

const decodeXml = (s: string) => s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_m, e: string) => {
  if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
  return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[e.toLowerCase()];
});

/** The text of an element holding <t> runs (a shared string, an inline string). */
const textOf = (xml: string) => [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => decodeXml(m[1])).join('');

function columnIndex(ref: string | undefined, fallback: number): number {
  const letters = ref?.match(/^[A-Z]+/)?.[0];
  if (!letters) return fallback;
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** The first sheet of an XLSX file as rows of cell texts. */
export async function readXlsx(buf: Buffer): Promise<string[][]> {
  const files = await unzip(buf, (n) => n === 'xl/sharedStrings.xml' || /^xl\/worksheets\/sheet\d+\.xml$/.test(n));
  const sheetName = [...files.keys()].filter((n) => n.startsWith('xl/worksheets/')).sort((a, b) => Number(a.match(/\d+/)?.[0]) - Number(b.match(/\d+/)?.[0]))[0];
  if (!sheetName) throw new Error('no sheet');
  const shared = [...(files.get('xl/sharedStrings.xml')?.toString('utf8') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1]));
  const sheet = (files.get(sheetName) as Buffer).toString('utf8');
  const rows: string[][] = [];
  for (const rowMatch of sheet.matchAll(/<row\b[^>]*?(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const row: string[] = [];
    let next = 0;
    for (const c of (rowMatch[1] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = c[1];
      const at = columnIndex(attrs.match(/\br="([^"]+)"/)?.[1], next);
      const type = attrs.match(/\bt="([^"]+)"/)?.[1];
      const body = c[2] ?? '';
      const v = body.match(/<v>([\s\S]*?)<\/v>/)?.[1];
      let value = '';
      if (type === 's') value = shared[Number(v)] ?? '';
      else if (type === 'inlineStr') value = textOf(body);
      else if (v !== undefined) value = decodeXml(v);
      while (row.length < at) row.push('');
      row[at] = value;
      next = at + 1;
    }
    if (row.some((v) => v.trim() !== '')) rows.push(row);
  }
  return rows;
}
