// npm run backup [-- FILE]   writes FILE, or backups/parish-<time>.backup.gz in the store in force
//                            (DATA_DIR/backups on disk; the bucket's backups/ with S3_BUCKET)
// npm run restore -- FILE   brings a backup (a file here, or a name in the store's backups/) back
//                            into an empty data folder or database, and its uploads into the store
//                            in force: a backup taken on disk restores into an object store too
// With the embedded database, stop the server first (PGlite is one process's); the running
// server takes its own backup every night.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openAndMigrate } from '../setup/start.ts';
import { BACKUPS, openStore } from '../media/storage.ts';
import { describePlace, isRestorable, restoreBackup, RestoreError, writeBackup, type BackupPlace } from './backup.ts';

const [command, fileArg] = process.argv.slice(2);
const config = loadConfig();
const store = openStore(config);

async function main(): Promise<number> {
  if (command === 'backup') {
    const place: BackupPlace = fileArg
      ? { file: path.resolve(fileArg) }
      : { store, key: `${BACKUPS}parish-${new Date().toISOString().replace(/[:.]/g, '-')}.backup.gz` };
    const database = await openAndMigrate(config);
    try {
      const s = await writeBackup(database.db, store, place, database.engine);
      console.log(
        `Backup written: ${s.file} (${Math.round(s.bytes / 1024)} KB; ${s.tables.houses ?? 0} families, ` +
          `${s.tables.members ?? 0} members, ${s.files} files)`,
      );
    } finally {
      await database.close();
    }
    return 0;
  }
  if (command === 'restore' && fileArg) {
    // A file of this machine, else a backup in the store (its name, as `npm run backup` printed it).
    const file = path.resolve(fileArg);
    const key = `${BACKUPS}${path.basename(fileArg)}`;
    const place: BackupPlace = fs.existsSync(file) ? { file } : { store, key };
    if ('store' in place && !(await store.stat(key))) {
      console.error(`No such file: ${file} (nor ${key} in ${store.where})`);
      return 1;
    }
    if (!config.DATABASE_URL && fs.existsSync(config.dbDir) && fs.readdirSync(config.dbDir).length) {
      console.error(`The data folder holds a database already (${config.dbDir}): restore into an empty DATA_DIR`);
      return 1;
    }
    const database = await openAndMigrate(config);
    try {
      if (!(await isRestorable(database.db))) {
        console.error('The database is not empty: restore into an empty database');
        return 1;
      }
      const r = await restoreBackup(database.db, store, place);
      console.log(
        `Restored from ${describePlace(place)}: ${r.tables.houses ?? 0} families, ${r.tables.members ?? 0} ` +
          `members, ${r.files} files into ${store.where}`,
      );
    } catch (err) {
      if (err instanceof RestoreError) {
        console.error(err.message);
        return 1;
      }
      throw err;
    } finally {
      await database.close();
    }
    return 0;
  }
  console.error('Use: npm run backup [-- FILE]  or  npm run restore -- FILE');
  return 1;
}

const status = await main();
store.close();
process.exit(status);
