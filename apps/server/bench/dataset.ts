// A parish of N members for the benchmarks, built once into .bench-data/ on the embedded database
// and kept until the migrations, the demo generator or the search rules change.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { withPaths, ConfigSchema } from '../src/config.ts';
import { openAndMigrate } from '../src/setup/start.ts';
import { loadDemo } from '../src/setup/demo/load.ts';
import { DiskStore } from '../src/media/storage.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BENCH_DATA = path.join(ROOT, '.bench-data');

/** What a dataset was built from: migrations, the demo generator and the search rules. */
function datasetFingerprint(): string {
  const hash = createHash('sha256');
  const sources = [
    path.resolve(import.meta.dirname, '../src/db/migrations'),
    path.resolve(import.meta.dirname, '../src/setup/demo'),
  ];
  for (const dir of sources) {
    for (const file of fs
      .readdirSync(dir)
      .filter((f) => /\.(sql|ts)$/.test(f))
      .sort())
      hash.update(fs.readFileSync(path.join(dir, file)));
  }
  hash.update(fs.readFileSync(path.join(ROOT, 'packages/shared/src/plain/malayalam.ts')));
  return hash.digest('hex').slice(0, 16);
}

/** The data folder of a parish of `members` members (built on first use). */
export async function ensureDataset(members: number): Promise<string> {
  const dir = path.join(BENCH_DATA, `members-${members}`);
  const ready = path.join(dir, 'ready');
  const fingerprint = datasetFingerprint();
  if (fs.existsSync(ready) && fs.readFileSync(ready, 'utf8') === fingerprint) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  console.error(`building a parish of ${members} members in ${dir} (once)…`);
  const config = withPaths(ConfigSchema.parse({ DATA_DIR: dir }));
  const database = await openAndMigrate(config);
  await loadDemo(database.db, new DiskStore(config.DATA_DIR), { members, log: (l) => console.error(l) });
  await database.close();
  fs.writeFileSync(ready, fingerprint);
  return dir;
}
