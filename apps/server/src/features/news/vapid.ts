// The VAPID key pair of web push (docs/decisions.md "News and web push"):
// from the settings (VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY)
// when given, else generated once, at the first start, and kept in the database so every process
// and every restart signs with the same key (a new key would orphan every subscription).
import webpush from 'web-push';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { getSettings } from '../../domain/settings.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface VapidDetails extends VapidKeys {
  subject: string;
}

/** The settings row holding the generated pair; SettingsSchema leaves it out of GET /api/settings. */
export const VAPID_SETTING = 'vapid';

function isKeys(value: unknown): value is VapidKeys {
  const v = value as Partial<VapidKeys> | null;
  return typeof v?.publicKey === 'string' && typeof v.privateKey === 'string';
}

async function storedKeys(db: Db): Promise<VapidKeys | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, VAPID_SETTING));
  const v = (row?.value as { v?: unknown } | undefined)?.v;
  return isKeys(v) ? v : null;
}

/** The pair in force: the configured one, the stored one, or a new one stored now (first start). */
export async function ensureVapidKeys(db: Db, config: Config): Promise<VapidKeys> {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = config;
  if (publicKey && privateKey) return { publicKey, privateKey };
  if (publicKey || privateKey) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  const stored = await storedKeys(db);
  if (stored) return stored;
  // Two processes starting at once: the first insert wins and both read it back.
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insert(settings)
    .values({ key: VAPID_SETTING, value: { v: fresh } })
    .onConflictDoNothing();
  const kept = await storedKeys(db);
  if (!kept) throw new Error('VAPID keys could not be stored');
  return kept;
}

/** Keys plus the subject push services may contact (VAPID_SUBJECT, else the church e-mail). */
export async function vapidDetails(db: Db, config: Config, keys: VapidKeys): Promise<VapidDetails> {
  const subject = config.VAPID_SUBJECT ?? `mailto:${(await getSettings(db)).churchEmail}`;
  return { ...keys, subject };
}
