// The demo's drawings are kept between starts (docs/decisions.md "Starting again costs only what
// changed"): a second start copies the kept renditions instead of converting again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskStore, uploadKey } from '../../media/storage.ts';
import { churchSvg } from './art.ts';
import { teachersGroupSvg } from './catechism.ts';
import { drawingFolder, storeDrawings } from './drawings.ts';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-drawings-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

const filesOf = (dir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => {
        const file = path.join(d.parentPath, d.name);
        return [path.relative(dir, file), fs.readFileSync(file)];
      }),
  );

describe('the demo drawings kept between starts', () => {
  it('makes the renditions once, and a second start stores the same files from the cache', async () => {
    const cache = path.join(temp, 'cache');
    const svgs = [churchSvg(), teachersGroupSvg()];
    const firstStore = path.join(temp, 'first');
    const first = await storeDrawings(svgs, new DiskStore(firstStore), cache);
    for (const svg of svgs)
      expect(fs.readdirSync(drawingFolder(svg, cache)).sort()).toEqual(['full.webp', 'placeholder.txt', 'small.webp']);
    expect(first[0].image).toMatch(/^\/media\/[\w-]+\.webp$/);
    expect(first[0].preImage).toBeTruthy();

    const secondStore = path.join(temp, 'second');
    const second = await storeDrawings(svgs, new DiskStore(secondStore), cache);
    expect(second).toEqual(first);
    const stored = filesOf(secondStore);
    expect(Object.keys(stored).length).toBe(4);
    expect(stored).toEqual(filesOf(firstStore));
  });

  it('copies what the cache holds rather than drawing again', async () => {
    const cache = path.join(temp, 'marked');
    const svg = churchSvg();
    await storeDrawings([svg], new DiskStore(path.join(temp, 'a')), cache);
    // A kept rendition replaced by other bytes: a start that converted again would not store them.
    const folder = drawingFolder(svg, cache);
    const marked = Buffer.from('kept rendition');
    fs.writeFileSync(path.join(folder, 'full.webp'), marked);
    fs.writeFileSync(path.join(folder, 'placeholder.txt'), 'kept placeholder');
    const store = new DiskStore(path.join(temp, 'b'));
    const [image] = await storeDrawings([svg], store, cache);
    expect(image.preImage).toBe('kept placeholder');
    const name = /^\/media\/(.+)$/.exec(image.image!)![1];
    expect(fs.readFileSync(store.localPath(uploadKey(name)))).toEqual(marked);
  });

  it('names a changed drawing differently', () => {
    expect(drawingFolder(teachersGroupSvg(13), temp)).not.toBe(drawingFolder(teachersGroupSvg(14), temp));
  });
});
