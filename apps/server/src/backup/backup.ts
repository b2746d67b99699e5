// Backups (issue 17): one gzip'd file of JSON lines holding every table and every upload, written
// and read with SQL both engines share (no pg_dump, nothing downloaded). The tables are read in
// one REPEATABLE READ transaction, so a backup taken while writes run is one consistent moment;
// uploads are named by their content and never change, so copying them afterwards is safe.
import fs from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { once } from 'node:events';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';

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

/** Sessions are left out: a restored site asks everyone to log in again. */
const SKIPPED = new Set(['sessions']);

function filesUnder(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(full, base);
    return e.isFile() ? [path.relative(base, full)] : [];
  });
}

export interface BackupSummary { file: string; tables: Record<string, number>; files: number; bytes: number }

/** Writes the backup to `file` (through a temporary name, so a half-written file never has the real name). */
export async function writeBackup(db: Db, uploadsDir: string, file: string, engine: string): Promise<BackupSummary> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  const gzip = zlib.createGzip();
  const out = fs.createWriteStream(partial);
  gzip.pipe(out);
  const write = async (value: unknown) => {
    if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, 'drain');
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
        const order = sql.join(keys.map((c) => sql.identifier(c.name)), sql`, `);
        tables[name] = 0;
        for (let offset = 0; ; offset += ROWS_PER_LINE) {
          const rows = rowsOf<{ j: unknown }>(await tx.execute(sql`select row_to_json(t) as j from ${sql.identifier(name)} t order by ${order} limit ${ROWS_PER_LINE} offset ${offset}`))
            .map((r) => (typeof r.j === 'string' ? JSON.parse(r.j) : r.j));
          if (rows.length) await write({ table: name, rows });
          tables[name] += rows.length;
          if (rows.length < ROWS_PER_LINE) break;
        }
      }
    });
    for (const rel of filesUnder(uploadsDir)) {
      const fd = fs.openSync(path.join(uploadsDir, rel), 'r');
      try {
        const buf = Buffer.alloc(FILE_CHUNK);
        let part = 0;
        for (;;) {
          const n = fs.readSync(fd, buf, 0, FILE_CHUNK, null);
          if (n === 0 && part > 0) break;
          await write({ file: rel.split(path.sep).join('/'), part, data: buf.subarray(0, n).toString('base64') });
          part++;
          if (n < FILE_CHUNK) break;
        }
      } finally {
        fs.closeSync(fd);
      }
      files++;
    }
    await write({ end: true, tables, files });
    gzip.end();
    await once(out, 'close');
    fs.renameSync(partial, file);
  } catch (err) {
    gzip.destroy();
    out.destroy();
    fs.rmSync(partial, { force: true });
    throw err;
  }
  return { file, tables, files, bytes: fs.statSync(file).size };
}

export class RestoreError extends Error {}

const INCOMPLETE = 'The backup is incomplete (it has no end): it was cut off while being written or copied';
const NOT_A_BACKUP = 'This is not a parish backup';

/**
 * The JSON lines of a backup file, each parsed. A file cut off inside its gzip stream (zlib's
 * "unexpected end of file", Z_BUF_ERROR), one that is not gzip, or a line that is not JSON is a
 * RestoreError with the message a person can act on, never a stack trace; a cut-off last line is
 * never handed out (the stream fails first).
 */
async function* backupLines(file: string): AsyncGenerator<Record<string, unknown>> {
  const text = pipeline(fs.createReadStream(file), zlib.createGunzip(), () => {});
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let lineNumber = 0;
  const parse = (line: string) => {
    lineNumber++;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new RestoreError(lineNumber === 1 ? NOT_A_BACKUP : `The backup is damaged: line ${lineNumber} cannot be read`);
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
  const [row] = rowsOf<{ n: unknown }>(await db.execute(sql`select (select count(*) from houses) + (select count(*) from users) + (select count(*) from audit_log) as n`));
  return Number(row?.n ?? 0) === 0;
}

/**
 * Brings a backup back into a migrated, empty database and an uploads folder: the tables in one
 * transaction (all or nothing), then the files. A file that is not a whole backup is refused.
 */
export async function restoreBackup(db: Db, uploadsDir: string, file: string): Promise<{ tables: Record<string, number>; files: number }> {
  if (!(await isRestorable(db))) throw new RestoreError('The database is not empty: restore into an empty data folder or database');
  const lines = () => backupLines(file);
  // First pass: the file must be a whole backup of this format before anything is written.
  let first = true;
  let end = false;
  for await (const value of lines()) {
    if (first && (value.format !== BACKUP_FORMAT || value.version !== BACKUP_VERSION)) throw new RestoreError(NOT_A_BACKUP);
    first = false;
    if (value.end) end = true;
  }
  if (!end) throw new RestoreError(INCOMPLETE);
  const known = new Set(tablesInOrder().map((t) => getTableConfig(t).name));
  const tables: Record<string, number> = {};
  await db.transaction(async (tx) => {
    // The tables as the backup holds them: the rows a fresh migration adds (the wards) go first.
    for (const table of [...tablesInOrder()].reverse()) await tx.execute(sql`delete from ${sql.identifier(getTableConfig(table).name)}`);
    for await (const line of lines()) {
      const value = line as { table?: string; rows?: unknown[] };
      if (!value.table || !value.rows) continue;
      if (!known.has(value.table)) throw new RestoreError(`The backup holds a table this version does not know: ${value.table}`);
      await tx.execute(sql`insert into ${sql.identifier(value.table)} select * from json_populate_recordset(null::${sql.identifier(value.table)}, ${JSON.stringify(value.rows)}::json)`);
      tables[value.table] = (tables[value.table] ?? 0) + value.rows.length;
    }
    // Serial ids continue after the restored ones.
    for (const table of tablesInOrder()) {
      const { name, columns } = getTableConfig(table);
      for (const c of columns.filter((col) => col.columnType.startsWith('PgBigSerial') || col.columnType === 'PgSerial')) {
        await tx.execute(sql`select setval(pg_get_serial_sequence(${name}, ${c.name}), coalesce((select max(${sql.identifier(c.name)}) from ${sql.identifier(name)}), 0) + 1, false)`);
      }
    }
  });
  fs.mkdirSync(uploadsDir, { recursive: true });
  let files = 0;
  for await (const line of lines()) {
    const value = line as { file?: string; part?: number; data?: string };
    if (value.file === undefined || value.data === undefined) continue;
    const target = path.resolve(uploadsDir, value.file);
    if (!target.startsWith(path.resolve(uploadsDir) + path.sep)) throw new RestoreError(`A file name leaves the uploads folder: ${value.file}`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (value.part === 0) { fs.writeFileSync(target, Buffer.from(value.data, 'base64')); files++; }
    else fs.appendFileSync(target, Buffer.from(value.data, 'base64'));
  }
  return { tables, files };
}

// ---- nightly backups of the running server ---------------------------------------------------
export const backupName = (at: Date) => `parish-${at.toISOString().slice(0, 10)}.backup.gz`;

/** Keeps the newest `keep` backups of the folder (by name, which sorts by date). */
export function pruneBackups(dir: string, keep: number): string[] {
  const all = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => /^parish-\d{4}-\d{2}-\d{2}\.backup\.gz$/.test(n)).sort() : [];
  const gone = all.slice(0, Math.max(0, all.length - keep));
  for (const n of gone) fs.rmSync(path.join(dir, n), { force: true });
  return gone;
}

/** Takes today's backup if there is none yet, then prunes. Returns the file written, or null. */
export async function nightlyBackup(db: Db, opts: { uploadsDir: string; dir: string; keep: number; engine: string; now?: Date }): Promise<string | null> {
  const file = path.join(opts.dir, backupName(opts.now ?? new Date()));
  if (fs.existsSync(file)) return null;
  await writeBackup(db, opts.uploadsDir, file, opts.engine);
  pruneBackups(opts.dir, opts.keep);
  return file;
}
