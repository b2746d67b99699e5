// npm run backup [-- FILE]   writes DATA_DIR/backups/parish-<date>.backup.gz (or FILE)
// npm run restore -- FILE   brings a backup back into an empty data folder (or empty database)
// With the embedded database, stop the server first (PGlite is one process's); the running
// server takes its own backup every night into DATA_DIR/backups.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openAndMigrate } from '../setup/start.ts';
import { isRestorable, restoreBackup, RestoreError, writeBackup } from './backup.ts';

const [command, fileArg] = process.argv.slice(2);
const config = loadConfig();

async function main(): Promise<number> {
  if (command === 'backup') {
    const file = path.resolve(fileArg ?? path.join(config.DATA_DIR, 'backups', `parish-${new Date().toISOString().replace(/[:.]/g, '-')}.backup.gz`));
    const database = await openAndMigrate(config);
    try {
      const s = await writeBackup(database.db, config.uploadsDir, file, database.engine);
      console.log(`Backup written: ${s.file} (${Math.round(s.bytes / 1024)} KB; ${s.tables.houses ?? 0} families, ${s.tables.members ?? 0} members, ${s.files} files)`);
    } finally {
      await database.close();
    }
    return 0;
  }
  if (command === 'restore' && fileArg) {
    const file = path.resolve(fileArg);
    if (!fs.existsSync(file)) { console.error(`No such file: ${file}`); return 1; }
    if (!config.DATABASE_URL && fs.existsSync(config.dbDir) && fs.readdirSync(config.dbDir).length) {
      console.error(`The data folder holds a database already (${config.dbDir}): restore into an empty DATA_DIR`);
      return 1;
    }
    const database = await openAndMigrate(config);
    try {
      if (!(await isRestorable(database.db))) { console.error('The database is not empty: restore into an empty database'); return 1; }
      const r = await restoreBackup(database.db, config.uploadsDir, file);
      console.log(`Restored: ${r.tables.houses ?? 0} families, ${r.tables.members ?? 0} members, ${r.files} files`);
    } catch (err) {
      if (err instanceof RestoreError) { console.error(err.message); return 1; }
      throw err;
    } finally {
      await database.close();
    }
    return 0;
  }
  console.error('Use: npm run backup [-- FILE]  or  npm run restore -- FILE');
  return 1;
}

process.exit(await main());
