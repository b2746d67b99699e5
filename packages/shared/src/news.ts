// News (docs/product.md "News", "Add news", "News record" and "News and push API") and web push (docs/product.md "In
// the browser", docs/product.md "Push notifications"): the wire shapes both sides validate, and the pure rules of a
// news text.
import { z } from 'zod';
import { IdBodySchema, IdSchema, ImageFieldsSchema, textSchema } from './common.ts';

/** News cards per page of GET /api/news. */
export { NEWS_PAGE_SIZE } from './plain/constants.ts';
export const NEWS_TITLE_MAX = 200;
export const NEWS_TEXT_MAX = 5000;
/** Whoever posted a news item may delete it themselves for this long: the one own-write window. */
export { OWN_WRITE_HOURS as NEWS_OWN_DELETE_HOURS } from './plain/constants.ts';

export const NewsSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  news: z.string(),
  image: z.string().nullable(),
  preImage: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type News = z.infer<typeof NewsSchema>;

export const NewsPageSchema = z.object({ items: z.array(NewsSchema), total: z.number().int() });
export type NewsPage = z.infer<typeof NewsPageSchema>;

export const NewsInputSchema = z.strictObject({
  title: textSchema().trim().min(1, 'Title is required').max(NEWS_TITLE_MAX),
  news: textSchema().trim().min(1, 'Text is required').max(NEWS_TEXT_MAX),
  ...ImageFieldsSchema,
});
export type NewsInput = z.input<typeof NewsInputSchema>;

export const NewsDeleteSchema = IdBodySchema;

/** GET /api/news/mine: the news the caller posted and may still delete. */
export const MyNewsSchema = z.object({ ids: z.array(IdSchema) });

/** GET /api/news/push-key (docs/product.md "API" "a public push-notification key exists ({key})"). */
export const PushKeySchema = z.object({ key: z.string() });

// ---- push subscriptions --------------------------------------------------------------------

/** Bytes of a base64url text, or -1 when it is not base64url. */
export function base64UrlBytes(text: string): number {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) return -1;
  const bare = text.replace(/=+$/, '');
  if (bare.length % 4 === 1) return -1;
  return Math.floor((bare.length * 3) / 4);
}

/** The browser's PushSubscription.toJSON() (docs/product.md "API" push-registry body). */
export const PushSubscriptionSchema = z.strictObject({
  endpoint: z
    .string()
    .max(2000)
    .refine((url) => {
      try {
        return new URL(url).protocol === 'https:';
      } catch {
        return false;
      }
    }, 'Must be an https URL'),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    /** The browser's P-256 public key, uncompressed: 65 bytes. */
    p256dh: z
      .string()
      .max(200)
      .refine((k) => base64UrlBytes(k) === 65, 'Must be a 65-byte P-256 key, base64url'),
    /** The auth secret: 16 bytes. */
    auth: z
      .string()
      .max(100)
      .refine((k) => base64UrlBytes(k) === 16, 'Must be 16 bytes, base64url'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionSchema>;

/**
 * The registry's key for an endpoint: its WHATWG URL form (host lower-cased, its percent-encoded
 * unreserved characters decoded, the default port dropped), so one endpoint written two ways is
 * one row (docs/decisions.md "Push endpoints are stored normalised"). Only for a checked endpoint.
 */
export const normalizePushEndpoint = (endpoint: string) => new URL(endpoint).href;

/** DELETE /api/news/push-registry: the browser's endpoint, in any of its spellings. */
export const PushUnsubscribeSchema = PushSubscriptionSchema.pick({ endpoint: true });

/** What a push message carries; the service worker shows it. */
export const PushPayloadSchema = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() });
export type PushPayload = z.infer<typeof PushPayloadSchema>;

export { PUSH_KEY } from './plain/constants.ts';

// The text of a news item: zod-free, for the read-only news screen (news-text.ts).
export { linkify, newsParagraphs, type NewsPiece } from './plain/news-text.ts';
