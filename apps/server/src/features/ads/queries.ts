// Sponsor ads (issue 16): the rows of banner_ads and video_ads as the API shows them, their order,
// and the aggregate counters (ad_counts: impressions and clicks per ad per day, nothing per person).
import { and, asc, eq, gte, inArray, max, sql } from 'drizzle-orm';
import type { AdKind, AdminBannerAd, AdminVideoAd, AdStatRow } from '@parish/shared/ads';
import type { Db } from '../../db/client.ts';
import { adCounts, bannerAds, videoAds } from '../../db/schema.ts';

type BannerRow = typeof bannerAds.$inferSelect;
type VideoRow = typeof videoAds.$inferSelect;

export const presentBanner = (r: BannerRow): AdminBannerAd => ({
  _id: r.id, title: r.title, type: r.type, image: r.image, link: r.link, position: r.position, active: r.active,
});
export const presentVideo = (r: VideoRow): AdminVideoAd => ({
  _id: r.id, title: r.title, video: r.video, duration: r.duration, link: r.link, position: r.position, active: r.active,
});

export const TABLES = { banner: bannerAds, video: videoAds } as const;

export async function listBanners(db: Db, onlyActive: boolean): Promise<AdminBannerAd[]> {
  const rows = await db.select().from(bannerAds)
    .where(onlyActive ? eq(bannerAds.active, true) : undefined)
    .orderBy(asc(bannerAds.position), asc(bannerAds.title));
  return rows.map(presentBanner);
}

export async function listVideos(db: Db, onlyActive: boolean): Promise<AdminVideoAd[]> {
  const rows = await db.select().from(videoAds)
    .where(onlyActive ? eq(videoAds.active, true) : undefined)
    .orderBy(asc(videoAds.position), asc(videoAds.title));
  return rows.map(presentVideo);
}

/** The position after the last ad of a kind (a new ad goes last). */
export async function nextPosition(db: Db, kind: AdKind): Promise<number> {
  const table = TABLES[kind];
  const [row] = await db.select({ p: max(table.position) }).from(table);
  return (row?.p ?? -1) + 1;
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
export async function addCounts(db: Db, counts: { kind: AdKind; adId: string; impressions: number; clicks: number }[]): Promise<void> {
  if (!counts.length) return;
  await db.insert(adCounts)
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
  const [{ from, to }] = (await db.execute(sql`select (${TODAY} - ${days - 1}::int)::text as "from", ${TODAY}::text as "to"`) as unknown as { rows: { from: string; to: string }[] }).rows;
  const rows = await db.select().from(adCounts).where(gte(adCounts.day, from)).orderBy(asc(adCounts.day), asc(adCounts.kind), asc(adCounts.adId));
  return { from, to, rows: rows.map((r) => ({ kind: r.kind, adId: r.adId, day: r.day, impressions: r.impressions, clicks: r.clicks })) };
}

/** An ad's counts go with it. */
export async function deleteCounts(db: Db, kind: AdKind, adId: string): Promise<void> {
  await db.delete(adCounts).where(and(eq(adCounts.kind, kind), eq(adCounts.adId, adId)));
}
