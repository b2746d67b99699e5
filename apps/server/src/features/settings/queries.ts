import { SettingsSchema, type Settings } from '@parish/shared/settings';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

const TTL_MS = 10_000;
let memo: { at: number; value: Settings; db: Db } | null = null;

/** The parish settings, defaults filled in. Kept a few seconds: every public read needs them. */
export async function getSettings(db: Db): Promise<Settings> {
  if (memo && memo.db === db && Date.now() - memo.at < TTL_MS) return memo.value;
  const rows = await db.select().from(settings);
  const value = SettingsSchema.parse(Object.fromEntries(rows.map((r) => [r.key, (r.value as Stored).v])));
  memo = { at: Date.now(), value, db };
  return value;
}

/** Values are kept as { v: value }: a bare JSON string like "9400000001" would come back a number. */
type Stored = { v: unknown };

/** Several rows: run it inside the caller's transaction. */
export async function putSettings(db: Db, patch: Partial<Settings>) {
  for (const [key, v] of Object.entries(patch)) {
    const value: Stored = { v };
    await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  }
  memo = null;
}
