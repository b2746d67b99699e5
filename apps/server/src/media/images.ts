// Images: decoded and checked by content, EXIF/GPS dropped, stored as WebP at two widths under a
// content-hashed name, with a tiny blurred preImage for cards to show while the photo loads.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
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
  const buf = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(16, 16, { fit: 'inside' })
    .webp({ quality: 30 })
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
    if (next) next(); // the slot passes straight to the next one
    else decoding--;
  }
}

/** Width of the picture a link preview shows (Open Graph recommends 1200 px). */
export const PREVIEW_IMAGE_WIDTH = 1200;

/**
 * A stored photo as a link preview's picture: 1,200 px wide JPEG (what every link reader takes,
 * WhatsApp's included), made from the full rendition when a reader first asks for it.
 */
export function previewJpeg(fullRendition: Buffer): Promise<Buffer> {
  return withDecodeSlot(() =>
    sharp(fullRendition, { pages: 1 }).resize({ width: PREVIEW_IMAGE_WIDTH, withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer());
}

/**
 * Whether an image holds more than one frame (an animated GIF or WebP: a sponsor's banner). Reads
 * the
 * header only.
 */
export async function isAnimated(input: Buffer): Promise<boolean> {
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

async function storeImageNow(input: Buffer, store: FileStore): Promise<StoredImage> {
  let full: Buffer;
  let small: Buffer;
  try {
    const base = (await isAnimated(input))
      ? sharp(input, { animated: true, limitInputPixels: MAX_INPUT_PIXELS })
      : sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    full = await base.clone().resize({ width: IMAGE_WIDTHS.full, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
    small = await base.clone().resize({ width: IMAGE_WIDTHS.small, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer();
  } catch (err) {
    throw new ImageDecodeError((err as Error).message, { cause: err });
  }
  const hash = createHash('sha256').update(full).digest('base64url').slice(0, 20);
  // The small one first: a row may point at the full one as soon as it exists.
  await store.put(uploadKey(`${hash}-${IMAGE_WIDTHS.small}.webp`), small, 'image/webp');
  await store.put(uploadKey(`${hash}.webp`), full, 'image/webp');
  return { image: `/media/${hash}.webp`, preImage: await blurredPlaceholder(small) };
}

/** Stores a small audio or video file given whole (the demo's) under a content-hashed name. */
export async function storeFile(input: Buffer, ext: MediaExtension, store: FileStore): Promise<string> {
  const hash = createHash('sha256').update(input).digest('base64url').slice(0, 20);
  await store.put(uploadKey(`${hash}.${ext}`), input, MEDIA_CONTENT_TYPES[ext]);
  return `/media/${hash}.${ext}`;
}
