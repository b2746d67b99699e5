// The demo's drawn pictures through the uploads pipeline, kept between starts (docs/decisions.md
// "Starting again costs only what changed"): the drawings are the same on every fresh start, so each
// one's renditions (the WebP files and the placeholder the pipeline makes) are kept under
// node_modules/.cache/demo-renditions, named by a hash of its SVG, the font its text is drawn with
// and the pipeline's version (its settings and the image library's). A start that finds them copies
// them into the store and never loads the image library.
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from '../../media/sharp.ts';
import {
  putRenditions,
  renderImage,
  RENDITION_SETTINGS,
  withDecodeSlot,
  type Renditions,
  type StoredImage,
} from '../../media/images.ts';
import type { FileStore } from '../../media/storage.ts';
import { hashOf, keepFolder, packageVersion, START_CACHE } from '../start-cache.ts';
import { useBundledMalayalamFont } from './fonts.ts';

export const RENDITION_CACHE = path.join(START_CACHE, 'demo-renditions');

/**
 * Where a drawing's renditions are kept: named by everything they are made from. The image
 * library's version is its package's (which pins the libvips it ships), read without loading it.
 */
export function drawingFolder(svg: string, cache = RENDITION_CACHE): string {
  const key = hashOf(
    JSON.stringify(RENDITION_SETTINGS),
    packageVersion('sharp'),
    packageVersion('@fontsource/noto-sans-malayalam'),
    svg,
  );
  return path.join(cache, key.slice(0, 2), key);
}

/** A drawing's renditions: read from the cache, or made (and kept for the next start). */
export async function drawingRenditions(svg: string, cache = RENDITION_CACHE): Promise<Renditions> {
  const folder = drawingFolder(svg, cache);
  const kept = await Promise.all([
    fs.readFile(path.join(folder, 'full.webp')),
    fs.readFile(path.join(folder, 'small.webp')),
    fs.readFile(path.join(folder, 'placeholder.txt'), 'utf8'),
  ]).catch(() => null);
  if (kept) return { full: kept[0], small: kept[1], preImage: kept[2] };
  useBundledMalayalamFont(); // the banners' Malayalam text, before the first SVG is drawn
  const renditions = await withDecodeSlot(async () =>
    renderImage(await (await loadSharp())(Buffer.from(svg)).png().toBuffer()),
  );
  await keepFolder(folder, async (part) => {
    await fs.mkdir(part, { recursive: true });
    await fs.writeFile(path.join(part, 'full.webp'), renditions.full);
    await fs.writeFile(path.join(part, 'small.webp'), renditions.small);
    await fs.writeFile(path.join(part, 'placeholder.txt'), renditions.preImage);
  }).catch(() => {}); // a cache that cannot be written only costs the next start the same time
  return renditions;
}

/** Stores drawings as uploads (their content-named files in `store`), four at a time. */
export async function storeDrawings(svgs: string[], store: FileStore, cache = RENDITION_CACHE): Promise<StoredImage[]> {
  const out: StoredImage[] = new Array(svgs.length);
  let next = 0;
  const worker = async () => {
    while (next < svgs.length) {
      const i = next++;
      out[i] = await putRenditions(await drawingRenditions(svgs[i], cache), store);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return out;
}
