// Sponsor ads (docs/decisions.md "Sponsor ads"):
// what visitors get, the admin's writes, and the aggregate counters.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AdminAds, AdminBannerAd, AdminVideoAd, Ads, AdStats } from '@parish/shared/ads';
import { testApp } from '../../test/test-app.ts';
import { multipart, uploadPhoto } from '../../test/upload.ts';
import { mp4, webmVideo } from '../../test/av-files.ts';
import { adCounts, auditLog } from '../../db/schema.ts';

const t = testApp({ as: ['user', 'admin'] });
const { user, admin } = t.cookies;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie?: string | null) =>
  t.request(method, url, { payload, as: cookie });

async function uploadVideo(content: Buffer, name = 'ad.webm'): Promise<string> {
  const body = multipart(content, name);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/media/video',
    headers: { ...body.headers, cookie: admin },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().url;
}

async function animatedGif(): Promise<string> {
  const [w, h, n] = [400, 100, 2];
  const raw = Buffer.alloc(w * h * n * 3);
  for (let i = 0; i < w * h; i++) raw[(w * h + i) * 3 + 1] = 200;
  const gif = await sharp(raw, { raw: { width: w, height: h * n, channels: 3, pageHeight: h } })
    .gif()
    .toBuffer();
  const body = multipart(gif, 'banner.gif');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...body.headers, cookie: admin },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().image;
}

const exists = (url: string) => fs.existsSync(path.join(t.config.uploadsDir, path.basename(url)));
let banner1: AdminBannerAd;
let banner2: AdminBannerAd;
let video1: AdminVideoAd;

describe('the admin adds ads', () => {
  it('adds a banner from an uploaded photo, with its link; an animated GIF is a "gif"', async () => {
    const { image } = await uploadPhoto(t, 'admin');
    const res = await call(
      'POST',
      '/api/ads/banners',
      { title: 'ജോസ് ജ്വല്ലറി', link: 'https://jose.example/', image },
      admin,
    );
    expect(res.statusCode).toBe(201);
    banner1 = res.json();
    expect(banner1).toMatchObject({
      title: 'ജോസ് ജ്വല്ലറി',
      type: 'image',
      image,
      link: 'https://jose.example/',
      position: 0,
      active: true,
    });
    const gif = await animatedGif();
    const second = await call('POST', '/api/ads/banners', { title: 'Animated', link: '', image: gif }, admin);
    expect(second.statusCode).toBe(201);
    banner2 = second.json();
    expect(banner2).toMatchObject({ type: 'gif', link: null, position: 1 });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'banner_ad'), eq(auditLog.entityId, banner1._id)));
    expect(audit).toHaveLength(1);
  });

  it('refuses a bad banner with 400 and its fields', async () => {
    const bad = await call(
      'POST',
      '/api/ads/banners',
      { title: '', link: 'javascript:alert(1)', image: 'https://tracker.example/x.png' },
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['body.link', 'body.title']);
    const outside = await call(
      'POST',
      '/api/ads/banners',
      { title: 'x', image: 'https://tracker.example/x.png' },
      admin,
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields).toHaveProperty(['body.image']);
  });

  it('adds a video ad, its duration read from the file; a video outside 10–30 s is a 400', async () => {
    const url = await uploadVideo(webmVideo());
    const res = await call(
      'POST',
      '/api/ads/videos',
      { title: 'Video sponsor', link: 'tel:+919447012345', video: url },
      admin,
    );
    expect(res.statusCode).toBe(201);
    video1 = res.json();
    expect(video1).toMatchObject({ duration: 10, video: url, link: 'tel:+919447012345', position: 0, active: true });
    const long = await uploadVideo(mp4(45), 'long.mp4');
    const refused = await call('POST', '/api/ads/videos', { title: 'Too long', video: long }, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields['body.video']).toContain('10 to 30 seconds');
    const image = await call('POST', '/api/ads/videos', { title: 'A photo', video: banner1.image }, admin);
    expect(image.statusCode).toBe(400);
  });

  it('needs an admin for every write and for the admin reads', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/ads/banners', { title: 'x', image: banner1.image }],
      ['PUT', `/api/ads/banners/${banner1._id}`, { active: false }],
      ['DELETE', `/api/ads/banners/${banner1._id}`, undefined],
      ['POST', '/api/ads/videos', { title: 'x', video: video1.video }],
      ['PUT', '/api/ads/videos/order', { ids: [video1._id] }],
      ['GET', '/api/ads/admin', undefined],
      ['GET', '/api/ads/stats', undefined],
    ] as const) {
      expect((await call(method, url, body, null)).statusCode).toBe(401);
      expect((await call(method, url, body, user)).statusCode).toBe(403);
    }
  });
});

describe('what visitors get (GET /api/ads)', () => {
  it('gives a visitor the active ads in order, without the admin fields', async () => {
    const res = await call('GET', '/api/ads');
    expect(res.statusCode).toBe(200);
    const ads: Ads = res.json();
    expect(ads.banners.map((b) => b.title)).toEqual(['ജോസ് ജ്വല്ലറി', 'Animated']);
    expect(ads.banners[0]).not.toHaveProperty('active');
    expect(ads.videos).toEqual([
      { _id: video1._id, title: 'Video sponsor', video: video1.video, duration: 10, link: 'tel:+919447012345' },
    ]);
  });

  it('gives a logged-in user and the ad-free screens nothing (the shared rule)', async () => {
    for (const cookie of [user, admin])
      expect((await call('GET', '/api/ads', undefined, cookie)).json()).toEqual({ banners: [], videos: [] });
    for (const p of ['/news', '/sandeshangal', '/news/'])
      expect((await call('GET', `/api/ads?path=${encodeURIComponent(p)}`)).json()).toEqual({ banners: [], videos: [] });
    expect((await call('GET', '/api/ads?path=%2Fwards%2F1')).json().banners).toHaveLength(2);
  });

  it('follows switching off, reordering and replacing at once (the cached answer is dropped)', async () => {
    expect((await call('PUT', `/api/ads/banners/${banner1._id}`, { active: false }, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/ads')).json().banners.map((b: { title: string }) => b.title)).toEqual(['Animated']);
    await call('PUT', `/api/ads/banners/${banner1._id}`, { active: true }, admin);
    const order = await call('PUT', '/api/ads/banners/order', { ids: [banner2._id, banner1._id] }, admin);
    expect(order.statusCode).toBe(200);
    expect((order.json() as AdminAds).banners.map((b) => b.title)).toEqual(['Animated', 'ജോസ് ജ്വല്ലറി']);
    expect((await call('GET', '/api/ads')).json().banners.map((b: { title: string }) => b.title)).toEqual([
      'Animated',
      'ജോസ് ജ്വല്ലറി',
    ]);
    const partial = await call('PUT', '/api/ads/banners/order', { ids: [banner1._id] }, admin);
    expect(partial.statusCode).toBe(400);
    expect(partial.json().fields).toHaveProperty(['body.ids']);
    // Replacing the picture: the old file goes (no other row shows it), the new one is served.
    const old = banner1.image;
    const { image } = await uploadPhoto(t, 'admin');
    const replaced = await call('PUT', `/api/ads/banners/${banner1._id}`, { image }, admin);
    expect(replaced.json()).toMatchObject({ image, title: 'ജോസ് ജ്വല്ലറി', type: 'image' });
    expect(exists(old)).toBe(false);
    expect(exists(image)).toBe(true);
    banner1 = replaced.json();
  });
});

describe('the counters (POST /api/ads/events)', () => {
  it('adds impressions and clicks per ad per day, without credentials; unknown ads are ignored', async () => {
    const events = [
      { kind: 'banner', id: banner1._id, event: 'impression' },
      { kind: 'banner', id: banner1._id, event: 'impression' },
      { kind: 'banner', id: banner1._id, event: 'click' },
      { kind: 'video', id: video1._id, event: 'impression' },
      { kind: 'video', id: '00000000-0000-4000-8000-000000000000', event: 'impression' },
    ];
    const res = await call('POST', '/api/ads/events', { events });
    expect(res.statusCode).toBe(204);
    expect((await call('POST', '/api/ads/events', { events: events.slice(0, 1) })).statusCode).toBe(204);
    const rows = await t.database.db.select().from(adCounts);
    expect(rows.map((r) => [r.kind, r.adId, r.impressions, r.clicks]).sort()).toEqual([
      ['banner', banner1._id, 3, 1],
      ['video', video1._id, 1, 0],
    ]);
    const stats: AdStats = (await call('GET', '/api/ads/stats?days=7', undefined, admin)).json();
    expect(stats.rows).toHaveLength(2);
    expect(stats.rows[0].day).toBe(stats.to);
    expect(stats.from < stats.to).toBe(true);
  });

  it('refuses a bad body with 400 and a batch over 40', async () => {
    const bad = await call('POST', '/api/ads/events', { events: [{ kind: 'poster', id: 'x', event: 'view' }] });
    expect(bad.statusCode).toBe(400);
    const many = Array.from({ length: 41 }, () => ({ kind: 'banner', id: banner1._id, event: 'impression' }));
    expect((await call('POST', '/api/ads/events', { events: many })).statusCode).toBe(400);
  });
});

describe('deleting', () => {
  it('removes the ad, its counts and its file', async () => {
    const res = await call('DELETE', `/api/ads/banners/${banner1._id}`, undefined, admin);
    expect(res.json()).toEqual({ message: 'Banner deleted' });
    expect(await t.database.db.select().from(adCounts).where(eq(adCounts.adId, banner1._id))).toEqual([]);
    expect(exists(banner1.image)).toBe(false);
    expect((await call('DELETE', `/api/ads/banners/${banner1._id}`, undefined, admin)).statusCode).toBe(404);
    const video = await call('DELETE', `/api/ads/videos/${video1._id}`, undefined, admin);
    expect(video.json()).toEqual({ message: 'Video ad deleted' });
    expect((await call('GET', '/api/ads')).json().videos).toEqual([]);
  });
});
