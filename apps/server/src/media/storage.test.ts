// Uploads through the storage interface, the same tests on both kinds of store (docs/decisions.md
// "Files in object storage"): the local disk under DATA_DIR, and an S3-compatible object store
// (the local server of test/s3-server.ts). Every upload path writes to the store, /media/ streams
// from it (ranges, ETag, 304, a year of immutable caching), the checks before a row is written and
// the removal after it ask it, and backup/restore move the files from either kind into either kind.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testApp, testAppForTest } from '../test/test-app.ts';
import { localBucketEnv } from '../test/s3-server.ts';
import { member } from '../test/factories.ts';
import { multipart, photo } from '../test/upload.ts';
import { mp4, webmVideo } from '../test/av-files.ts';
import { houses } from '../db/schema.ts';
import { restoreBackup, writeBackup } from '../backup/backup.ts';
import { sweepStoreIncoming, sweepUnusedUploads } from './stored-files.ts';
import { INCOMING, UPLOADS, readWhole, uploadKey, type FileStore } from './storage.ts';
import { requestedRange } from './serve.ts';

type Kind = 'disk' | 's3';
const envOf = async (kind: Kind) => (kind === 's3' ? localBucketEnv(inject('s3Endpoint')) : {});
const HOUR_MS = 60 * 60 * 1000;

async function keys(store: FileStore, prefix: string): Promise<string[]> {
  const all: string[] = [];
  for await (const o of store.list(prefix)) all.push(o.key);
  return all.sort();
}

describe.each<Kind>(['disk', 's3'])('uploads in the %s store', (kind) => {
  const t = testApp({ env: () => envOf(kind), as: ['admin'] });
  const { admin } = t.cookies;

  const uploadPhoto = async () => {
    const body = multipart(await photo());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...body.headers, cookie: admin },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { image: string; preImage: string };
  };
  const uploadVideo = async (content: Buffer) => {
    const body = multipart(content, 'clip.bin');
    return t.app.inject({
      method: 'POST',
      url: '/api/media/video',
      headers: { ...body.headers, cookie: admin },
      payload: body.payload,
    });
  };
  const createHouse = async (image: { image: string; preImage: string }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/houses',
      headers: { cookie: admin },
      payload: { house: 'പുത്തൻപുര', ward: 5, ...image, members: [member({ HOH: true })] },
    });
    return res;
  };

  it('is the store the settings name', () => {
    expect(t.app.store.kind).toBe(kind);
  });

  it('stores a photo by content name with both renditions; serves a strong ETag, 304, a year immutable', async () => {
    const { image } = await uploadPhoto();
    const name = path.basename(image);
    expect(await keys(t.app.store, UPLOADS)).toEqual(
      expect.arrayContaining([uploadKey(name), uploadKey(name.replace('.webp', '-480.webp'))]),
    );
    if (kind === 's3') expect(fs.existsSync(path.join(t.config.uploadsDir, name))).toBe(false); // not on this disk

    const res = await t.app.inject({ url: image });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'accept-ranges': 'bytes',
      etag: `"${name}"`,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(res.rawPayload.equals((await readWhole(t.app.store, uploadKey(name)))!)).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(Date.parse(String(res.headers['last-modified']))).toBeGreaterThan(Date.now() - HOUR_MS);

    expect((await t.app.inject({ url: image, headers: { 'if-none-match': `"${name}"` } })).statusCode).toBe(304);
    expect((await t.app.inject({ url: image, headers: { 'if-none-match': '"another"' } })).statusCode).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url: image });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);
    expect((await t.app.inject({ url: '/media/missingmissingmissin.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/..%2F..%2Fconfig.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/%2E%2E%2Fdb%2Fpostmaster.pid' })).statusCode).toBe(404);
  });

  it('answers a plain 404 that no phone keeps for a file removed between its stat and its read', async () => {
    const { image } = await uploadPhoto();
    const read = t.app.store.read;
    t.app.store.read = async () => null;
    try {
      const res = await t.app.inject({ url: image });
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBeUndefined();
      expect(res.headers.etag).toBeUndefined();
      expect(res.json().code).toBe('not_found');
    } finally {
      t.app.store.read = read;
    }
  });

  it('streams a video larger than a multipart part into the store; serves ranges (206, If-Range, 416)', async () => {
    const content = mp4(20, { mediaBytes: 12 * 1024 * 1024 });
    const res = await uploadVideo(content);
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json() as { url: string };
    expect((await t.app.store.stat(uploadKey(path.basename(url))))?.size).toBe(content.length);
    expect(await keys(t.app.store, INCOMING)).toEqual([]);

    const whole = await t.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(content)).toBe(true);

    const middle = 9 * 1024 * 1024; // across the first part's end on the object store
    const part = await t.app.inject({ url, headers: { range: `bytes=${middle}-${middle + 999}` } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${middle}-${middle + 999}/${content.length}`);
    expect(part.rawPayload.equals(content.subarray(middle, middle + 1000))).toBe(true);
    const tail = await t.app.inject({ url, headers: { range: 'bytes=-100' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(content.subarray(-100))).toBe(true);
    // If-Range: a range only of the same file, else the whole of it.
    expect(
      (await t.app.inject({ url, headers: { range: 'bytes=0-9', 'if-range': `"${path.basename(url)}"` } })).statusCode,
    ).toBe(206);
    expect(
      (await t.app.inject({ url, headers: { range: 'bytes=0-9', 'if-range': '"an-older-file.mp4"' } })).statusCode,
    ).toBe(200);
    const beyond = await t.app.inject({ url, headers: { range: `bytes=${content.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${content.length}`);
  });

  it('leaves nothing in the store when a video is refused by its content', async () => {
    const everything = async () => [...(await keys(t.app.store, UPLOADS)), ...(await keys(t.app.store, INCOMING))];
    const before = await everything();
    const hevc = await uploadVideo(mp4(12, { codec: 'hvc1' }));
    expect(hevc.statusCode).toBe(415);
    const notVideo = await uploadVideo(Buffer.concat([Buffer.from('plain text, not a video'), Buffer.alloc(8000)]));
    expect(notVideo.statusCode).toBe(415);
    expect(await everything()).toEqual(before);
    expect(fs.readdirSync(path.join(t.config.DATA_DIR, 'incoming'))).toEqual([]);
  });

  it('refuses a row pointing at a file the store lacks (400 on the field); takes it once it is there', async () => {
    const photoOfRow = await uploadPhoto();
    await t.app.store.remove([uploadKey(path.basename(photoOfRow.image))]);
    const refused = await createHouse(photoOfRow);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields['body.image']).toMatch(/not found/i);
    expect(await t.database.db.select().from(houses)).toEqual([]);

    const video = await uploadVideo(webmVideo());
    const { url } = video.json() as { url: string };
    await t.app.store.remove([uploadKey(path.basename(url))]);
    const ad = await t.app.inject({
      method: 'POST',
      url: '/api/ads/videos',
      headers: { cookie: admin },
      payload: { title: 'പരസ്യം', video: url },
    });
    expect(ad.statusCode).toBe(400);
    expect(Object.keys(ad.json().fields)).toEqual(['body.video']);
  });

  it("reads an ad video's length and a banner's frames from the store", async () => {
    const video = await uploadVideo(webmVideo());
    const ad = await t.app.inject({
      method: 'POST',
      url: '/api/ads/videos',
      headers: { cookie: admin },
      payload: { title: 'പരസ്യം', video: video.json().url },
    });
    expect(ad.statusCode, ad.body).toBe(201);
    expect(ad.json().duration).toBeGreaterThanOrEqual(10);

    const [w, h, n] = [400, 100, 2];
    const raw = Buffer.alloc(w * h * n * 3);
    for (let i = 0; i < w * h; i++) raw[(w * h + i) * 3 + 1] = 200;
    const gif = await sharp(raw, { raw: { width: w, height: h * n, channels: 3, pageHeight: h } })
      .gif()
      .toBuffer();
    const body = multipart(gif, 'banner.gif');
    const { image } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/media',
        headers: { ...body.headers, cookie: admin },
        payload: body.payload,
      })
    ).json();
    const banner = await t.app.inject({
      method: 'POST',
      url: '/api/ads/banners',
      headers: { cookie: admin },
      payload: { title: 'അനിമേഷൻ', link: '', image },
    });
    expect(banner.statusCode, banner.body).toBe(201);
    expect(banner.json().type).toBe('gif');
  });

  it('removes a photo from the store with the last row that shows it, not before', async () => {
    const shared = await uploadPhoto();
    const [a, b] = [await createHouse(shared), await createHouse(shared)];
    expect(a.statusCode, a.body).toBe(201);
    const name = path.basename(shared.image);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/houses/${a.json()._id}`, headers: { cookie: admin } }))
        .statusCode,
    ).toBe(200);
    expect(await t.app.store.stat(uploadKey(name))).not.toBeNull();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/houses/${b.json()._id}`, headers: { cookie: admin } }))
        .statusCode,
    ).toBe(200);
    expect(await t.app.store.stat(uploadKey(name))).toBeNull();
    expect(await t.app.store.stat(uploadKey(name.replace('.webp', '-480.webp')))).toBeNull();
    expect((await t.app.inject({ url: shared.image })).statusCode).toBe(404);
  });

  it('sweeps unused uploads past their grace, and parts of uploads that never finished', async () => {
    const orphan = await uploadPhoto();
    const used = await uploadPhoto();
    expect((await createHouse(used)).statusCode).toBe(201);
    await t.app.store.put(`${INCOMING}left-by-a-stopped-process.part`, Buffer.from('half'));
    const grace = t.config.UPLOAD_GRACE_HOURS * HOUR_MS;

    expect(await sweepUnusedUploads(t.database.db, t.app.store, grace)).toEqual([]); // still within its grace
    const removed = await sweepUnusedUploads(t.database.db, t.app.store, grace, Date.now() + grace + HOUR_MS);
    expect(removed).toContain(path.basename(orphan.image));
    expect(removed).not.toContain(path.basename(used.image));
    expect(await t.app.store.stat(uploadKey(path.basename(orphan.image)))).toBeNull();
    expect(await t.app.store.stat(uploadKey(path.basename(used.image)))).not.toBeNull();

    expect(await sweepStoreIncoming(t.app.store, HOUR_MS)).toBe(0);
    expect(await sweepStoreIncoming(t.app.store, HOUR_MS, Date.now() + 2 * HOUR_MS)).toBe(1);
    expect(await keys(t.app.store, INCOMING)).toEqual([]);
  });
});

describe('a backup moves the files between kinds of store', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-move-'));
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it.each<[Kind, Kind]>([
    ['disk', 's3'],
    ['s3', 'disk'],
  ])('from %s into %s: rows and files, byte for byte, served by the restored site', async (from, to) => {
    const source = await testAppForTest(await envOf(from));
    const target = await testAppForTest(await envOf(to));
    const admin = await source.login('admin');
    const body = multipart(await photo());
    const { image, preImage } = (
      await source.app.inject({
        method: 'POST',
        url: '/api/media',
        headers: { ...body.headers, cookie: admin },
        payload: body.payload,
      })
    ).json();
    const house = await source.app.inject({
      method: 'POST',
      url: '/api/houses',
      headers: { cookie: admin },
      payload: { house: 'മാറ്റം', ward: 2, image, preImage, members: [member({ HOH: true })] },
    });
    expect(house.statusCode, house.body).toBe(201);
    const video = mp4(15, { mediaBytes: 3 * 1024 * 1024 });
    const vbody = multipart(video, 'v.mp4');
    const { url } = (
      await source.app.inject({
        method: 'POST',
        url: '/api/media/video',
        headers: { ...vbody.headers, cookie: admin },
        payload: vbody.payload,
      })
    ).json();

    // Taken into the source's own store (backups/, as the nightly one), read back from there.
    const key = 'backups/moving.backup.gz';
    const summary = await writeBackup(
      source.database.db,
      source.app.store,
      { store: source.app.store, key },
      source.database.engine,
    );
    expect(summary.files).toBe(3);
    const file = path.join(tmp, `${from}-${to}.backup.gz`);
    fs.writeFileSync(file, (await readWhole(source.app.store, key))!);

    const restored = await restoreBackup(target.database.db, target.app.store, { file });
    expect(restored.files).toBe(3);
    expect(await keys(target.app.store, UPLOADS)).toEqual(await keys(source.app.store, UPLOADS));
    const served = await target.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(video)).toBe(true);
    const page = await target.app.inject({ url: '/api/houses/wards/2' });
    expect(page.json().items[0].image).toBe(image);
    expect(
      (await target.app.inject({ url: image })).rawPayload.equals(
        (await readWhole(source.app.store, uploadKey(path.basename(image))))!,
      ),
    ).toBe(true);
  });
});

describe('requestedRange', () => {
  it('reads one range, a suffix, an open end; joins overlapping ones; several apart or none satisfiable', () => {
    expect(requestedRange(undefined, 100)).toBe('whole');
    expect(requestedRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(requestedRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(requestedRange('bytes=0-9,5-19', 100)).toEqual({ start: 0, end: 19 });
    expect(requestedRange('bytes=0-9,50-59', 100)).toBe('whole');
    expect(requestedRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(requestedRange('bytes=9-1', 100)).toBe('unsatisfiable');
    expect(requestedRange('items=0-9', 100)).toBe('whole');
  });
});
