// The browser tests' data folder: the demo parish (database and files) exactly as the server's
// DEMO_DATA start makes it, with the tests' passwords, built once into
// node_modules/.cache/e2e-data/<key> and copied by scripts/e2e-server.mjs at each start instead
// of loading the demo there (docs/decisions.md, A test suite that runs in ten minutes).
// The key hashes what decides the folder: the server's and the shared package's sources (the
// demo's code and media, the migrations, the queries the demo writes through), the passwords, the
// versions of the database and image libraries, and the parish's date (the demo's birthdays fall
// in the current week).
// node scripts/e2e-data.mjs   builds it for the passwords in apps/web/playwright.config.ts
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const CACHE = path.join(root, 'node_modules/.cache/e2e-data');
const INPUTS = ['apps/server/src', 'packages/shared/src'];
const LIBRARIES = ['@electric-sql/pglite', 'drizzle-orm', 'sharp'];

function files(entry) {
  const full = path.join(root, entry);
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !/\.test\.[cm]?[jt]sx?$/.test(d.name))
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)))
    .sort();
}

function version(name) {
  return JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
}

async function keyFor(passwords) {
  const { calendarDateIn } = await tsImport('../packages/shared/src/plain/week.ts', import.meta.url);
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files))
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  hash.update(JSON.stringify({ passwords, libraries: LIBRARIES.map(version), today: calendarDateIn(new Date()) }));
  return hash.digest('hex').slice(0, 16);
}

/** The prepared folder for these passwords; built when missing (the older ones removed). */
export async function prepareE2eData(passwords) {
  const key = await keyFor(passwords);
  const folder = path.join(CACHE, key);
  if (fs.existsSync(folder)) return folder;
  const started = Date.now();
  const building = `${folder}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  const { loadConfig } = await tsImport('../apps/server/src/config.ts', import.meta.url);
  const { openAndMigrate, seedDemoIfEmpty } = await tsImport('../apps/server/src/setup/start.ts', import.meta.url);
  const { openStore } = await tsImport('../apps/server/src/media/storage.ts', import.meta.url);
  const config = loadConfig({
    DATA_DIR: building,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    DEMO_ADMIN_PASSWORD: passwords.admin,
    DEMO_USER_PASSWORD: passwords.user,
  });
  const database = await openAndMigrate(config);
  const store = openStore(config);
  await seedDemoIfEmpty(database, config, store, () => {});
  // The family account of the family page's spec (apps/web/e2e/my-family.spec.ts).
  if (passwords.family) {
    const { ensureTestFamilyAccount } = await tsImport('../apps/server/src/setup/demo-accounts.ts', import.meta.url);
    await ensureTestFamilyAccount(database.db, passwords.family);
  }
  store.close();
  await database.close();
  for (const old of fs.existsSync(CACHE) ? fs.readdirSync(CACHE) : []) {
    if (!old.includes('.building-')) fs.rmSync(path.join(CACHE, old), { recursive: true, force: true });
  }
  try {
    fs.renameSync(building, folder);
  } catch (err) {
    // Another process finished the same folder first.
    fs.rmSync(building, { recursive: true, force: true });
    if (!fs.existsSync(folder)) throw err;
  }
  console.log(
    `e2e data: the demo parish prepared in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(${path.relative(root, folder)})`,
  );
  return folder;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { E2E_ADMIN_PASSWORD, E2E_USER_PASSWORD, E2E_FAMILY_PASSWORD } = await tsImport(
    '../apps/web/playwright.config.ts',
    import.meta.url,
  );
  await prepareE2eData({ admin: E2E_ADMIN_PASSWORD, user: E2E_USER_PASSWORD, family: E2E_FAMILY_PASSWORD });
  // PGlite and the demo's image work may leave handles open.
  process.exit(0);
}
