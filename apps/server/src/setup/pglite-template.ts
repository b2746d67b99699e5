// A fresh embedded database starts as a copy of a migrated empty one (docs/decisions.md "Starting
// again costs only what changed"): PGlite's initdb costs seconds at each first start in a new data
// folder, and its result depends only on PGlite, its settings and the migrations. The migrated
// folder is made once, closed cleanly, kept under node_modules/.cache/pglite-template/<hash of
// those>, and copied.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_DIR, openPglite, PGLITE_START_SETTINGS } from '../db/client.ts';
import { hashOf, keepFolder, packageVersion, START_CACHE } from './start-cache.ts';

export const PGLITE_TEMPLATES = path.join(START_CACHE, 'pglite-template');

function templateKey(): string {
  const migrations = fs
    .readdirSync(MIGRATIONS_DIR, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name))
    .sort()
    .flatMap((file) => [path.relative(MIGRATIONS_DIR, file), fs.readFileSync(file)]);
  return hashOf(packageVersion('@electric-sql/pglite'), JSON.stringify(PGLITE_START_SETTINGS), ...migrations).slice(
    0,
    16,
  );
}

/** A folder's ~1,000 small files copied many at a time (three times faster than `fs.cpSync`). */
async function copyFolder(from: string, to: string): Promise<void> {
  const entries = fs.readdirSync(from, { recursive: true, withFileTypes: true });
  const inside = (d: fs.Dirent) => path.relative(from, path.join(d.parentPath, d.name));
  fs.mkdirSync(to, { recursive: true });
  for (const d of entries) if (d.isDirectory()) fs.mkdirSync(path.join(to, inside(d)), { recursive: true });
  const files = entries.filter((d) => d.isFile()).map(inside);
  let next = 0;
  const copier = async () => {
    while (next < files.length) {
      const file = files[next++];
      await fsp.copyFile(path.join(from, file), path.join(to, file));
    }
  };
  await Promise.all(Array.from({ length: 16 }, copier));
}

/**
 * When `dbDir` holds no database yet, fills it with the migrated template (made first if missing)
 * and says so; otherwise, or when the cache cannot be used, leaves it to PGlite's own initdb.
 */
export async function copyTemplateInto(dbDir: string): Promise<boolean> {
  if (fs.existsSync(dbDir) && fs.readdirSync(dbDir).length > 0) return false;
  const copy = `${dbDir}.${process.pid}.part`;
  try {
    const template = path.join(PGLITE_TEMPLATES, templateKey());
    if (!fs.existsSync(path.join(template, 'PG_VERSION'))) {
      await keepFolder(template, async (part) => {
        const database = await openPglite(part);
        try {
          await database.migrate();
        } finally {
          await database.close();
        }
      });
      // Templates of former PGlite versions or migrations are not needed again.
      for (const old of fs.readdirSync(PGLITE_TEMPLATES)) {
        if (old !== path.basename(template) && !old.includes('.part'))
          fs.rmSync(path.join(PGLITE_TEMPLATES, old), { recursive: true, force: true });
      }
    }
    // Copied aside and renamed: a copy cut short never looks like a database.
    fs.rmSync(copy, { recursive: true, force: true });
    await copyFolder(template, copy);
    fs.rmSync(dbDir, { recursive: true, force: true });
    fs.renameSync(copy, dbDir);
    return true;
  } catch {
    fs.rmSync(copy, { recursive: true, force: true });
    return false;
  }
}
