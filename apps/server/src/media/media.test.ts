// POST /api/media: content-checked uploads, EXIF/GPS stripped, two WebP widths.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '@parish/shared/plain/constants';
import { testApp } from '../test/test-app.ts';
import { multipart, photo } from '../test/upload.ts';
import { auditLog } from '../db/schema.ts';
import { sniffImage } from './sniff.ts';
import { hevcDecoding } from './sharp.ts';
import { MAX_INPUT_PIXELS } from './images.ts';

const t = testApp({ as: ['user'] });
const { user } = t.cookies;

const upload = (content: Buffer, cookie: string | null = user, filename = 'photo.jpg') => {
  const body = multipart(content, filename);
  return t.app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
};
const storedFiles = () => fs.readdirSync(t.config.uploadsDir).sort();
const fileOf = (url: string) => path.join(t.config.uploadsDir, path.basename(url));

/** Little-endian EXIF tag 0x8825: the pointer to the GPS block. */
const GPS_POINTER = Buffer.from([0x25, 0x88]);

describe('POST /api/media', () => {
  it('stores a JPEG as WebP at 1600 and 480 px under a content hash, with EXIF and GPS gone', async () => {
    const input = await sharp(await photo('jpeg', 2400, 1800))
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Parish test', Make: 'TestCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '9/1 35/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '76/1 31/1 0/1' },
      })
      .toBuffer();
    // The test photo really carries a location.
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.exif?.includes(GPS_POINTER)).toBe(true);
    expect(inputMeta.exif?.includes('Parish test')).toBe(true);

    const res = await upload(input);
    expect(res.statusCode, res.body).toBe(201);
    const { image, preImage } = res.json();
    expect(image).toMatch(/^\/media\/[A-Za-z0-9_-]{20}\.webp$/);
    expect(preImage).toMatch(/^data:image\/webp;base64,/);
    expect(preImage.length).toBeLessThan(400);

    const full = await sharp(fileOf(image)).metadata();
    expect(full).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    const small = await sharp(fileOf(image.replace('.webp', '-480.webp'))).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 480, height: 360 });
    for (const meta of [full, small]) {
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
    const raw = fs.readFileSync(fileOf(image));
    expect(raw.includes('Parish test')).toBe(false);
    expect(raw.includes('EXIF')).toBe(false);

    // The same bytes give the same name (content-hashed), and the files are served for a year.
    const served = await t.app.inject({ url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);

    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, image));
    expect(audit).toMatchObject({ action: 'create', entity: 'media', username: expect.stringMatching(/^user-/) });
  });

  it('turns a photo the camera held sideways upright before dropping the orientation tag', async () => {
    // 800×600 pixels with EXIF orientation 6: the camera was turned, people see it 600 wide, 800 high.
    const sideways = await sharp(await photo('jpeg', 800, 600))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const res = await upload(sideways);
    expect(res.statusCode, res.body).toBe(201);
    const stored = await sharp(fileOf(res.json().image)).metadata();
    expect(stored).toMatchObject({ width: 600, height: 800 });
    expect(stored.orientation).toBeUndefined();
  });

  it('accepts PNG and WebP, checked by content whatever the name says', async () => {
    for (const format of ['png', 'webp'] as const) {
      const res = await upload(await photo(format, 640, 480), user, 'named-wrongly.gif');
      expect(res.statusCode, res.body).toBe(201);
      expect((await sharp(fileOf(res.json().image)).metadata()).width).toBe(640);
    }
  });

  it('accepts HEIF with AV1 pictures (AVIF), which this sharp build decodes', async () => {
    const avif = await sharp(await photo('png', 320, 240))
      .avif()
      .toBuffer();
    expect(sniffImage(avif)).toBe('avif');
    const res = await upload(avif, user, 'photo.heif');
    expect(res.statusCode, res.body).toBe(201);
  });

  it('answers an iPhone HEIC photo with a clear 415 when HEVC decoding is missing', async () => {
    // An ISO-BMFF header with the 'heic' brand, as iPhones write it.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(64),
    ]);
    expect(sniffImage(heic)).toBe('heic');
    const before = storedFiles();
    const res = await upload(heic, user, 'IMG_0001.HEIC');
    if (await hevcDecoding()) {
      expect(res.statusCode).not.toBe(500);
      return;
    }
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'unsupported_media_type', message: expect.stringContaining('HEIC') });
    expect(res.json().message).toContain('JPEG');
    expect(storedFiles()).toEqual(before);

    // A generic-brand HEIF whose picture claims to be HEVC: libheif refuses it, and so do we (415, not 500).
    const hevcInside = Buffer.from(
      await sharp(await photo('png', 64, 48))
        .avif()
        .toBuffer(),
    );
    for (const [from, to] of [
      ['av01', 'hvc1'],
      ['av1C', 'hvcC'],
      ['avif', 'mif1'],
      ['avif', 'mif1'],
    ]) {
      const at = hevcInside.indexOf(from);
      if (at >= 0) hevcInside.write(to, at, 'latin1');
    }
    expect(sniffImage(hevcInside)).toBe('heif');
    const generic = await upload(hevcInside, user, 'photo.heif');
    expect(generic.statusCode).toBe(415);
    expect(generic.json().code).toBe('unsupported_media_type');
    expect(storedFiles()).toEqual(before);
  });

  it('keeps an animated GIF or WebP animated (sponsor banners); a still GIF is a photo', async () => {
    const [w, h, n] = [640, 160, 3];
    const raw = Buffer.alloc(w * h * n * 3);
    for (let f = 0; f < n; f++) for (let i = 0; i < w * h; i++) raw[(f * w * h + i) * 3 + f] = 255;
    const gif = await sharp(raw, { raw: { width: w, height: h * n, channels: 3, pageHeight: h } })
      .gif({ delay: [200, 200, 200] })
      .toBuffer();
    expect(sniffImage(gif)).toBe('gif');
    const res = await upload(gif, user, 'banner.gif');
    expect(res.statusCode).toBe(201);
    const { image, preImage } = res.json();
    for (const [file, width] of [
      [fileOf(image), 640],
      [fileOf(image.replace('.webp', '-480.webp')), 480],
    ] as const) {
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, pages: 3, delay: [200, 200, 200] });
    }
    expect(preImage).toMatch(/^data:image\/webp;base64,/);
    // An animated WebP stays animated too.
    const webp = await sharp(gif, { animated: true }).webp().toBuffer();
    const again = await upload(webp, user, 'banner.webp');
    expect(again.statusCode).toBe(201);
    expect((await sharp(fileOf(again.json().image)).metadata()).pages).toBe(3);
    const still = await upload(
      await sharp(await photo('png', 32, 32))
        .gif()
        .toBuffer(),
      user,
      'still.gif',
    );
    expect(still.statusCode).toBe(201);
    expect((await sharp(fileOf(still.json().image)).metadata()).pages ?? 1).toBe(1);
  });

  it('counts every frame of an animation against the pixel bound', async () => {
    // A hand-made GIF: a 2000×2000 screen and 11 frames of one pixel each (44 megapixels decoded).
    const [size, frames] = [2000, 11];
    const screen = Buffer.alloc(7);
    screen.writeUInt16LE(size, 0);
    screen.writeUInt16LE(size, 2);
    screen[4] = 0x80; // a global colour table of two colours
    const frame = Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00]);
    const gif = Buffer.concat([
      Buffer.from('GIF89a'),
      screen,
      Buffer.from([0, 0, 0, 255, 255, 255]),
      ...Array(frames).fill(frame),
      Buffer.from([0x3b]),
    ]);
    expect(size * size).toBeLessThan(MAX_INPUT_PIXELS);
    expect(size * size * frames).toBeGreaterThan(MAX_INPUT_PIXELS);
    const before = storedFiles();
    const res = await upload(gif, user, 'long.gif');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain('11 frames');
    expect(storedFiles()).toEqual(before);
  });

  it('refuses what is not an accepted photo with a 415 and a clear message', async () => {
    const cases = [
      Buffer.from('just some text pretending to be a photo'),
      Buffer.from('%PDF-1.7\n%âãÏÓ\n'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ];
    const before = storedFiles();
    for (const content of cases) {
      const res = await upload(content, user, 'photo.jpg');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        code: 'unsupported_media_type',
        message: expect.stringContaining('JPEG, PNG, WebP, GIF or HEIC/HEIF'),
      });
    }
    // A JPEG signature over garbage is caught when reading it, still as a 415, never a 500.
    const broken = await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]));
    expect(broken.statusCode).toBe(415);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a decompression bomb by its pixel count, before decoding it', async () => {
    // A real 64×64 PNG whose header claims 20000×20000 pixels (400 megapixels).
    const png = Buffer.from(await photo('png', 64, 64));
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
    expect(20_000 * 20_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    const before = storedFiles();
    const res = await upload(png);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large', message: expect.stringContaining('20000×20000') });
    expect(storedFiles()).toEqual(before);
  });

  it('accepts a photo of several megabytes, far over the 1 MB JSON body limit', async () => {
    const [width, height] = [2000, 1600];
    const noisy = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await upload(noisy);
    expect(res.statusCode, res.body).toBe(201);
    expect((await sharp(fileOf(res.json().image)).metadata()).width).toBe(1600);
  });

  it('refuses a file over 15 MB with a 413', async () => {
    const big = Buffer.concat([await photo('jpeg', 64, 64), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('needs a logged-in user, the field "file" and a multipart body', async () => {
    const before = storedFiles();
    const visitor = await upload(await photo(), null);
    expect(visitor.statusCode).toBe(401);
    const wrongField = multipart(await photo(), 'a.jpg', 'photo');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...wrongField.headers, cookie: user },
      payload: wrongField.payload,
    });
    expect(res.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { cookie: user },
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toContain('multipart/form-data');
    expect(storedFiles()).toEqual(before);
  });
});

describe('a malformed multipart body', () => {
  it('is a 400 with a clear message, never a 500, and stores nothing', async () => {
    const body = multipart(await photo());
    const type = body.headers['content-type'];
    const cases: Record<string, { contentType: string; payload: Buffer }> = {
      'no boundary': { contentType: 'multipart/form-data', payload: body.payload },
      'a boundary the body does not use': {
        contentType: 'multipart/form-data; boundary=not-in-the-body',
        payload: body.payload,
      },
      'a boundary of 100 characters': {
        contentType: `multipart/form-data; boundary=${'x'.repeat(100)}`,
        payload: body.payload,
      },
      'a body cut off in the file': { contentType: type, payload: body.payload.subarray(0, 300) },
      'a body cut off in the part header': { contentType: type, payload: body.payload.subarray(0, 40) },
      'a body that is not multipart': { contentType: type, payload: Buffer.from('hello world') },
    };
    const before = storedFiles();
    for (const [name, c] of Object.entries(cases)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/media',
        headers: { 'content-type': c.contentType, cookie: user },
        payload: c.payload,
      });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json(), name).toMatchObject({ code: 'validation_error', fields: { file: expect.any(String) } });
      expect(res.json().message, name).toMatch(/multipart\/form-data|field 'file'/);
    }
    expect(storedFiles()).toEqual(before);
  });
});

describe('uploads per user and hour', () => {
  const limited = testApp({ env: { UPLOADS_PER_HOUR: '3', ADMIN_UPLOADS_PER_HOUR: '5' } });

  const send = async (cookie: string) => {
    const body = multipart(await photo('jpeg', 64, 48));
    return limited.request('POST', '/api/media', { headers: body.headers, payload: body.payload, as: cookie });
  };

  it('the (N+1)th upload in an hour: 429, Retry-After and a clear message; others still upload', async () => {
    const first = await limited.login('user');
    for (let i = 0; i < 3; i++) expect((await send(first)).statusCode).toBe(201);
    const files = fs.readdirSync(limited.config.uploadsDir).length;
    const refused = await send(first);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringContaining('3 files in the last hour'),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(fs.readdirSync(limited.config.uploadsDir)).toHaveLength(files);

    // The bound is per user, and admins have their own (ADMIN_UPLOADS_PER_HOUR): the admin still uploads.
    const admin = await limited.login('admin');
    for (let i = 0; i < 5; i++) expect((await send(admin)).statusCode).toBe(201);
    expect((await send(admin)).statusCode).toBe(429);

    // Uploads older than an hour no longer count.
    await limited.database.db
      .update(auditLog)
      .set({ at: new Date(Date.now() - 61 * 60_000) })
      .where(eq(auditLog.entity, 'media'));
    expect((await send(first)).statusCode).toBe(201);
  });
});
