import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './fonts.ts';

const files = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-malayalam/LICENSE')),
  'files',
);

describe('woffToSfnt', () => {
  it('unwraps the bundled Noto Sans Malayalam into a TrueType file with its tables intact', () => {
    const woff = fs.readFileSync(path.join(files, 'noto-sans-malayalam-malayalam-700-normal.woff'));
    const ttf = woffToSfnt(woff);
    const numTables = ttf.readUInt16BE(4);
    expect(ttf.readUInt32BE(0)).toBe(woff.readUInt32BE(4)); // the flavour: 0x00010000 TrueType
    expect(numTables).toBe(woff.readUInt16BE(12));
    expect(ttf.length).toBe(woff.readUInt32BE(16)); // WOFF header: totalSfntSize
    const tags = Array.from({ length: numTables }, (_, i) => ttf.toString('latin1', 12 + i * 16, 16 + i * 16));
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'GSUB', 'head']));
    // Each table lies where the directory says, e.g. 'head' starts with version 1.0 and its magic number.
    const head = tags.indexOf('head');
    const at = ttf.readUInt32BE(12 + head * 16 + 8);
    expect(ttf.readUInt32BE(at)).toBe(0x00010000);
    expect(ttf.readUInt32BE(at + 12)).toBe(0x5f0f3cf5);
  });

  it('refuses what is not a WOFF font', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, just text'))).toThrow();
  });
});
