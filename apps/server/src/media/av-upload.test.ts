// POST /api/media/audio and /api/media/video, and range-request serving of /media/
// (docs/decisions.md "Audio and video uploads stream to disk").
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_AUDIO_UPLOAD_BYTES, MAX_UPLOAD_BYTES, MAX_VIDEO_UPLOAD_BYTES } from '@parish/shared/plain/constants';
import { StoredMediaSchema } from '@parish/shared/media';
import { testApp, type TestApp } from '../test/test-app.ts';
import { multipart, photo } from '../test/upload.ts';
import { adts, mp3Cbr, mp3Xing, mp4, oggOpus, toneWav, webmVideo } from '../test/av-files.ts';
import { bigElementWebm, emptyMoofMp4, manyChunksWav } from '../test/hostile-files.ts';
import { auditLog } from '../db/schema.ts';
import { incomingDir } from './av-upload.ts';
import { checkStoredMedia } from './stored-files.ts';

const t = testApp({ as: ['admin'] });
const { admin } = t.cookies;
/** Only admins upload audio and video (their screens are the only ones that send them). */

const send = (app: TestApp, kind: 'audio' | 'video', content: Buffer, cookie: string | null, filename = 'file.bin') => {
  const body = multipart(content, filename);
  return app.request('POST', `/api/media/${kind}`, { headers: body.headers, payload: body.payload, as: cookie });
};
const upload = (kind: 'audio' | 'video', content: Buffer, filename?: string) => send(t, kind, content, admin, filename);
const listing = (app: TestApp) => ({
  stored: fs.existsSync(app.config.uploadsDir) ? fs.readdirSync(app.config.uploadsDir).sort() : [],
  incoming: fs.existsSync(incomingDir(app.config.DATA_DIR)) ? fs.readdirSync(incomingDir(app.config.DATA_DIR)) : [],
});
const onDisk = (url: string) => fs.readFileSync(path.join(t.config.uploadsDir, path.basename(url)));

describe('POST /api/media/audio', () => {
  const cases: [string, Buffer, string, string, number][] = [
    ['WAV', toneWav(1, 3), 'wav', 'audio/wav', 3],
    ['MP3 (constant bitrate, ID3 tag)', mp3Cbr(383), 'mp3', 'audio/mpeg', 10.005],
    ['MP3 (VBR, Xing header)', mp3Xing(2297), 'mp3', 'audio/mpeg', 60.003],
    ['AAC (ADTS)', adts(431), 'aac', 'audio/aac', 10.008],
    ['M4A', mp4(42, { track: 'soun', brand: 'M4A ' }), 'm4a', 'audio/mp4', 42],
    ['OGG Opus', oggOpus(7), 'ogg', 'audio/ogg', 7],
  ];
  for (const [name, content, ext, contentType, duration] of cases) {
    it(`stores ${name} under a content hash and answers its real type and duration`, async () => {
      const res = await upload('audio', content, 'named-anything.txt');
      expect(res.statusCode, res.body).toBe(201);
      const stored = StoredMediaSchema.parse(res.json());
      expect(stored).toEqual({
        url: expect.stringMatching(new RegExp(`^/media/[A-Za-z0-9_-]{20}\\.${ext}$`)),
        kind: 'audio',
        contentType,
        duration: expect.closeTo(duration, 1),
        bytes: content.length,
      });
      expect(onDisk(stored.url).equals(content)).toBe(true);
      // The same bytes again: the same file.
      const again = await upload('audio', content);
      expect(again.json().url).toBe(stored.url);
      const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, stored.url));
      expect(audit).toMatchObject({ action: 'create', entity: 'media', username: expect.stringMatching(/^admin-/) });
    });
  }

  it('refuses what is not audio, whatever its name, with a 415 and a clear message, and keeps nothing', async () => {
    const before = listing(t);
    const refused: [Buffer, RegExp][] = [
      [Buffer.from('just some text called homily.mp3'.repeat(200)), /MP3, M4A\/AAC, OGG \(Opus, Vorbis\) or WAV/],
      [Buffer.from('%PDF-1.7\n%âãÏÓ\n'), /not an audio file/],
      [await photo('jpeg', 64, 64), /not an audio file/],
      [webmVideo(), /not an audio file/],
      [mp4(5), /it is a video/],
      // An audio header over bytes that are not audio.
      [
        Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVEjunk', 'latin1'), Buffer.alloc(5000, 3)]),
        /could not be read as audio/,
      ],
      [
        Buffer.concat([Buffer.from('ID3\x04\0\0\0\0\0\x0a', 'latin1'), Buffer.alloc(9000, 0x20)]),
        /could not be read as audio/,
      ],
    ];
    for (const [content, message] of refused) {
      const res = await upload('audio', content, 'homily.mp3');
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toMatchObject({ code: 'unsupported_media_type', message: expect.stringMatching(message) });
    }
    expect(listing(t)).toEqual(before);
  });

  it('defaults to 30 MB, the limit of packages/shared', () => {
    expect(t.config.AUDIO_UPLOAD_MAX_BYTES).toBe(MAX_AUDIO_UPLOAD_BYTES);
    expect(MAX_AUDIO_UPLOAD_BYTES).toBe(30 * 1024 * 1024);
  });
});

describe('POST /api/media/video', () => {
  it('stores a WebM (VP9) with its duration', async () => {
    const content = webmVideo();
    const res = await upload('video', content, 'clip.mp3');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      url: expect.stringMatching(/^\/media\/[A-Za-z0-9_-]{20}\.webm$/),
      kind: 'video',
      contentType: 'video/webm',
      duration: 10.008,
      bytes: content.length,
    });
  });

  it('stores an H.264 MP4 whose index comes after the media data, and a MOV as MP4', async () => {
    for (const content of [mp4(2400, { moovLast: true }), mp4(12, { brand: 'qt  ' })]) {
      const res = await upload('video', content);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        kind: 'video',
        contentType: 'video/mp4',
        url: expect.stringMatching(/\.mp4$/),
      });
    }
    expect((await upload('video', mp4(2400, { moovLast: true }))).json().duration).toBe(2400);
  });

  it('refuses audio, photos, HEVC and other files with a 415, and keeps nothing', async () => {
    const before = listing(t);
    const refused: [Buffer, RegExp][] = [
      [toneWav(2, 1), /not a video file this site accepts. Send MP4 \(H.264\) or WebM/],
      [mp4(30, { track: 'soun', brand: 'M4A ' }), /no picture/],
      [mp4(30, { codec: 'hvc1' }), /hvc1.*H\.264/],
      [await photo('png', 64, 64), /not a video file/],
      [
        Buffer.concat([
          Buffer.from([0, 0, 0, 24]),
          Buffer.from('ftypisom\0\0\0\0isomavc1', 'latin1'),
          Buffer.alloc(64),
        ]),
        /could not be read as a video/,
      ],
    ];
    for (const [content, message] of refused) {
      const res = await upload('video', content, 'film.mp4');
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toMatchObject({ code: 'unsupported_media_type', message: expect.stringMatching(message) });
    }
    expect(listing(t)).toEqual(before);
  });

  it('defaults to 200 MB, the limit of packages/shared', () => {
    expect(t.config.VIDEO_UPLOAD_MAX_BYTES).toBe(MAX_VIDEO_UPLOAD_BYTES);
    expect(MAX_VIDEO_UPLOAD_BYTES).toBe(200 * 1024 * 1024);
  });

  it('needs an admin, the field "file" and a multipart body', async () => {
    const before = listing(t);
    expect((await send(t, 'video', webmVideo(), null)).statusCode).toBe(401);
    const asUser = await send(t, 'video', webmVideo(), await t.login('user'));
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().code).toBe('forbidden');
    const wrongField = multipart(webmVideo(), 'a.webm', 'video');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/media/video',
      headers: { ...wrongField.headers, cookie: admin },
      payload: wrongField.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', fields: { video: 'Unknown field' } });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/media/audio',
      headers: { cookie: admin },
      payload: { url: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toContain('multipart/form-data');
    // A body cut off in the file: a 400, and the part written so far is gone.
    const body = multipart(webmVideo(), 'a.webm');
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/media/video',
      headers: { ...body.headers, cookie: admin },
      payload: body.payload.subarray(0, 15_000),
    });
    expect(cut.statusCode, cut.body).toBe(400);
    expect(cut.json()).toMatchObject({ code: 'validation_error', fields: { file: expect.any(String) } });
    expect(listing(t)).toEqual(before);
  });
});

describe('size limits (settings AUDIO_UPLOAD_MAX_BYTES, VIDEO_UPLOAD_MAX_BYTES)', () => {
  const small = testApp({ env: { AUDIO_UPLOAD_MAX_BYTES: '100000', VIDEO_UPLOAD_MAX_BYTES: '200000' }, as: ['admin'] });
  const { admin: cookie } = small.cookies;
  let port: number;
  beforeAll(async () => {
    await small.app.listen({ port: 0, host: '127.0.0.1' });
    port = (small.app.server.address() as AddressInfo).port;
  });

  /** Sends the headers and the first bytes of a body, then waits for the answer without sending the rest. */
  function partial(
    url: string,
    headers: Record<string, string | number>,
    first: Buffer,
  ): Promise<{ status: number; body: string; connection?: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: url, headers: { cookie, ...headers } },
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => {
            req.destroy();
            resolve({ status: res.statusCode!, body, connection: res.headers.connection });
          });
        },
      );
      req.on('error', reject);
      req.write(first);
    });
  }

  it('tells the forms the limits it keeps (GET /api/media/limits, for everyone)', async () => {
    const res = await small.app.inject({ url: '/api/media/limits' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ image: MAX_UPLOAD_BYTES, audio: 100_000, video: 200_000 });
  });

  it('answers a body whose Content-Length is over the limit with a 413 before reading it', async () => {
    const before = listing(small);
    const body = multipart(toneWav(1, 3));
    // 1 GB announced, 4 KB sent: the answer comes anyway, so it cannot have waited for the body.
    const res = await partial(
      '/api/media/audio',
      { ...body.headers, 'content-length': 1024 ** 3 },
      body.payload.subarray(0, 4096),
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({
      code: 'payload_too_large',
      message: expect.stringContaining('larger than 98 KB'),
    });
    expect(res.connection).toBe('close');
    expect(listing(small)).toEqual(before);
  });

  it('stops a chunked body (no Content-Length) as soon as it passes the limit, keeping nothing', async () => {
    const before = listing(small);
    const body = multipart(Buffer.concat([webmVideo(), Buffer.alloc(200_000)]));
    const res = await partial(
      '/api/media/video',
      { ...body.headers, 'transfer-encoding': 'chunked' },
      body.payload.subarray(0, 260_000),
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).code).toBe('payload_too_large');
    expect(listing(small)).toEqual(before);
  });

  it('takes a file just under the limit', async () => {
    const res = await send(small, 'audio', toneWav(3, 12), cookie);
    expect(toneWav(3, 12).length).toBeLessThan(100_000);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('leaves no file behind when the client goes away mid-upload', async () => {
    const before = listing(small);
    const body = multipart(Buffer.concat([webmVideo(), Buffer.alloc(100_000)]));
    const sawPart = new Promise<void>((resolve) => {
      const watch = setInterval(() => {
        if (listing(small).incoming.length) {
          clearInterval(watch);
          resolve();
        }
      }, 5);
    });
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/media/video',
      headers: { cookie, ...body.headers, 'content-length': body.payload.length },
    });
    req.on('error', () => {});
    req.write(body.payload.subarray(0, 60_000));
    await sawPart; // the server is writing the part to disk
    req.destroy();
    await vi.waitFor(() => expect(listing(small)).toEqual(before), { timeout: 2_000, interval: 10 });
  });
});

describe('serving /media/ audio and video', () => {
  it('answers a range request with 206 and the right bytes, its type and a year of caching', async () => {
    const content = webmVideo();
    const { url } = (await upload('video', content)).json();
    const whole = await t.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-type': 'video/webm',
      'content-length': String(content.length),
    });
    expect(whole.headers['cache-control']).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);

    const part = await t.app.inject({ url, headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({
      'content-range': `bytes 1000-1999/${content.length}`,
      'content-length': '1000',
      'content-type': 'video/webm',
    });
    expect(part.rawPayload.equals(content.subarray(1000, 2000))).toBe(true);

    // Resuming from a byte to the end, and a range past the end.
    const rest = await t.app.inject({ url, headers: { range: `bytes=${content.length - 10}-` } });
    expect(rest.statusCode).toBe(206);
    expect(rest.rawPayload.equals(content.subarray(-10))).toBe(true);
    expect((await t.app.inject({ url, headers: { range: `bytes=${content.length + 5}-` } })).statusCode).toBe(416);
  });

  it('serves each audio kind with its own Content-Type', async () => {
    for (const [content, type] of [
      [toneWav(5, 1), 'audio/wav'],
      [mp3Cbr(20), 'audio/mpeg'],
      [oggOpus(2), 'audio/ogg'],
      [mp4(3, { track: 'soun' }), 'audio/mp4'],
    ] as const) {
      const { url } = (await upload('audio', content)).json();
      const res = await t.app.inject({ url, headers: { range: 'bytes=0-99' } });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-type']).toBe(type);
    }
  });
});

describe('checkStoredMedia (before a row points at a stored file)', () => {
  it("answers a stored file's real kind; outside, missing or wrong-kind paths: 400 on the field", async () => {
    const audio = (await upload('audio', toneWav(9, 1))).json().url;
    const video = (await upload('video', webmVideo())).json().url;
    expect(await checkStoredMedia(audio, t.app.store, 'body.messageUrl')).toBe('audio');
    expect(await checkStoredMedia(video, t.app.store, 'body.messageUrl', 'video')).toBe('video');
    const bad: [string, 'audio' | 'video' | undefined, RegExp][] = [
      ['https://example.com/a.mp3', undefined, /Upload the file first/],
      ['/media/../../etc/passwd.mp3', undefined, /Upload the file first/],
      ['/media/abcdefghij0123456789.webp', undefined, /Upload the file first/],
      ['/media/abcdefghij0123456789.mp3', undefined, /File not found/],
      [audio, 'video', /Must be a video file/],
    ];
    for (const [url, kind, message] of bad) {
      const err = await checkStoredMedia(url, t.app.store, 'body.messageUrl', kind).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err, url).toMatchObject({
        statusCode: 400,
        fields: { 'body.messageUrl': expect.stringMatching(message) },
      });
    }
  });
});

describe('hostile files (docs/decisions.md, "Files read through libraries, with bounded memory")', () => {
  it('refuses an MP4 of a million empty lengthless fragments, before or after its index; keeps nothing', async () => {
    const before = listing(t);
    const moofs = emptyMoofMp4(1_000_000);
    // The same boxes with the index last: mp4box would walk every fragment to reach it.
    const moovAt = moofs.indexOf('moov') - 4;
    const moovSize = moofs.readUInt32BE(moovAt);
    const indexLast = Buffer.concat([
      moofs.subarray(0, moovAt),
      moofs.subarray(moovAt + moovSize),
      moofs.subarray(moovAt, moovAt + moovSize),
    ]);
    for (const content of [moofs, indexLast]) {
      const res = await upload('video', content);
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toMatchObject({
        code: 'unsupported_media_type',
        message: expect.stringMatching(/could not be read as a video/),
      });
    }
    expect(listing(t)).toEqual(before);
  });

  it('refuses a WAV of a million empty chunks, and takes one of a few chunks with its length', async () => {
    const res = await upload('audio', manyChunksWav(1_000_000));
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json().message).toMatch(/could not be read as audio/);
    const few = await upload('audio', manyChunksWav(20, 2));
    expect(few.statusCode, few.body).toBe(201);
    expect(few.json()).toMatchObject({ kind: 'audio', contentType: 'audio/wav', duration: 2 });
  });

  it('refuses a WebM track with a 20 MB element without reading it whole; takes one of 1 MB', async () => {
    const res = await upload('video', bigElementWebm(20));
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json().message).toMatch(/could not be read as a video/);
    const small = await upload('video', bigElementWebm(1));
    expect(small.statusCode, small.body).toBe(201);
    expect(small.json()).toMatchObject({ kind: 'video', duration: 20 });
  });
});
