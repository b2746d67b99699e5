// What a start keeps for the next one (docs/decisions.md "Starting again costs only what changed"):
// work whose inputs do not change between starts, kept under node_modules/.cache (the project's
// own, made by the project's code, never downloaded; deleting it only makes the next start slower),
// each entry named by a hash of everything it was made from.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

export const START_CACHE = path.resolve(import.meta.dirname, '../../../../node_modules/.cache');

/** sha256 (hex) of the parts, each one delimited. */
export function hashOf(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** The version of an installed package (its package.json may not be exported), or '' when absent. */
export function packageVersion(name: string): string {
  try {
    let dir = path.dirname(createRequire(import.meta.url).resolve(name));
    while (dir !== path.dirname(dir)) {
      const file = path.join(dir, 'package.json');
      if (fs.existsSync(file)) {
        const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
        if (pkg.name === name) return pkg.version ?? '';
      }
      dir = path.dirname(dir);
    }
  } catch {
    /* not installed */
  }
  return '';
}

/**
 * Makes a folder under `part` and moves it to `folder` whole, so a start running beside this one
 * never sees half of it; when another start got there first, its folder stays.
 */
export async function keepFolder(folder: string, make: (part: string) => Promise<void>): Promise<void> {
  const part = `${folder}.${process.pid}.part`;
  fs.rmSync(part, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(folder), { recursive: true });
  try {
    await make(part);
    fs.renameSync(part, folder);
  } catch (err) {
    fs.rmSync(part, { recursive: true, force: true });
    if (!fs.existsSync(folder)) throw err;
  }
}
