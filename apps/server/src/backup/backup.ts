// Backups (docs/decisions.md "The office's tools"):
// one gzip'd file of JSON lines holding every table and every upload, written
// and read with SQL both engines share (no pg_dump, nothing downloaded). The tables are read in
// one REPEATABLE READ transaction, so a backup taken while writes run is one consistent moment;
// uploads are named by their content and never change, so copying them afterwards is safe.
// Uploads are read from and restored into the store in force (media/storage.ts: this disk or an
// object store), whichever kind took the backup; the backup itself is a local file or a key of
// the store (`backups/…`, where the nightly ones go).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { PassThrough, pipeline as pipeStreams, type Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { BACKUPS, UPLOADS, uploadKey, type FileStore } from '../media/storage.ts';

export const BACKUP_FORMAT = 'parish-backup';
export const BACKUP_VERSION = 1;
const ROWS_PER_LINE = 2000;
const FILE_CHUNK = 1024 * 1024;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every table, parents before the tables that point at them. */
export function tablesInOrder(): PgTable[] {
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
  const ordered: PgTable[] = [];
  const visit = (t: PgTable, seen: Set<PgTable>) => {
    if (ordered.includes(t) || seen.has(t)) return;
    seen.add(t);
    for (const fk of getTableConfig(t).foreignKeys) visit(fk.reference().foreignTable, seen);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

/**
 * Sessions are left out: a restored site asks everyone to log in again. Jobs too: a restored site
 * does not send old news again.
 */
const SKIPPED = new Set(['sessions', 'jobs']);

/** Where a backup is: a file of this machine, or a key of the store (`backups/…`). */
export type BackupPlace = { file: string } | { store: FileStore; key: string };

export const describePlace = (place: BackupPlace) =>
  'file' in place ? place.file : `${place.key} in ${place.store.where}`;

/** Writes `body` to the place: whole or not at all (a temporary name, or the store's own atomic write). */
async function writeTo(place: BackupPlace, body: Readable): Promise<number> {
  if ('store' in place) {
    await place.store.write(place.key, body, 'application/gzip');
    return (await place.store.stat(place.key))?.size ?? 0;
  }
  fs.mkdirSync(path.dirname(place.file), { recursive: true });
  const partial = `${place.file}.partial-${process.pid}`;
  try {
    await pipeline(body, fs.createWriteStream(partial));
    fs.renameSync(partial, place.file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return fs.statSync(place.file).size;
}

async function readFrom(place: BackupPlace): Promise<Readable> {
  if ('file' in place) return fs.createReadStream(place.file);
  const body = await place.store.read(place.key);
  if (!body) throw new RestoreError(`No such backup: ${describePlace(place)}`);
  return body;
}

export interface BackupSummary {
  file: string;
  tables: Record<string, number>;
  files: number;
  bytes: number;
}

/** Writes the backup of the database and of the store's uploads to `place`. */
export async function writeBackup(
  db: Db,
  store: FileStore,
  place: BackupPlace,
  engine: string,
  signal?: AbortSignal,
): Promise<BackupSummary> {
  const gzip = zlib.createGzip();
  // The store may not listen to the stream yet when a stop destroys it (its write awaits first): the
  // error is ours to report below, never an uncaught one that stops the process.
  gzip.on('error', () => {});
  const writing = writeTo(place, gzip);
  // A failed write stops the producer below (the gzip stream is destroyed).
  writing.catch(() => gzip.destroy());
  const write = async (value: unknown) => {
    signal?.throwIfAborted();
    if (gzip.destroyed) throw new Error('The backup could not be written');
    if (!gzip.write(`${JSON.stringify(value)}\n`)) await Promise.race([once(gzip, 'drain'), writing]);
  };
  const tables: Record<string, number> = {};
  let files = 0;
  try {
    await write({ format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: new Date().toISOString(), engine });
    await db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read, read only`);
      for (const table of tablesInOrder()) {
        const { name, primaryKeys, columns } = getTableConfig(table);
        if (SKIPPED.has(name)) continue;
        const keys = primaryKeys[0]?.columns ?? columns.filter((c) => c.primary);
        const order = sql.join(
          keys.map((c) => sql.identifier(c.name)),
          sql`, `,
        );
        tables[name] = 0;
        for (let offset = 0; ; offset += ROWS_PER_LINE) {
          const rows = rowsOf<{ j: unknown }>(
            await tx.execute(
              sql`select row_to_json(t) as j from ${sql.identifier(name)} t
                order by ${order} limit ${ROWS_PER_LINE} offset ${offset}`,
            ),
          ).map((r) => (typeof r.j === 'string' ? JSON.parse(r.j) : r.j));
          if (rows.length) await write({ table: name, rows });
          tables[name] += rows.length;
          if (rows.length < ROWS_PER_LINE) break;
        }
      }
    });
    for await (const object of store.list(UPLOADS)) {
      const rel = object.key.slice(UPLOADS.length);
      const body = await store.read(object.key);
      if (!body) continue; // removed since it was listed (its row went)
      let part = 0;
      for await (const chunk of chunksOf(body, FILE_CHUNK)) {
        await write({ file: rel, part, data: chunk.toString('base64') });
        part++;
      }
      if (part === 0) await write({ file: rel, part, data: '' });
      files++;
    }
    await write({ end: true, tables, files });
    gzip.end();
    const bytes = await writing;
    return { file: describePlace(place), tables, files, bytes };
  } catch (err) {
    gzip.destroy(err as Error);
    await writing.catch(() => {});
    throw err;
  }
}

/** The bytes of a stream in chunks of exactly `size` (the last one shorter). */
async function* chunksOf(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const data of stream) {
    pending.push(data as Buffer);
    length += (data as Buffer).length;
    while (length >= size) {
      const all = Buffer.concat(pending);
      yield all.subarray(0, size);
      pending = [all.subarray(size)];
      length -= size;
    }
  }
  if (length) yield Buffer.concat(pending);
}

export class RestoreError extends Error {}

const INCOMPLETE = 'The backup is incomplete (it has no end): it was cut off while being written or copied';
const NOT_A_BACKUP = 'This is not a parish backup';

/**
 * The JSON lines of a backup, each parsed. A file cut off inside its gzip stream (zlib's
 * "unexpected end of file", Z_BUF_ERROR), one that is not gzip, or a line that is not JSON is a
 * RestoreError with the message a person can act on, never a stack trace; a cut-off last line is
 * never handed out (the stream fails first).
 */
async function* backupLines(place: BackupPlace): AsyncGenerator<Record<string, unknown>> {
  const text = pipeStreams(await readFrom(place), zlib.createGunzip(), () => {});
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let lineNumber = 0;
  const parse = (line: string) => {
    lineNumber++;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new RestoreError(
        lineNumber === 1 ? NOT_A_BACKUP : `The backup is damaged: line ${lineNumber} cannot be read`,
      );
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RestoreError(NOT_A_BACKUP);
    return value as Record<string, unknown>;
  };
  try {
    for await (const chunk of text) {
      const lines = (rest + decoder.write(chunk as Buffer)).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line) yield parse(line);
    }
  } catch (err) {
    if (err instanceof RestoreError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'Z_BUF_ERROR') throw new RestoreError(INCOMPLETE);
    if (code === 'Z_DATA_ERROR') throw new RestoreError(NOT_A_BACKUP);
    throw err;
  } finally {
    text.destroy();
  }
  rest += decoder.end();
  if (rest) yield parse(rest);
}

/** Whether the database holds no parish data (a fresh, migrated one holds only the wards). */
export async function isRestorable(db: Db): Promise<boolean> {
  const [row] = rowsOf<{ n: unknown }>(
    await db.execute(
      sql`select (select count(*) from houses) + (select count(*) from users) + (select count(*) from audit_log) as n`,
    ),
  );
  return Number(row?.n ?? 0) === 0;
}

/**
 * Brings a backup back into a migrated, empty database and the store in force: the tables in one
 * transaction (all or nothing), then the files. A file that is not a whole backup is refused.
 */
export async function restoreBackup(
  db: Db,
  store: FileStore,
  from: BackupPlace,
): Promise<{ tables: Record<string, number>; files: number }> {
  if (!(await isRestorable(db)))
    throw new RestoreError('The database is not empty: restore into an empty data folder or database');
  const lines = () => backupLines(from);
  // First pass: the file must be a whole backup of this format before anything is written.
  let first = true;
  let end: { tables: Record<string, number>; files: number } | null = null;
  for await (const value of lines()) {
    if (first && (value.format !== BACKUP_FORMAT || value.version !== BACKUP_VERSION))
      throw new RestoreError(NOT_A_BACKUP);
    first = false;
    if (value.end) end = value as unknown as { tables: Record<string, number>; files: number };
  }
  if (!end) throw new RestoreError(INCOMPLETE);
  const known = new Set(tablesInOrder().map((t) => getTableConfig(t).name));
  const tables: Record<string, number> = {};
  await db.transaction(async (tx) => {
    // The tables as the backup holds them: the rows a fresh migration adds (the wards) go first.
    for (const table of [...tablesInOrder()].reverse())
      await tx.execute(sql`delete from ${sql.identifier(getTableConfig(table).name)}`);
    for await (const line of lines()) {
      const value = line as { table?: string; rows?: unknown[] };
      if (!value.table || !value.rows) continue;
      if (!known.has(value.table))
        throw new RestoreError(`The backup holds a table this version does not know: ${value.table}`);
      const into = sql.identifier(value.table);
      await tx.execute(
        sql`insert into ${into}
          select * from json_populate_recordset(null::${into}, ${JSON.stringify(value.rows)}::json)`,
      );
      tables[value.table] = (tables[value.table] ?? 0) + value.rows.length;
    }
    // Serial ids continue after the restored ones.
    for (const table of tablesInOrder()) {
      const { name, columns } = getTableConfig(table);
      for (const c of columns.filter(
        (col) => col.columnType.startsWith('PgBigSerial') || col.columnType === 'PgSerial',
      )) {
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${name}, ${c.name}),
            coalesce((select max(${sql.identifier(c.name)}) from ${sql.identifier(name)}), 0) + 1, false)`,
        );
      }
    }
  });
  // Each file's parts follow each other: they are streamed into the store as one file.
  let files = 0;
  let current: { stream: PassThrough; writing: Promise<void> } | null = null;
  const finish = async () => {
    if (!current) return;
    current.stream.end();
    await current.writing;
    current = null;
  };
  try {
    for await (const line of lines()) {
      const value = line as { file?: string; part?: number; data?: string };
      if (value.file === undefined || value.data === undefined) continue;
      if (value.part === 0) {
        await finish();
        if (value.file.split('/').some((p) => p === '..' || p === '') || path.isAbsolute(value.file)) {
          throw new RestoreError(`A file name leaves the uploads folder: ${value.file}`);
        }
        const stream = new PassThrough();
        const writing = store.write(uploadKey(value.file), stream);
        writing.catch(() => stream.destroy());
        current = { stream, writing };
        files++;
      }
      if (!current) throw new RestoreError(`The backup's file ${value.file} starts without its first part`);
      const open: { stream: PassThrough; writing: Promise<void> } = current;
      if (!open.stream.write(Buffer.from(value.data, 'base64')))
        await Promise.race([once(open.stream, 'drain'), open.writing]);
    }
    await finish();
  } catch (err) {
    const open = current as { stream: PassThrough; writing: Promise<void> } | null;
    open?.stream.destroy(err as Error);
    await open?.writing.catch(() => {});
    throw err;
  }
  return { tables, files };
}

// ---- nightly backups of the running server ---------------------------------------------------
export const backupName = (at: Date) => `parish-${at.toISOString().slice(0, 10)}.backup.gz`;

const NIGHTLY = /^parish-\d{4}-\d{2}-\d{2}\.backup\.gz$/;

/** Keeps the newest `keep` nightly backups of the store (by name, which sorts by date). */
export async function pruneBackups(store: FileStore, keep: number): Promise<string[]> {
  const all: string[] = [];
  for await (const o of store.list(BACKUPS)) {
    const name = o.key.slice(BACKUPS.length);
    if (NIGHTLY.test(name)) all.push(name);
  }
  all.sort();
  const gone = all.slice(0, Math.max(0, all.length - keep));
  await store.remove(gone.map((n) => `${BACKUPS}${n}`));
  return gone;
}

/**
 * Takes today's backup into the store's `backups/` if there is none yet, then prunes. Returns the
 * key written, or null.
 */
export async function nightlyBackup(
  db: Db,
  opts: { store: FileStore; keep: number; engine: string; now?: Date; signal?: AbortSignal },
): Promise<string | null> {
  const key = `${BACKUPS}${backupName(opts.now ?? new Date())}`;
  if (await opts.store.stat(key)) return null;
  await writeBackup(db, opts.store, { store: opts.store, key }, opts.engine, opts.signal);
  await pruneBackups(opts.store, opts.keep);
  return key;
}
