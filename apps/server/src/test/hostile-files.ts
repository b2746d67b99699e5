// Files made to hurt a parser, built here in code (no binaries committed): the API tests send small
// ones, `npm run bench:hostile` the full sizes. Each is what an attacker (or a broken phone) can
// send to a route that reads the file: a zip whose entries share one compressed block, a CSV of
// millions of one-cell rows, an MP4 of millions of empty fragments, a WAV of a million empty chunks.
import zlib from 'node:zlib';

const MB = 1024 * 1024;

function u32le(...values: number[]): Buffer {
  const b = Buffer.alloc(4 * values.length);
  values.forEach((v, i) => b.writeUInt32LE(v >>> 0, 4 * i));
  return b;
}

/** A zip's local file header, central directory record and end record (stored or deflated). */
function localHeader(name: Buffer, method: number, crc: number, csize: number, usize: number): Buffer {
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(20, 4);
  h.writeUInt16LE(0x0800, 6);
  h.writeUInt16LE(method, 8);
  h.writeUInt16LE(0, 10);
  h.writeUInt16LE(0x21, 12);
  h.writeUInt32LE(crc >>> 0, 14);
  h.writeUInt32LE(csize, 18);
  h.writeUInt32LE(usize, 22);
  h.writeUInt16LE(name.length, 26);
  h.writeUInt16LE(0, 28);
  return Buffer.concat([h, name]);
}
function centralRecord(
  name: Buffer,
  method: number,
  crc: number,
  csize: number,
  usize: number,
  offset: number,
): Buffer {
  const h = Buffer.alloc(46);
  h.writeUInt32LE(0x02014b50, 0);
  h.writeUInt16LE(20, 4);
  h.writeUInt16LE(20, 6);
  h.writeUInt16LE(0x0800, 8);
  h.writeUInt16LE(method, 10);
  h.writeUInt16LE(0, 12);
  h.writeUInt16LE(0x21, 14);
  h.writeUInt32LE(crc >>> 0, 16);
  h.writeUInt32LE(csize, 20);
  h.writeUInt32LE(usize, 24);
  h.writeUInt16LE(name.length, 28);
  h.writeUInt32LE(offset, 42);
  return Buffer.concat([h, name]);
}
function endRecord(count: number, centralSize: number, centralAt: number): Buffer {
  const e = Buffer.alloc(22);
  e.writeUInt32LE(0x06054b50, 0);
  e.writeUInt16LE(count, 8);
  e.writeUInt16LE(count, 10);
  e.writeUInt32LE(centralSize, 12);
  e.writeUInt32LE(centralAt, 16);
  return e;
}

const WORKBOOK_PARTS: [string, string][] = [
  [
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types ' +
      'xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ' +
      'ContentType="application/xml"/></Types>',
  ],
  [
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8"?><workbook ' +
      'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
      'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet ' +
      'name="Directory" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ],
  [
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships ' +
      'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" ' +
      'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" ' +
      'Target="worksheets/sheet1.xml"/></Relationships>',
  ],
];

/**
 * An XLSX-shaped zip bomb whose entries overlap: one deflated block (a sheet of `inflatedMb` MB of
 * empty rows, about 1/1000 of that compressed) that the central directory names `entries` times
 * (sheet1.xml, sharedStrings.xml, sheet2.xml…), beside a real workbook.xml that points at sheet1.
 * `declaredMb` is the size the directory claims for each (the truth by default; a liar says less).
 */
export function overlappingZipBomb({
  inflatedMb = 100,
  entries = 10,
  declaredMb,
}: { inflatedMb?: number; entries?: number; declaredMb?: number } = {}): Buffer {
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><worksheet ' +
      'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  );
  const sheet = Buffer.alloc(inflatedMb * MB, '<row/>');
  head.copy(sheet);
  const kernel = zlib.deflateRawSync(sheet, { level: 9 });
  const crc = zlib.crc32(sheet);
  const usize = declaredMb === undefined ? sheet.length : declaredMb * MB;

  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, xml] of WORKBOOK_PARTS) {
    const nameBuf = Buffer.from(name);
    const data = Buffer.from(xml);
    const crcPart = zlib.crc32(data);
    const local = localHeader(nameBuf, 0, crcPart, data.length, data.length);
    central.push(centralRecord(nameBuf, 0, crcPart, data.length, data.length, offset));
    parts.push(local, data);
    offset += local.length + data.length;
  }
  const kernelAt = offset;
  const kernelName = Buffer.from('xl/worksheets/sheet1.xml');
  const local = localHeader(kernelName, 8, crc, kernel.length, usize);
  parts.push(local, kernel);
  offset += local.length + kernel.length;
  const names = [
    'xl/worksheets/sheet1.xml',
    'xl/sharedStrings.xml',
    ...Array.from({ length: Math.max(0, entries - 2) }, (_, i) => `xl/worksheets/sheet${i + 2}.xml`),
  ];
  for (const name of names.slice(0, entries))
    central.push(centralRecord(Buffer.from(name), 8, crc, kernel.length, usize, kernelAt));
  const centralBuf = Buffer.concat(central);
  return Buffer.concat([...parts, centralBuf, endRecord(central.length, centralBuf.length, offset)]);
}

/** A CSV of one column, `megabytes` long: a header, then millions of one-character rows. */
export function oneColumnCsv(megabytes = 30): Buffer {
  const header = 'ward\r\n';
  const buf = Buffer.alloc(Math.floor(megabytes * MB), '1\r\n');
  buf.write(header, 0);
  return buf.subarray(0, header.length + Math.floor((buf.length - header.length) / 3) * 3);
}

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}
const u32be = (...values: number[]) =>
  Buffer.concat(
    values.map((v) => {
      const b = Buffer.alloc(4);
      b.writeUInt32BE(v);
      return b;
    }),
  );

/**
 * A fragmented MP4 (H.264 track, no length in its index, as a live recording writes it) followed
 * by `fragments` empty 'moof' boxes of 8 bytes: 6 million make 48 MB.
 */
export function emptyMoofMp4(fragments = 6_000_000): Buffer {
  const mvhd = box('mvhd', u32be(0, 0, 0, 1000, 0), Buffer.alloc(80));
  const tkhd = box('tkhd', u32be(0, 0, 0, 1, 0, 0), Buffer.alloc(60));
  const mdhd = box('mdhd', u32be(0, 0, 0, 90000, 0), Buffer.alloc(4));
  const hdlr = box('hdlr', u32be(0, 0), Buffer.from('vide', 'latin1'), Buffer.alloc(13));
  const stsd = box('stsd', u32be(0, 1), box('avc1', Buffer.alloc(78)));
  const mvex = box('mvex', box('trex', u32be(0, 1, 1, 0, 0, 0)));
  const moov = box('moov', mvhd, box('trak', tkhd, box('mdia', mdhd, hdlr, box('minf', box('stbl', stsd)))), mvex);
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1iso6mp41', 'latin1'));
  const moofs = Buffer.alloc(fragments * 8);
  for (let at = 0; at < moofs.length; at += 8) {
    moofs.writeUInt32BE(8, at);
    moofs.write('moof', at + 4, 'latin1');
  }
  return Buffer.concat([ftyp, moov, moofs]);
}

/** A WAV (8 kHz, 8-bit mono, `seconds` of silence) whose data comes after `chunks` empty 'junk' chunks. */
export function manyChunksWav(chunks = 1_000_000, seconds = 1): Buffer {
  const rate = 8000;
  const fmt = Buffer.concat([
    Buffer.from('fmt ', 'latin1'),
    u32le(16),
    Buffer.from([1, 0, 1, 0]),
    u32le(rate, rate),
    Buffer.from([1, 0, 8, 0]),
  ]);
  const junk = Buffer.alloc(chunks * 8);
  for (let at = 0; at < junk.length; at += 8) junk.write('junk', at, 'latin1');
  const data = Buffer.concat([Buffer.from('data', 'latin1'), u32le(rate * seconds), Buffer.alloc(rate * seconds, 128)]);
  const body = Buffer.concat([Buffer.from('WAVE', 'latin1'), fmt, junk, data]);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), u32le(body.length), body]);
}

/**
 * A 20-second WebM (VP9 track) whose track carries a CodecPrivate element of `megabytes` MB: read whole, it
 * would sit in memory.
 */
export function bigElementWebm(megabytes = 20): Buffer {
  const size8 = (n: number) => {
    const b = Buffer.alloc(8);
    b[0] = 0x01;
    b.writeUIntBE(n, 2, 6);
    return b;
  };
  const element = (id: number[], body: Buffer) => Buffer.concat([Buffer.from(id), size8(body.length), body]);
  const ebml = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from('webm')));
  const track = element(
    [0xae],
    Buffer.concat([
      element([0x83], Buffer.from([1])),
      element([0x86], Buffer.from('V_VP9')),
      element([0x63, 0xa2], Buffer.alloc(megabytes * MB)),
    ]),
  );
  const segmentOfUnknownSize = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(20_000); // 20 s in the default timecode scale (ms)
  const info = element([0x15, 0x49, 0xa9, 0x66], element([0x44, 0x89], duration));
  return Buffer.concat([ebml, segmentOfUnknownSize, info, element([0x16, 0x54, 0xae, 0x6b], track)]);
}
