// Sponsor ads (docs/decisions.md "Sponsor ads"):
// what a visitor's screens show (GET /api/ads, empty for a logged-in user
// and on the ad-free screens: the rule of packages/shared/src/ads.ts), the admin's writes, and the
// counters a visitor's browser calls without credentials (aggregate, rate-limited, one statement).
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AD_EVENTS_MAX,
  AD_STATS_DAYS,
  AdEventsSchema,
  AdOrderSchema,
  AdminAdsSchema,
  AdminBannerAdSchema,
  AdminVideoAdSchema,
  AdsSchema,
  AdStatsSchema,
  BannerAdInputSchema,
  BannerAdUpdateSchema,
  VideoAdInputSchema,
  VideoAdUpdateSchema,
  seesAds,
  videoAdSeconds,
  type AdKind,
} from '@parish/shared/ads';
import {
  AD_EVENTS_RATE_MAX,
  RATE_LIMIT_WINDOW_MS,
  VIDEO_AD_MAX_S,
  VIDEO_AD_MIN_S,
} from '@parish/shared/plain/constants';
import { IdSchema } from '@parish/shared/common';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { badRequest, errorResponses, notFound } from '../../plugins/errors.ts';
import { deletedAnswer } from '../../plugins/crud-routes.ts';
import { checkStoredFiles, checkStoredMedia, releaseStoredFiles } from '../../media/stored-files.ts';
import { isAnimated } from '../../media/images.ts';
import { probeMedia, sniffAv } from '../../media/probe.ts';
import { readWhole, uploadKey, withLocalCopy } from '../../media/storage.ts';
import { incomingDir } from '../../media/av-upload.ts';
import type { Db } from '../../db/client.ts';
import type { Audit } from '../../plugins/write.ts';
import {
  addCounts,
  countsSince,
  deleteAd,
  existingIds,
  findAd,
  insertAd,
  listBanners,
  listVideos,
  reorderAds,
  updateAd,
} from './queries.ts';
import { on } from '../../plugins/routes.ts';
import { ads as adsApi } from '@parish/shared/plain/routes/ads';

const PathQuery = z.strictObject({
  /** The screen asking (its pathname): the ad-free screens get nothing. */
  path: z.string().max(200).regex(/^\//, 'A pathname, starting with /').optional(),
});
const IdParams = z.object({ id: IdSchema });
const AdminOnly = { preHandler: requireAdmin } as const;
const INVALIDATES = [CACHE_TAGS.ads];

const adRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.store;
  const keyOf = (url: string) => uploadKey(path.basename(url));

  /** Reads a stored video's length: 10–30 s whole seconds, else a 400 on body.video. */
  async function videoSeconds(url: string): Promise<number> {
    await checkStoredMedia(url, store, 'body.video', 'video');
    // The probe seeks in a file: the store's own, or a copy of the object store's.
    const probed = await withLocalCopy(store, keyOf(url), incomingDir(app.config.DATA_DIR), async (file) => {
      const fh = await fs.open(file, 'r');
      const head = Buffer.alloc(64);
      try {
        await fh.read(head, 0, 64, 0);
      } finally {
        await fh.close();
      }
      const container = sniffAv(head);
      return container ? probeMedia(file, container).catch(() => null) : null;
    }).catch(() => null);
    const seconds = probed ? videoAdSeconds(probed.duration) : null;
    if (seconds === null) {
      const said = probed ? `${Math.round(probed.duration)} s` : 'of unknown length';
      throw badRequest(`body.video: the video is ${said}; an ad lasts ${VIDEO_AD_MIN_S} to ${VIDEO_AD_MAX_S} s`, {
        'body.video': `The video must last ${VIDEO_AD_MIN_S} to ${VIDEO_AD_MAX_S} seconds`,
      });
    }
    return seconds;
  }

  /** The banner's picture: a photo this site stored; 'gif' when it is animated. */
  async function bannerImage(image: string): Promise<{ image: string; type: 'image' | 'gif' }> {
    await checkStoredFiles({ image }, store);
    const bytes = await readWhole(store, keyOf(image)).catch(() => null);
    return { image, type: bytes && (await isAnimated(bytes).catch(() => false)) ? 'gif' : 'image' };
  }

  // ---- what visitors see ----

  on(app, adsApi.live)(
    {
      config: { cache: [CACHE_TAGS.ads] },
      schema: {
        tags: ['ads'],
        summary:
          'The banners and video ads a visitor sees, in order (docs/product.md "Advertisements"). Empty for a ' +
          'logged-in user and for ?path=/news or /sandeshangal',
        querystring: PathQuery,
        response: { 200: AdsSchema },
      },
    },
    async (request) => {
      if (!seesAds({ loggedIn: Boolean(request.user) }, request.query.path)) return { banners: [], videos: [] };
      const [banners, videos] = await Promise.all([listBanners(app.db, true), listVideos(app.db, true)]);
      return {
        banners: banners.map(({ position: _p, active: _a, ...b }) => b),
        videos: videos.map(({ position: _p, active: _a, ...v }) => v),
      };
    },
  );

  on(app, adsApi.count)(
    {
      config: { rateLimit: { max: AD_EVENTS_RATE_MAX, timeWindow: RATE_LIMIT_WINDOW_MS } },
      schema: {
        tags: ['ads'],
        summary:
          `Count impressions and clicks (up to ${AD_EVENTS_MAX} a call; no credentials needed, none ` +
          `recorded): added to each ad's count of the day, nothing per person. Unknown ads are ignored`,
        body: AdEventsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const totals = new Map<string, { kind: AdKind; adId: string; impressions: number; clicks: number }>();
      for (const e of request.body.events) {
        const key = `${e.kind}:${e.id}`;
        const t = totals.get(key) ?? { kind: e.kind, adId: e.id, impressions: 0, clicks: 0 };
        if (e.event === 'impression') t.impressions += 1;
        else t.clicks += 1;
        totals.set(key, t);
      }
      const all = [...totals.values()];
      const known = await Promise.all(
        (['banner', 'video'] as const).map((kind) =>
          existingIds(
            app.db,
            kind,
            all.filter((t) => t.kind === kind).map((t) => t.adId),
          ),
        ),
      );
      await addCounts(
        app.db,
        all.filter((t) => known[t.kind === 'banner' ? 0 : 1].has(t.adId)),
      );
      return reply.status(204).send(null);
    },
  );

  // ---- the admin's screen ----

  on(app, adsApi.admin)(
    {
      ...AdminOnly,
      schema: { tags: ['ads'], summary: 'Every ad, switched off ones too (admin)', response: { 200: AdminAdsSchema } },
    },
    async () => {
      const [banners, videos] = await Promise.all([listBanners(app.db, false), listVideos(app.db, false)]);
      return { banners, videos };
    },
  );

  on(app, adsApi.stats)(
    {
      ...AdminOnly,
      schema: {
        tags: ['ads'],
        summary: 'Impressions and clicks per ad per day, in aggregate (admin)',
        querystring: z.strictObject({ days: z.coerce.number().int().min(1).max(366).default(AD_STATS_DAYS) }),
        response: { 200: AdStatsSchema },
      },
    },
    async (request) => countsSince(app.db, request.query.days),
  );

  // The admin's writes of each kind, written here rather than by crudWrites (plugins/crud-routes.ts):
  // a banner's type and a video's length are read from the stored file, the two kinds are
  // resources under one base with their id in the path (as the spec's houses), an ad's counts go
  // with it, and each kind is reordered as a whole (docs/decisions.md "Server write kit").
  const KINDS = {
    banner: {
      label: 'Banner',
      file: 'image',
      row: AdminBannerAdSchema,
      create: BannerAdInputSchema,
      update: BannerAdUpdateSchema,
      created: 'Add a banner (admin): its picture from POST /api/media (GIF/WebP stay animated)',
      fromFile: bannerImage,
    },
    video: {
      label: 'Video ad',
      file: 'video',
      row: AdminVideoAdSchema,
      create: VideoAdInputSchema,
      update: VideoAdUpdateSchema,
      created: 'Add a video ad (admin): its file from POST /api/media/video, 10–30 s long',
      fromFile: async (video: string) => ({ video, duration: await videoSeconds(video) }),
    },
  } as const;

  for (const kind of ['banner', 'video'] as const) {
    const { label, file, row: rowSchema, fromFile } = KINDS[kind];
    const entity = `${kind}_ad`;
    const adminWrite = <T>(request: FastifyRequest, work: (tx: Db, audit: Audit) => Promise<T>) =>
      app.write({ user: signedInUser(request), invalidates: INVALIDATES }, work);

    on(app, kind === 'banner' ? adsApi.createBanner : adsApi.createVideo)(
      {
        ...AdminOnly,
        schema: { tags: ['ads'], summary: KINDS[kind].created, body: KINDS[kind].create, response: { 201: rowSchema } },
      },
      async (request, reply) => {
        const body = request.body as Record<string, unknown>;
        const fromStored = await fromFile(body[file] as string);
        const row = await adminWrite(request, async (tx, audit) => {
          const created = await insertAd(tx, kind, { ...body, ...fromStored });
          await audit({ action: 'create', entity, entityId: created._id, after: created });
          return created;
        });
        return reply.status(201).send(row);
      },
    );

    on(app, kind === 'banner' ? adsApi.updateBanner : adsApi.updateVideo)(
      {
        ...AdminOnly,
        schema: {
          tags: ['ads'],
          summary:
            `Change, replace or switch off a ${kind === 'banner' ? 'banner' : 'video ad'} (admin); a ` +
            `field left out keeps its value`,
          params: IdParams,
          body: KINDS[kind].update,
          response: { 200: rowSchema, ...errorResponses(404) },
        },
      },
      async (request) => {
        const body = request.body as Record<string, unknown>;
        const { before, after } = await adminWrite(request, async (tx, audit) => {
          const current = await findAd(tx, kind, request.params.id);
          if (!current) throw notFound(label);
          const sent = body[file] as string | undefined;
          const fromStored =
            sent !== undefined && sent !== (current as Record<string, unknown>)[file] ? await fromFile(sent) : {};
          const updated = await updateAd(tx, kind, current._id, { ...body, ...fromStored });
          if (!updated) throw notFound(label);
          await audit({ action: 'update', entity, entityId: updated._id, before: current, after: updated });
          return { before: current, after: updated };
        });
        const old = (before as Record<string, unknown>)[file] as string;
        if ((after as Record<string, unknown>)[file] !== old) await releaseStoredFiles(app.db, store, [old]);
        return after;
      },
    );

    on(app, kind === 'banner' ? adsApi.orderBanners : adsApi.orderVideos)(
      {
        ...AdminOnly,
        schema: {
          tags: ['ads'],
          summary: `Reorder the ${kind}s (admin): every ${kind}'s id, in the new order`,
          body: AdOrderSchema,
          response: { 200: AdminAdsSchema },
        },
      },
      async (request) => {
        const { ids } = request.body;
        await adminWrite(request, async (tx, audit) => {
          if (!(await reorderAds(tx, kind, ids)))
            throw badRequest(`body.ids: send every ${kind}'s id once`, { 'body.ids': `Must list every ${kind} once` });
          await audit({ action: 'update', entity, entityId: 'order', after: { ids } });
        });
        const [banners, videos] = await Promise.all([listBanners(app.db, false), listVideos(app.db, false)]);
        return { banners, videos };
      },
    );

    on(app, kind === 'banner' ? adsApi.removeBanner : adsApi.removeVideo)(
      {
        ...AdminOnly,
        schema: {
          tags: ['ads'],
          summary: `Delete a ${kind} ad and its counts (admin)`,
          params: IdParams,
          response: { 200: deletedAnswer(`${label} deleted`), ...errorResponses(404) },
        },
      },
      async (request) => {
        const removed = await adminWrite(request, async (tx, audit) => {
          const row = await deleteAd(tx, kind, request.params.id);
          if (!row) throw notFound(label);
          await audit({ action: 'delete', entity, entityId: row._id, before: row });
          return row;
        });
        await releaseStoredFiles(app.db, store, [(removed as Record<string, unknown>)[file] as string]);
        return { message: `${label} deleted` as const };
      },
    );
  }
};

export default adRoutes;
