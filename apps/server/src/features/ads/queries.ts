// Sponsor ads (docs/decisions.md "Sponsor ads"):
// the rows of banner_ads and video_ads as the API shows them, their order,
// and the aggregate counters (ad_counts: impressions and clicks per ad per day, nothing per person).
import { and, asc, eq, gte, inArray, max, sql } from 'drizzle-orm';
import type { AdKind, AdminBannerAd, AdminVideoAd, AdStatRow } from '@parish/shared/ads';
import type { Db } from '../../db/client.ts';
import { adCounts, bannerAds, videoAds } from '../../db/schema.ts';

// Rows leave their queries in their wire shape (the columns named as the API names them), as in
// every domain (docs/decisions.md "Server write kit").
const bannerColumns = {
  _id: bannerAds.id,
  title: bannerAds.title,
  type: bannerAds.type,
  image: bannerAds.image,
  link: bannerAds.link,
  position: bannerAds.position,
  active: bannerAds.active,
};
const videoColumns = {
  _id: videoAds.id,
  title: videoAds.title,
  video: videoAds.video,
  duration: videoAds.duration,
  link: videoAds.link,
  position: videoAds.position,
  active: videoAds.active,
};

export const TABLES = { banner: bannerAds, video: videoAds } as const;
const COLUMNS = { banner: bannerColumns, video: videoColumns } as const;

/** An ad of a kind as the admin sees it. */
export type AdRow<K extends AdKind> = K extends 'banner' ? AdminBannerAd : AdminVideoAd;
// One body for both tables: drizzle types a query by its table, and the two share these columns;
// the values were checked by the route's zod schema.
type Values = Record<string, unknown>;
const tableOf = (kind: AdKind) => TABLES[kind] as typeof bannerAds;
const columnsOf = (kind: AdKind) => COLUMNS[kind] as typeof bannerColumns;

export async function listBanners(db: Db, onlyActive: boolean): Promise<AdminBannerAd[]> {
  return db
    .select(bannerColumns)
    .from(bannerAds)
    .where(onlyActive ? eq(bannerAds.active, true) : undefined)
    .orderBy(asc(bannerAds.position), asc(bannerAds.title));
}

export async function listVideos(db: Db, onlyActive: boolean): Promise<AdminVideoAd[]> {
  return db
    .select(videoColumns)
    .from(videoAds)
    .where(onlyActive ? eq(videoAds.active, true) : undefined)
    .orderBy(asc(videoAds.position), asc(videoAds.title));
}

export async function findAd<K extends AdKind>(db: Db, kind: K, id: string): Promise<AdRow<K> | undefined> {
  const table = tableOf(kind);
  const [row] = await db.select(columnsOf(kind)).from(table).where(eq(table.id, id));
  return row as AdRow<K> | undefined;
}

/** Adds an ad of a kind last. */
export async function insertAd<K extends AdKind>(db: Db, kind: K, values: Values): Promise<AdRow<K>> {
  const table = tableOf(kind);
  const [{ last }] = await db.select({ last: max(table.position) }).from(table);
  const [row] = await db
    .insert(table)
    .values({ ...values, position: (last ?? -1) + 1 } as typeof bannerAds.$inferInsert)
    .returning(columnsOf(kind));
  return row as AdRow<K>;
}

/** Sets only the fields present (a field left out keeps its value). */
export async function updateAd<K extends AdKind>(
  db: Db,
  kind: K,
  id: string,
  fields: Values,
): Promise<AdRow<K> | undefined> {
  const table = tableOf(kind);
  const [row] = await db.update(table).set(fields).where(eq(table.id, id)).returning(columnsOf(kind));
  return row as AdRow<K> | undefined;
}

/** Deletes an ad and its counts; returns the ad that was there. */
export async function deleteAd<K extends AdKind>(db: Db, kind: K, id: string): Promise<AdRow<K> | undefined> {
  const table = tableOf(kind);
  const [row] = await db.delete(table).where(eq(table.id, id)).returning(columnsOf(kind));
  if (row) await db.delete(adCounts).where(and(eq(adCounts.kind, kind), eq(adCounts.adId, id)));
  return row as AdRow<K> | undefined;
}

/** Puts a kind's ads in the order of `ids`; false (nothing changed) unless `ids` names every ad of the kind once. */
export async function reorderAds(db: Db, kind: AdKind, ids: string[]): Promise<boolean> {
  const table = tableOf(kind);
  const all = await db.select({ id: table.id }).from(table);
  const same = ids.length === all.length && new Set(ids).size === ids.length && all.every((r) => ids.includes(r.id));
  if (!same) return false;
  for (const [position, id] of ids.entries()) await db.update(table).set({ position }).where(eq(table.id, id));
  return true;
}

/** The ids of a kind that exist, of those asked. */
export async function existingIds(db: Db, kind: AdKind, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const table = TABLES[kind];
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Today in India (the parish's day, whatever the server's clock zone). */
const TODAY = sql`(now() at time zone 'Asia/Kolkata')::date`;

/** Adds counts to today's row of each ad (one statement; rows are created on first count). */
export async function addCounts(
  db: Db,
  counts: { kind: AdKind; adId: string; impressions: number; clicks: number }[],
): Promise<void> {
  if (!counts.length) return;
  await db
    .insert(adCounts)
    .values(counts.map((c) => ({ ...c, day: TODAY as unknown as string })))
    .onConflictDoUpdate({
      target: [adCounts.kind, adCounts.adId, adCounts.day],
      set: {
        impressions: sql`${adCounts.impressions} + excluded.impressions`,
        clicks: sql`${adCounts.clicks} + excluded.clicks`,
      },
    });
}

/** Counts of the last `days` days (today included), by day then ad. */
export async function countsSince(db: Db, days: number): Promise<{ from: string; to: string; rows: AdStatRow[] }> {
  const [{ from, to }] = (
    (await db.execute(
      sql`select (${TODAY} - ${days - 1}::int)::text as "from", ${TODAY}::text as "to"`,
    )) as unknown as { rows: { from: string; to: string }[] }
  ).rows;
  const rows = await db
    .select()
    .from(adCounts)
    .where(gte(adCounts.day, from))
    .orderBy(asc(adCounts.day), asc(adCounts.kind), asc(adCounts.adId));
  return {
    from,
    to,
    rows: rows.map((r) => ({ kind: r.kind, adId: r.adId, day: r.day, impressions: r.impressions, clicks: r.clicks })),
  };
}
