// Where uploads and backups live: one interface, two kinds of store (docs/decisions.md "Files in
// object storage"). The local disk under DATA_DIR is the embedded default; with S3_BUCKET, an
// S3-compatible object store that every process on every machine shares. Keys are paths:
// `uploads/<content-named file>` (served at /media/), `backups/<file>`, `incoming/<part>` (an
// upload still arriving). Every upload path, /media/ serving, the sweep, the checks before a row is
// written and backup/restore go through this interface, never through fs or the S3 client.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';

export const UPLOADS = 'uploads/';
export const BACKUPS = 'backups/';
export const INCOMING = 'incoming/';
/** Link preview pictures made from uploaded photos (derived: never backed up, swept with their photo). */
export const PREVIEWS = 'previews/';

/** The key of an uploaded file served at `/media/<name>`. */
export const uploadKey = (name: string) => `${UPLOADS}${name}`;
/** The key of the link preview picture made from the photo `/media/<stem>.webp`. */
export const previewKey = (stem: string) => `${PREVIEWS}${stem}.jpg`;

export interface StoredObject {
  key: string;
  size: number;
  modified: Date;
}

/** Inclusive byte offsets, as in an HTTP Range. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Where it is, for messages (a folder, or s3://bucket). */
  readonly where: string;
  /** Stores a small file given whole (a photo's two renditions). */
  put(key: string, body: Buffer, contentType?: string): Promise<void>;
  /**
   * Stores what `source` streams, as it arrives: never whole in memory (S3: a multipart upload of
   * a few MB parts). The key has the whole file or nothing; a failed source leaves nothing.
   */
  write(key: string, source: Readable, contentType?: string): Promise<void>;
  /** Size and time of a stored file, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** The file's bytes (a range of them), streamed; null when there is no such file. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Gives a stored file another key (a finished upload takes its content name); replaces one there. */
  move(from: string, to: string, contentType?: string): Promise<void>;
  /** Removes files; a missing one is no error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Every file under a prefix (recursively), in no particular order. */
  list(prefix: string): AsyncIterable<StoredObject>;
  /** The file on this machine's disk behind a key (disk store), or null (object store). */
  localPath(key: string): string | null;
  /** Throws when the store cannot be reached (readiness). */
  check(): Promise<void>;
  close(): void;
}

/** A key is a relative path of plain names: no `..`, no leading slash, no empty part. */
function checkKey(key: string): string {
  if (
    !/^[A-Za-z0-9_][A-Za-z0-9_.\-/]*$/.test(key) ||
    key.split('/').some((part) => !part || part === '.' || part === '..')
  ) {
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

const isMissing = (err: unknown) => ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');
const temporaryName = (file: string) => `${file}.${randomBytes(6).toString('hex')}.tmp`;

// ---- the local disk (the embedded default) -------------------------------------------------------

export class DiskStore implements FileStore {
  readonly kind = 'disk' as const;
  readonly where: string;

  constructor(private readonly root: string) {
    this.where = root;
  }

  localPath(key: string): string {
    return path.join(this.root, checkKey(key));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.localPath(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    // Through a temporary name: a reader (or a crash) never sees half a file under the real one.
    const tmp = temporaryName(file);
    try {
      await fs.promises.writeFile(tmp, body);
      await fs.promises.rename(tmp, file);
    } finally {
      await fs.promises.rm(tmp, { force: true });
    }
  }

  async write(key: string, source: Readable): Promise<void> {
    const file = this.localPath(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const tmp = temporaryName(file);
    try {
      await pipeline(source, fs.createWriteStream(tmp, { flags: 'wx' }));
      await fs.promises.rename(tmp, file);
    } finally {
      await fs.promises.rm(tmp, { force: true });
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const s = await fs.promises.stat(this.localPath(key));
      return s.isFile() ? { key, size: s.size, modified: s.mtime } : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(this.localPath(key), 'r');
    } catch (err) {
      if (isMissing(err) || (err as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw err;
    }
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.localPath(to);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.rename(this.localPath(from), target);
  }

  async remove(keys: readonly string[]): Promise<void> {
    for (const key of keys) await fs.promises.rm(this.localPath(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    const dir = prefix.replace(/\/$/, '');
    const base = dir ? this.localPath(dir) : this.root;
    const walk = async function* (dir: string, keyDir: string): AsyncGenerator<StoredObject> {
      let entries: fs.Dirent[];
      try {
        entries = await fs.promises.readdir(dir, { withFileTypes: true });
      } catch (err) {
        if (isMissing(err)) return;
        throw err;
      }
      for (const entry of entries) {
        const full = path.join(dir, entry.name);
        const key = keyDir ? `${keyDir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) yield* walk(full, key);
        else if (entry.isFile()) {
          const s = await fs.promises.stat(full).catch(() => null);
          if (s) yield { key, size: s.size, modified: s.mtime };
        }
      }
    };
    yield* walk(base, dir);
  }

  async check(): Promise<void> {
    await fs.promises.mkdir(this.root, { recursive: true });
    await fs.promises.access(this.root, fs.constants.W_OK);
  }

  close(): void {}
}

// ---- an S3-compatible object store ------------------------------------------------------------

/** Part size of multipart uploads: S3's smallest is 5 MB; two parts in flight bound the memory. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isNotFound = (err: unknown) => {
  const name = (err as { name?: string }).name;
  return name === 'NotFound' || name === 'NoSuchKey' || statusOf(err) === 404;
};

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export class S3Store implements FileStore {
  readonly kind = 's3' as const;
  readonly where: string;
  private readonly bucket: string;
  private readonly settings: S3Settings;
  /**
   * The SDK is loaded on the first call, not at start (~23 MB of resident memory a process on the
   * local disk never needs: docs/decisions.md "What it costs to run").
   */
  private sdk?: Promise<{ s3: typeof import('@aws-sdk/client-s3'); client: S3Client }>;
  private client?: S3Client;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.settings = settings;
    this.where = `s3://${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
  }

  private connect() {
    return (this.sdk ??= import('@aws-sdk/client-s3').then((s3) => {
      this.client = this.newClient(s3);
      return { s3, client: this.client };
    }));
  }

  private newClient(s3: typeof import('@aws-sdk/client-s3')): S3Client {
    const settings = this.settings;
    return new s3.S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      // Checksums only where the API demands them: the SDK's default (a CRC trailer on every
      // upload) is refused or stored wrongly by several S3-compatible services.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  localPath(): null {
    return null;
  }

  async put(key: string, body: Buffer, contentType?: string): Promise<void> {
    const { s3, client } = await this.connect();
    await client.send(
      new s3.PutObjectCommand({ Bucket: this.bucket, Key: checkKey(key), Body: body, ContentType: contentType }),
    );
  }

  async write(key: string, source: Readable, contentType?: string): Promise<void> {
    // Small files go as one PUT, larger ones as a multipart upload of PART_BYTES parts.
    const [{ client }, { Upload }] = await Promise.all([this.connect(), import('@aws-sdk/lib-storage')]);
    const upload = new Upload({
      client,
      params: { Bucket: this.bucket, Key: checkKey(key), Body: source, ContentType: contentType },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
    });
    try {
      await upload.done();
    } catch (err) {
      // The source must not wait for a reader that has gone (the request would hang).
      source.destroy();
      throw err;
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    const { s3, client } = await this.connect();
    try {
      const head = await client.send(new s3.HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return { key, size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    const { s3, client } = await this.connect();
    try {
      const got = await client.send(
        new s3.GetObjectCommand({
          Bucket: this.bucket,
          Key: checkKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return got.Body as Readable;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async move(from: string, to: string, contentType?: string): Promise<void> {
    // A copy inside the service (no bytes through this process), then the old key goes.
    const source = `${this.bucket}/${checkKey(from).split('/').map(encodeURIComponent).join('/')}`;
    const { s3, client } = await this.connect();
    await client.send(
      new s3.CopyObjectCommand({
        Bucket: this.bucket,
        Key: checkKey(to),
        CopySource: source,
        ...(contentType ? { MetadataDirective: 'REPLACE' as const, ContentType: contentType } : {}),
      }),
    );
    await this.remove([from]);
  }

  async remove(keys: readonly string[]): Promise<void> {
    // One DELETE per key: DeleteObjects needs checksums some compatible services do not take, and
    // a row's removal frees one or two files.
    const { s3, client } = await this.connect();
    for (const key of keys) {
      await client.send(new s3.DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
    }
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    const { s3, client } = await this.connect();
    let token: string | undefined;
    do {
      const page = await client.send(
        new s3.ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) {
        if (o.Key && !o.Key.endsWith('/'))
          yield { key: o.Key, size: o.Size ?? 0, modified: o.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    const { s3, client } = await this.connect();
    await client.send(new s3.HeadBucketCommand({ Bucket: this.bucket }));
  }

  close(): void {
    this.client?.destroy();
  }
}

/** The store the settings name: the object store with S3_BUCKET, else DATA_DIR on this disk. */
export function openStore(
  config: Pick<
    Config,
    | 'DATA_DIR'
    | 'S3_BUCKET'
    | 'S3_ENDPOINT'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
  >,
): FileStore {
  if (!config.S3_BUCKET) return new DiskStore(config.DATA_DIR);
  return new S3Store({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

/** Reads a whole (small) stored file into memory: a photo, a banner. Null when it is not there. */
export async function readWhole(store: FileStore, key: string): Promise<Buffer | null> {
  const stream = await store.read(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Runs `work` on a file of this machine's disk holding the stored file (a reader that needs to
 * seek: the audio/video probe). The disk store's own file; from an object store, a temporary copy
 * in `scratchDir`, removed afterwards. Null when there is no such file.
 */
export async function withLocalCopy<T>(
  store: FileStore,
  key: string,
  scratchDir: string,
  work: (file: string) => Promise<T>,
): Promise<T | null> {
  const local = store.localPath(key);
  if (local) return (await store.stat(key)) ? work(local) : null;
  const stream = await store.read(key);
  if (!stream) return null;
  await fs.promises.mkdir(scratchDir, { recursive: true });
  const copy = path.join(scratchDir, `${Date.now()}-${randomBytes(8).toString('hex')}.copy`);
  try {
    await pipeline(stream, fs.createWriteStream(copy, { flags: 'wx' }));
    return await work(copy);
  } finally {
    await fs.promises.rm(copy, { force: true });
  }
}
