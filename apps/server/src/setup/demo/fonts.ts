// The demo's drawn pictures carry Malayalam text (the sponsors' banners). sharp draws SVG text with
// the fonts fontconfig finds, and a server seldom has a Malayalam one: the text came out as boxes.
// So before drawing, the demo hands fontconfig the web app's own Noto Sans Malayalam, turned from
// WOFF into TrueType (which every FreeType reads), beside the system's fonts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

/** A WOFF 1.0 font as the TrueType/OpenType file it wraps: each table inflated, the directory rebuilt. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const o = 44 + i * 20;
    const [tag, offset, compLength, origLength, checksum] = [0, 4, 8, 12, 16].map((d) => woff.readUInt32BE(o + d));
    const raw = woff.subarray(offset, offset + compLength);
    return { tag, checksum, data: compLength < origLength ? zlib.inflateSync(raw) : Buffer.from(raw) };
  });
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= numTables) {
    searchRange *= 2;
    entrySelector++;
  }
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange * 16, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE((numTables - searchRange) * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((t, i) => {
    const o = 12 + i * 16;
    header.writeUInt32BE(t.tag, o);
    header.writeUInt32BE(t.checksum, o + 4);
    header.writeUInt32BE(offset, o + 8);
    header.writeUInt32BE(t.data.length, o + 12);
    const pad = (4 - (t.data.length % 4)) % 4;
    parts.push(t.data, Buffer.alloc(pad));
    offset += t.data.length + pad;
  });
  return Buffer.concat(parts);
}

let done = false;

/**
 * Points fontconfig at the bundled Malayalam font, once per process and before the first SVG text
 * is drawn (fontconfig reads FONTCONFIG_FILE when it starts). Without the font package it does
 * nothing: the pictures are still made, with their Malayalam as boxes.
 */
export function useBundledMalayalamFont(): void {
  if (done || process.env.FONTCONFIG_FILE) return;
  done = true;
  let files: string;
  try {
    files = path.join(
      path.dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-malayalam/LICENSE')),
      'files',
    );
  } catch {
    return;
  }
  const dir = path.join(os.tmpdir(), 'parish-demo-fonts');
  fs.mkdirSync(dir, { recursive: true });
  for (const weight of ['400', '700']) {
    const woff = path.join(files, `noto-sans-malayalam-malayalam-${weight}-normal.woff`);
    const ttf = path.join(dir, `noto-sans-malayalam-${weight}.ttf`);
    if (fs.existsSync(woff) && !fs.existsSync(ttf)) fs.writeFileSync(ttf, woffToSfnt(fs.readFileSync(woff)));
  }
  const conf = path.join(dir, 'fonts.conf');
  fs.writeFileSync(
    conf,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${dir}</dir>
  <cachedir>${path.join(dir, 'cache')}</cachedir>
</fontconfig>
`,
  );
  process.env.FONTCONFIG_FILE = conf;
}
