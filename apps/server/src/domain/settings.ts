import { REQUIRED_SETTINGS, SettingsSchema, type Settings } from '@parish/shared/settings';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';
import type { Changes, Memo } from '../plugins/changes.ts';
import { CACHE_TAGS } from '../plugins/cache-tags.ts';

/** A required setting stored blank (before the update refused it) reads as its default. */
const isBlankRequired = (key: string, v: unknown) =>
  (REQUIRED_SETTINGS as readonly string[]).includes(key) && typeof v === 'string' && v.trim() === '';

async function readSettings(db: Db): Promise<Settings> {
  const rows = await db.select().from(settings);
  const stored = rows
    .map((r) => [r.key, (r.value as Stored).v] as const)
    .filter(([key, v]) => !isBlankRequired(key, v));
  return SettingsSchema.parse(Object.fromEntries(stored));
}

/** The running app's memo of its database's settings (keepSettings); other callers read afresh. */
const memos = new WeakMap<Db, Memo<Settings>>();

/**
 * Keeps the settings of `db` in memory until a settings write in any process (every public read
 * needs them, restricted mode first): dropped through `changes` (plugins/changes.ts).
 */
export function keepSettings(db: Db, changes: Changes): void {
  memos.set(
    db,
    changes.memo([CACHE_TAGS.settings], () => readSettings(db)),
  );
}

/** The parish settings, defaults filled in. */
export async function getSettings(db: Db): Promise<Settings> {
  const memo = memos.get(db);
  return memo ? memo.get() : readSettings(db);
}

/**
 * Stores the parish's directory default once, unless one is stored already (docs/decisions.md "A
 * real parish starts protected"): the start of the server calls it, `open` for the demo parish,
 * `protected` for a real one. Later changes are the office's, through PUT /api/settings.
 */
export async function settleDirectoryDefault(db: Db, value: Settings['directoryDefault']): Promise<void> {
  await db
    .insert(settings)
    .values({ key: 'directoryDefault', value: { v: value } satisfies Stored })
    .onConflictDoNothing({ target: settings.key });
}

/** Values are kept as { v: value }: a bare JSON string like "9400000001" would come back a number. */
type Stored = { v: unknown };

/**
 * Several rows: run it inside the caller's transaction (app.write with the settings tag, which
 * drops the memo in every process once it has committed).
 */
export async function putSettings(db: Db, patch: Partial<Settings>) {
  for (const [key, v] of Object.entries(patch)) {
    const value: Stored = { v };
    await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  }
}
