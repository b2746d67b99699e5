// Images: decoded and checked by content, EXIF/GPS dropped, stored as WebP at two widths under a
// content-hashed name, with a tiny blurred preImage for cards to show while the photo loads.
import { createHash } from 'node:crypto';
import type { Sharp } from 'sharp';
import { loadSharp } from './sharp.ts';
import { IMAGE_WIDTHS, MEDIA_CONTENT_TYPES, type MediaExtension } from '@parish/shared/media';
import { uploadKey, type FileStore } from './storage.ts';

/** Refuse decompression bombs: ~40 megapixels is more than any phone camera. */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface StoredImage {
  /** URL of the full-width WebP; the small one is the same name with '-480'. */
  image: string;
  preImage: string;
}

/** The blurred 16 px placeholder as a data URI (about 150 characters). */
export async function blurredPlaceholder(input: Buffer): Promise<string> {
  const sharp = await loadSharp();
  const buf = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(RENDITION_SETTINGS.placeholder.size, RENDITION_SETTINGS.placeholder.size, { fit: 'inside' })
    .webp({ quality: RENDITION_SETTINGS.placeholder.quality })
    .toBuffer();
  return `data:image/webp;base64,${buf.toString('base64')}`;
}

/**
 * Photos decoded at once by this process (docs/decisions.md "Gallery: a whole event's photos from
 * one phone"). A 12-megapixel JPEG is ~36 MB of pixels while
 * sharp resizes it; a gallery upload sends three at a time and several admins may upload together,
 * so the rest wait their turn (their bodies are already read) instead of multiplying that memory.
 */
export const MAX_CONCURRENT_DECODES = 2;
let decoding = 0;
const waiting: (() => void)[] = [];

export async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (decoding >= MAX_CONCURRENT_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
  else decoding++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next)
      next(); // the slot passes straight to the next one
    else decoding--;
  }
}

/** Size of the picture a link preview shows (Open Graph's 1.91:1, what WhatsApp and Facebook draw large). */
export const PREVIEW_IMAGE_WIDTH = 1200;
export const PREVIEW_IMAGE_HEIGHT = 630;
/** WhatsApp shows no picture larger than this. */
export const PREVIEW_IMAGE_MAX_BYTES = 300_000;

/** A JPEG under the size link readers take, at the best quality that fits. */
async function previewSized(image: Sharp): Promise<Buffer> {
  let jpeg = Buffer.alloc(0);
  for (const quality of [80, 65, 50, 35, 20]) {
    jpeg = await image.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length < PREVIEW_IMAGE_MAX_BYTES) break;
  }
  return jpeg;
}

/**
 * A stored photo as a link preview's picture: a 1,200 × 630 JPEG (what every link reader takes,
 * WhatsApp's included), cut from the full rendition around what draws the eye, so that the size
 * the page's tags say is always the file's (docs/decisions.md "A picture for every shared link").
 */
export function previewJpeg(fullRendition: Buffer): Promise<Buffer> {
  return withDecodeSlot(async () => {
    const sharp = await loadSharp();
    return previewSized(
      sharp(fullRendition, { pages: 1 })
        .resize({
          width: PREVIEW_IMAGE_WIDTH,
          height: PREVIEW_IMAGE_HEIGHT,
          fit: 'cover',
          position: sharp.strategy.attention,
        })
        .flatten({ background: '#ffffff' }),
    );
  });
}

/**
 * The preview picture of a parish without a photo of its church: the site's icon (a cross on the
 * theme's green, as apps/web/public/favicon.svg draws it) at the same size.
 */
export async function plainPreviewJpeg(): Promise<Buffer> {
  const sharp = await loadSharp();
  const [w, h] = [PREVIEW_IMAGE_WIDTH, PREVIEW_IMAGE_HEIGHT];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" fill="#14532d"/>` +
    `<rect x="${w / 2 - 18}" y="135" width="36" height="360" fill="#fde68a"/>` +
    `<rect x="${w / 2 - 120}" y="230" width="240" height="36" fill="#fde68a"/></svg>`;
  return previewSized(sharp(Buffer.from(svg)));
}

/**
 * Whether an image holds more than one frame (an animated GIF or WebP: a sponsor's banner). Reads
 * the
 * header only.
 */
export async function isAnimated(input: Buffer): Promise<boolean> {
  const sharp = await loadSharp();
  const meta = await sharp(input, { limitInputPixels: false }).metadata();
  return (meta.pages ?? 1) > 1 && (meta.format === 'gif' || meta.format === 'webp');
}

/**
 * Stores an image given as bytes. Metadata (EXIF, GPS) is not copied: sharp drops it by default.
 * An animated GIF or WebP stays animated (every frame resized, stored as an animated WebP); its
 * placeholder is made from the first frame. The pixel bound counts every frame.
 */
export function storeImage(input: Buffer, store: FileStore): Promise<StoredImage> {
  return withDecodeSlot(() => storeImageNow(input, store));
}

/** The photo could not be decoded (the sender's file), as opposed to the store failing (ours). */
export class ImageDecodeError extends Error {}

/**
 * What the stored renditions depend on besides the picture itself and the image library's version:
 * the widths and qualities. A cache of renditions (the demo's, docs/decisions.md "Starting again
 * costs only what changed") keys by it, so a change here makes them again.
 */
export const RENDITION_SETTINGS = {
  full: { width: IMAGE_WIDTHS.full, quality: 78 },
  small: { width: IMAGE_WIDTHS.small, quality: 72 },
  placeholder: { size: 16, quality: 30 },
} as const;

/** An image's two WebP renditions and its placeholder, made but not stored. */
export interface Renditions {
  full: Buffer;
  small: Buffer;
  preImage: string;
}

/** Makes the renditions `storeImage` stores (no decode slot: the caller holds one). */
export async function renderImage(input: Buffer): Promise<Renditions> {
  const sharp = await loadSharp();
  let full: Buffer;
  let small: Buffer;
  try {
    const base = (await isAnimated(input))
      ? sharp(input, { animated: true, limitInputPixels: MAX_INPUT_PIXELS })
      : sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    full = await base
      .clone()
      .resize({ width: RENDITION_SETTINGS.full.width, withoutEnlargement: true })
      .webp({ quality: RENDITION_SETTINGS.full.quality })
      .toBuffer();
    small = await base
      .clone()
      .resize({ width: RENDITION_SETTINGS.small.width, withoutEnlargement: true })
      .webp({ quality: RENDITION_SETTINGS.small.quality })
      .toBuffer();
  } catch (err) {
    throw new ImageDecodeError((err as Error).message, { cause: err });
  }
  return { full, small, preImage: await blurredPlaceholder(small) };
}

/** Stores renditions under their content-hashed name. */
export async function putRenditions(renditions: Renditions, store: FileStore): Promise<StoredImage> {
  const { full, small, preImage } = renditions;
  const hash = createHash('sha256').update(full).digest('base64url').slice(0, 20);
  // The small one first: a row may point at the full one as soon as it exists.
  await store.put(uploadKey(`${hash}-${IMAGE_WIDTHS.small}.webp`), small, 'image/webp');
  await store.put(uploadKey(`${hash}.webp`), full, 'image/webp');
  return { image: `/media/${hash}.webp`, preImage };
}

async function storeImageNow(input: Buffer, store: FileStore): Promise<StoredImage> {
  return putRenditions(await renderImage(input), store);
}

/** Stores a small audio or video file given whole (the demo's) under a content-hashed name. */
export async function storeFile(input: Buffer, ext: MediaExtension, store: FileStore): Promise<string> {
  const hash = createHash('sha256').update(input).digest('base64url').slice(0, 20);
  await store.put(uploadKey(`${hash}.${ext}`), input, MEDIA_CONTENT_TYPES[ext]);
  return `/media/${hash}.${ext}`;
}
