// The files rows point at (docs/decisions.md "A stored file goes when no row points at it any
// more"). Uploads are named by their content, so many rows may
// point at one file (the demo's ~30 families per picture, or two families uploading the same
// photo): a file goes only when no row of any table points at it any more. Routes call
// `checkStoredFiles` before writing a row and `releaseStoredFiles` after the row that pointed at a
// file is gone or changed; the sweep removes uploads no row ever took up. Files are asked of the
// store (media/storage.ts), so the rule holds for every process sharing an object store.
import path from 'node:path';
import { getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  bannerAds,
  boardMembers,
  changeRequests,
  departed,
  faq,
  galleryImages,
  houses,
  news,
  sandesham,
  settings,
  videoAds,
} from '../db/schema.ts';
import { badRequest } from '../plugins/errors.ts';
import { IMAGE_WIDTHS, STORED_MEDIA_PATH, mediaKindOfPath } from '@parish/shared/media';
import { INCOMING, UPLOADS, previewKey, uploadKey, type FileStore } from './storage.ts';

/** Whether the store holds the file a `/media/<name>` path names. */
const isStored = async (store: FileStore, mediaPath: string) =>
  (await store.stat(uploadKey(path.basename(mediaPath)))) !== null;

// ---- before the row is written -----------------------------------------------------------------
// A row may point only at a photo this server stored (POST /api/media): a /media/ WebP that exists
// on disk, and a blurred data-URI placeholder. No outside URLs (they would track visitors), no
// rows pointing at nothing.
const STORED_IMAGE_PATH = /^\/media\/[A-Za-z0-9_-]{8,64}\.webp$/;
const PLACEHOLDER_URI = /^data:image\/(webp|jpeg|png);base64,[A-Za-z0-9+/=]+$/;

export function isStoredImagePath(image: string): boolean {
  return STORED_IMAGE_PATH.test(image);
}

export interface ImageFields {
  image?: string | null;
  preImage?: string | null;
}

/**
 * Checks the photo fields of a body before its row is written; a bad one is a 400 naming the
 * field. `current` is the row as it is (updates): a field left out keeps its value, and sending the
 * current photo back unchanged is always fine (even if its file went missing). Returns the fields
 * to write: a photo removed with `image: null` takes its placeholder with it.
 */
export async function checkStoredFiles<T extends ImageFields>(
  body: T,
  store: FileStore,
  current?: ImageFields | null,
  /** The fields' names in the request, when they are not `image` and `preImage` (the settings' church photo). */
  names: { image: string; preImage: string } = { image: 'body.image', preImage: 'body.preImage' },
): Promise<T> {
  const image = body.image === undefined ? (current?.image ?? null) : body.image;
  // An empty placeholder is no placeholder (a row may have a photo without one).
  const preImage =
    (body.preImage === undefined ? (body.image === null ? null : current?.preImage) : body.preImage) || null;
  if (body.image != null && body.image !== current?.image) {
    if (!isStoredImagePath(body.image)) {
      throw badRequest(`${names.image}: not a photo uploaded to this site`, {
        [names.image]: 'Upload the photo first (POST /api/media)',
      });
    }
    if (!(await isStored(store, body.image)))
      throw badRequest(`${names.image}: this photo is not on the server`, {
        [names.image]: 'Photo not found; upload it again',
      });
  }
  if (body.preImage && !PLACEHOLDER_URI.test(body.preImage)) {
    throw badRequest(`${names.preImage}: not an image placeholder`, {
      [names.preImage]: 'Must be the preImage POST /api/media returned',
    });
  }
  if (preImage != null && image == null) {
    throw badRequest(`${names.image}: a placeholder needs its photo`, {
      [names.image]: 'Required when preImage is given',
    });
  }
  return body.image === null && body.preImage === undefined ? { ...body, preImage: null } : body;
}

/**
 * Checks an audio/video path of a body before its row is written: a file POST
 * /api/media/audio or /video stored, of the `kind` asked for when one is. A bad one is a 400 on
 * `field` ('body.messageUrl'); returns the file's real kind (the badge follows it).
 */
export async function checkStoredMedia(
  url: string,
  store: FileStore,
  field: string,
  kind?: 'audio' | 'video',
): Promise<'audio' | 'video'> {
  const real = STORED_MEDIA_PATH.test(url) ? mediaKindOfPath(url) : null;
  if (!real)
    throw badRequest(`${field}: not a file uploaded to this site`, {
      [field]: 'Upload the file first (POST /api/media/audio or /api/media/video)',
    });
  if (kind && real !== kind)
    throw badRequest(`${field}: not ${kind === 'audio' ? 'an audio' : 'a video'} file`, {
      [field]: `Must be ${kind === 'audio' ? 'an audio' : 'a video'} file`,
    });
  if (!(await isStored(store, url)))
    throw badRequest(`${field}: this file is not on the server`, { [field]: 'File not found; upload it again' });
  return real;
}

/**
 * Which fields of a row hold stored files, for the write kit (plugins/crud-routes.ts): `photo`, the
 * `image` + `preImage` pair of the photo pipeline; `media`, audio/video path fields and the kind
 * each must be (`'any'`: either, as a message's file whose kind the row then follows).
 */
export interface FileFields {
  photo?: boolean;
  media?: Record<string, 'audio' | 'video' | 'any'>;
}

/**
 * Checks every file field of a body before its row is written (400 naming the field); `current`
 * is the row as it is (updates): a field left out, or sent back unchanged, is not checked again.
 * Returns the body to write (a photo removed takes its placeholder with it).
 */
export async function checkFileFields<T extends object>(
  files: FileFields,
  body: T,
  store: FileStore,
  current?: object | null,
): Promise<T> {
  const now = current as Record<string, string | null | undefined> | null | undefined;
  for (const [field, kind] of Object.entries(files.media ?? {})) {
    const url = (body as Record<string, unknown>)[field];
    if (typeof url === 'string' && url !== now?.[field])
      await checkStoredMedia(url, store, `body.${field}`, kind === 'any' ? undefined : kind);
  }
  return files.photo ? checkStoredFiles(body as T & ImageFields, store, now as ImageFields | null | undefined) : body;
}

/** The stored paths a row's file fields point at. */
export function filePathsOf(files: FileFields, row: object): (string | null)[] {
  const r = row as Record<string, string | null | undefined>;
  return [...(files.photo ? ['image'] : []), ...Object.keys(files.media ?? {})].map((field) => r[field] ?? null);
}

// ---- after the row is gone ---------------------------------------------------------------------

/**
 * Every column that may hold a `/media/…` path. A new table with a photo, audio or video column
 * joins this list (stored-files.test.ts fails for a file-like column that is missing here).
 */
export const FILE_COLUMNS: readonly PgColumn[] = [
  houses.image,
  boardMembers.image,
  news.image,
  galleryImages.image,
  departed.image,
  sandesham.image,
  sandesham.messageUrl,
  faq.audioUrl,
  bannerAds.image,
  videoAds.video,
];

/**
 * Settings (rows of `settings`, value `{ v }`) that hold a `/media/…` path: the church photo of the
 * home page. A file one of them shows is used like one a column shows (stored-files.test.ts fails
 * for a file-like setting that is missing here).
 */
export const FILE_SETTINGS: readonly string[] = ['churchImage'];

const SMALL_SUFFIX = `-${IMAGE_WIDTHS.small}.webp`;

/**
 * The `/media/` paths a file in the uploads folder may be reached by: itself, and for a -480 rendition its
 * full image.
 */
function pathsOfFile(name: string): string[] {
  const own = `/media/${name}`;
  return name.endsWith(SMALL_SUFFIX) ? [own, `/media/${name.slice(0, -SMALL_SUFFIX.length)}.webp`] : [own];
}

/** The files on disk behind one stored path: an image has its -480 rendition beside it. */
function filesOfPath(stored: string): string[] {
  const name = path.basename(stored);
  return name.endsWith('.webp') ? [name, name.replace(/\.webp$/, SMALL_SUFFIX)] : [name];
}

/** Which of `paths` some row of some table still points at; `paths` empty asks for every referenced path. */
export async function referencedPaths(db: Db, paths?: readonly string[]): Promise<Set<string>> {
  if (paths && !paths.length) return new Set();
  const selects: SQL[] = FILE_COLUMNS.map((column) => {
    const where = paths ? inArray(column, [...paths]) : sql`${column} like '/media/%'`;
    // Unqualified column names: each select reads its own table.
    return sql`select ${sql.identifier(column.name)} as p from ${sql.identifier(tableName(column))} where ${where}`;
  });
  const setting = sql`${sql.identifier(settings.value.name)} ->> 'v'`;
  const settingWhere = paths
    ? sql`${setting} in (${sql.join(
        paths.map((p) => sql`${p}`),
        sql`, `,
      )})`
    : sql`${setting} like '/media/%'`;
  const fileKeys = sql.join(
    FILE_SETTINGS.map((k) => sql`${k}`),
    sql`, `,
  );
  selects.push(
    sql`select ${setting} as p from ${sql.identifier(tableName(settings.key))}
      where ${sql.identifier(settings.key.name)} in (${fileKeys}) and ${settingWhere}`,
  );
  // A family's proposed photo (docs/product.md "Change requests") waits for the office's decision:
  // it stays while the request is pending, however long that takes.
  const proposed = sql`${sql.identifier(changeRequests.proposed.name)} -> 'photo' ->> 'image'`;
  const proposedWhere = paths
    ? sql`${proposed} in (${sql.join(
        paths.map((p) => sql`${p}`),
        sql`, `,
      )})`
    : sql`${proposed} like '/media/%'`;
  selects.push(
    sql`select ${proposed} as p from ${sql.identifier(tableName(changeRequests.proposed))} where ${sql.identifier(changeRequests.kind.name)} = 'photo' and ${sql.identifier(changeRequests.status.name)} = 'pending' and ${proposedWhere}`,
  );
  const result = await db.execute(sql.join(selects, sql` union `));
  const rows = (result as unknown as { rows: { p: string }[] }).rows;
  return new Set(rows.map((r) => r.p));
}

const tableName = (column: PgColumn) => getTableName(column.table);

/**
 * Removes the files of `paths` that no row points at any more (both renditions of an image).
 * Call it after the transaction that dropped or changed the rows has committed. A path some row
 * still shows stays.
 */
export async function releaseStoredFiles(
  db: Db,
  store: FileStore,
  paths: readonly (string | null | undefined)[],
): Promise<string[]> {
  const candidates = [...new Set(paths.filter((p): p is string => typeof p === 'string' && p.startsWith('/media/')))];
  if (!candidates.length) return [];
  const stillUsed = await referencedPaths(db, candidates);
  const removed: string[] = [];
  for (const stored of candidates) {
    if (stillUsed.has(stored)) continue;
    await store.remove(filesOfPath(stored).map(uploadKey));
    removed.push(stored);
  }
  return removed;
}

/**
 * Removes uploads no row points at that are older than `graceMs` (an upload waits that long for
 * the form that will use it). Returns the names of the files removed.
 */
export async function sweepUnusedUploads(
  db: Db,
  store: FileStore,
  graceMs: number,
  now = Date.now(),
): Promise<string[]> {
  const old: string[] = [];
  for await (const file of store.list(UPLOADS)) {
    if (now - file.modified.getTime() > graceMs) old.push(file.key.slice(UPLOADS.length));
  }
  if (!old.length) return [];
  const used = await referencedPaths(db);
  const removed: string[] = [];
  for (const name of old) {
    if (pathsOfFile(name).some((p) => used.has(p))) continue;
    // The photo's link preview picture, if a reader asked for one, goes with it.
    await store.remove([
      uploadKey(name),
      ...(name.endsWith('.webp') ? [previewKey(name.slice(0, -'.webp'.length))] : []),
    ]);
    removed.push(name);
  }
  return removed;
}

/** Removes parts of uploads that never finished (a process stopped mid-upload) older than `maxAgeMs`. */
export async function sweepStoreIncoming(store: FileStore, maxAgeMs: number, now = Date.now()): Promise<number> {
  const stale: string[] = [];
  for await (const file of store.list(INCOMING)) if (now - file.modified.getTime() > maxAgeMs) stale.push(file.key);
  await store.remove(stale);
  return stale.length;
}
