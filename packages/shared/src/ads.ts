// Sponsor ads (docs/product.md "Records" and "API"; docs/decisions.md "Sponsor ads"):
// the API's shapes, and the rules of ad-rules.ts (who sees
// ads, the ward page's banners, the popup's delay) for the server.
import { z } from 'zod';
import { VIDEO_AD_MAX_S, VIDEO_AD_MIN_S } from './plain/constants.ts';
import { IdSchema, textSchema, updateBody } from './common.ts';

import { AD_EVENTS_MAX } from './plain/ad-rules.ts';

export * from './plain/ad-rules.ts';

// ---- shapes ------------------------------------------------------------------------------------

/** Where a tap on an ad goes: a web address or a phone number to call. */
export const AdLinkSchema = textSchema()
  .trim()
  .max(500)
  .regex(
    /^(https?:\/\/[^\s/$.?#][^\s]*|tel:\+?[0-9]{6,15})$/,
    'Must start with https:// (a web address) or tel: (a phone number)',
  );

const title = textSchema().trim().min(1, 'Required').max(120);
const link = z.union([AdLinkSchema, z.literal('').transform(() => null), z.null()]).default(null);

/** A banner as a visitor's screens get it. */
export const BannerAdSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  /** 'gif': an animated picture. */
  type: z.enum(['image', 'gif']),
  image: z.string(),
  link: z.string().nullable(),
});
export type BannerAd = z.infer<typeof BannerAdSchema>;

export const VideoAdSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  video: z.string(),
  /** Seconds, 10 to 30, read from the file. */
  duration: z.number().int(),
  link: z.string().nullable(),
});
export type VideoAd = z.infer<typeof VideoAdSchema>;

/** GET /api/ads: empty lists for a logged-in user and for the ad-free screens. */
export const AdsSchema = z.object({ banners: z.array(BannerAdSchema), videos: z.array(VideoAdSchema) });
export type Ads = z.infer<typeof AdsSchema>;

/** What the admin sees of each ad besides that. */
const adminFields = { position: z.number().int(), active: z.boolean() };
export const AdminBannerAdSchema = BannerAdSchema.extend(adminFields);
export type AdminBannerAd = z.infer<typeof AdminBannerAdSchema>;
export const AdminVideoAdSchema = VideoAdSchema.extend(adminFields);
export type AdminVideoAd = z.infer<typeof AdminVideoAdSchema>;
export const AdminAdsSchema = z.object({ banners: z.array(AdminBannerAdSchema), videos: z.array(AdminVideoAdSchema) });
export type AdminAds = z.infer<typeof AdminAdsSchema>;

/** POST /api/ads/banners: the picture is one POST /api/media stored (a GIF stays animated). */
export const BannerAdInputSchema = z.strictObject({
  title,
  link,
  image: textSchema().min(1, 'Upload the picture'),
  active: z.boolean().default(true),
});
export type BannerAdInput = z.input<typeof BannerAdInputSchema>;
export const BannerAdUpdateSchema = updateBody(BannerAdInputSchema.shape);
export type BannerAdUpdate = z.input<typeof BannerAdUpdateSchema>;

/** POST /api/ads/videos: the video is one POST /api/media/video stored; its duration is read from it. */
export const VideoAdInputSchema = z.strictObject({
  title,
  link,
  video: textSchema().min(1, 'Upload the video'),
  active: z.boolean().default(true),
});
export type VideoAdInput = z.input<typeof VideoAdInputSchema>;
export const VideoAdUpdateSchema = updateBody(VideoAdInputSchema.shape);
export type VideoAdUpdate = z.input<typeof VideoAdUpdateSchema>;

/** Whole seconds a video ad lasts, or null when its length is outside 10–30 s. */
export function videoAdSeconds(duration: number): number | null {
  const s = Math.round(duration);
  return s >= VIDEO_AD_MIN_S && s <= VIDEO_AD_MAX_S ? s : null;
}

export const AdKindSchema = z.enum(['banner', 'video']);
export type AdKind = z.infer<typeof AdKindSchema>;

/** PUT /api/ads/{banners|videos}/order: every ad of the kind, in the new order. */
export const AdOrderSchema = z.strictObject({ ids: z.array(IdSchema).min(1).max(500) });

/** POST /api/ads/events: what a visitor's browser saw and tapped, sent in small batches. */
export const AdEventSchema = z.strictObject({
  kind: AdKindSchema,
  id: IdSchema,
  event: z.enum(['impression', 'click']),
});
export type AdEvent = z.infer<typeof AdEventSchema>;
export const AdEventsSchema = z.strictObject({ events: z.array(AdEventSchema).min(1).max(AD_EVENTS_MAX) });

/** GET /api/ads/stats: totals per ad per day (no person is ever recorded). */
export const AdStatRowSchema = z.object({
  kind: AdKindSchema,
  adId: IdSchema,
  day: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
});
export type AdStatRow = z.infer<typeof AdStatRowSchema>;
export const AD_STATS_DAYS = 30;
export const AdStatsSchema = z.object({ from: z.string(), to: z.string(), rows: z.array(AdStatRowSchema) });
export type AdStats = z.infer<typeof AdStatsSchema>;
