import { beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { testApp } from '../../test/test-app.ts';
import { make } from '../../test/factories.ts';
import { multipart, photo } from '../../test/upload.ts';
import { auditLog, galleryImages } from '../../db/schema.ts';

const t = testApp();
const day = 86_400_000;

beforeAll(async () => {
  const db = t.database.db;
  // Seven events, one per day: event 7 is the newest.
  for (let n = 1; n <= 7; n++) {
    const event = await make.event(db, {
      event: `പെരുന്നാൾ ${n}`,
      createdAt: new Date(Date.UTC(2025, 0, 1) + n * day),
    });
    // Position 0 has no image on event 6: its first image is the next one with a value.
    await make.eventImage.many(db, [
      { eventId: event.id, position: 1, image: `/media/e${n}-b.webp`, preImage: 'data:image/webp;base64,BB' },
      {
        eventId: event.id,
        position: 0,
        image: n === 6 ? null : `/media/e${n}-a.webp`,
        preImage: n === 6 ? null : 'data:image/webp;base64,AA',
      },
    ]);
  }
  // An event without any image still appears, with no images.
  await make.event(db, { event: 'ചിത്രങ്ങളില്ല', createdAt: new Date(Date.UTC(2025, 0, 1) + 8 * day) });
});

describe('GET /api/events/latest-five', () => {
  it('gives the five newest events, each with its first image', async () => {
    const res = await t.app.inject({ url: '/api/events/latest-five' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      _id: string;
      event: string;
      images: { _id: string; image: string; preImage: string }[];
    }[];
    const feasts = [7, 6, 5, 4].map((n) => `പെരുന്നാൾ ${n}`);
    expect(body.map((e) => e.event)).toEqual(['ചിത്രങ്ങളില്ല', ...feasts]);
    expect(body[0].images).toEqual([]);
    expect(body[1].images).toEqual([
      {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        image: '/media/e7-a.webp',
        preImage: 'data:image/webp;base64,AA',
      },
    ]);
    expect(body[2].images.map((i) => i.image)).toEqual(['/media/e6-b.webp']);
    expect(Object.keys(body[1]).sort()).toEqual(['_id', 'event', 'images']);
  });

  it('is served from the response cache with an ETag', async () => {
    const first = await t.app.inject({ url: '/api/events/latest-five' });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url: '/api/events/latest-five', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
  });
});

// ---- the gallery's reads and the admin's writes ---------------------------------------------
describe('gallery reads and the admin writes', () => {
  let admin: string;
  let user: string;
  const stored: { image: string; preImage: string }[] = [];

  beforeAll(async () => {
    admin = await t.login('admin');
    user = await t.login('user');
    for (const [w, h] of [
      [64, 48],
      [48, 64],
      [80, 40],
    ]) {
      const body = multipart(await photo('jpeg', w, h));
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/media',
        headers: { ...body.headers, cookie: admin },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(201);
      stored.push(res.json());
    }
  });

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, cookie?: string) =>
    t.request(method, url, { payload, as: cookie });
  const fileExists = (image: string) => fs.existsSync(path.join(t.config.uploadsDir, path.basename(image)));

  it('GET /api/events pages the events newest first with their first image and the total', async () => {
    const res = await t.app.inject({ url: '/api/events' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: { event: string; images: { image: string }[] }[]; total: number };
    expect(body.total).toBeGreaterThanOrEqual(8);
    expect(body.items[0].event).toBe('ചിത്രങ്ങളില്ല');
    expect(body.items[1].images.map((i) => i.image)).toEqual(['/media/e7-a.webp']);
    expect((await t.app.inject({ url: '/api/events?page=2' })).json().items).toEqual([]);
    expect((await t.app.inject({ url: '/api/events?page=0' })).statusCode).toBe(400);
  });

  it('GET /api/events/{id} gives all images in order; an unknown id is a 404, a bad one a 400', async () => {
    const [, seventh] = (await t.app.inject({ url: '/api/events' })).json().items as { _id: string }[];
    const res = await t.app.inject({ url: `/api/events/${seventh._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().images.map((i: { image: string }) => i.image)).toEqual(['/media/e7-a.webp', '/media/e7-b.webp']);
    const unknown = await t.app.inject({ url: '/api/events/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    expect((await t.app.inject({ url: '/api/events/nope' })).statusCode).toBe(400);
  });

  it('creates an event, adds photos (no duplicates), renames it, removes a photo, deletes it and files', async () => {
    const created = await send('POST', '/api/events', { event: '  ഇടവക തിരുനാൾ  ', images: [stored[0]] }, admin);
    expect(created.statusCode).toBe(201);
    const event = created.json() as { _id: string; event: string; images: { _id: string; image: string }[] };
    expect(event.event).toBe('ഇടവക തിരുനാൾ');
    expect(event.images.map((i) => i.image)).toEqual([stored[0].image]);

    // The carousel and the gallery see it at once (the cache tag was dropped).
    expect((await t.app.inject({ url: '/api/events/latest-five' })).json()[0].event).toBe('ഇടവക തിരുനാൾ');

    // Adding: the photo already there is not added twice (a resumed upload), the answer follows the order given.
    const added = await send(
      'POST',
      `/api/events/${event._id}/images`,
      { images: [stored[1], stored[0], stored[2]] },
      admin,
    );
    expect(added.statusCode).toBe(201);
    const rows = added.json().images as { _id: string; image: string }[];
    expect(rows.map((r) => r.image)).toEqual([stored[1].image, stored[0].image, stored[2].image]);
    expect(rows[1]._id).toBe(event.images[0]._id);
    const full = (await t.app.inject({ url: `/api/events/${event._id}` })).json();
    expect(full.images.map((i: { image: string }) => i.image)).toEqual([
      stored[0].image,
      stored[1].image,
      stored[2].image,
    ]);

    const renamed = await send('PUT', '/api/events', { _id: event._id, event: 'തിരുനാൾ 2025' }, admin);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().event).toBe('തിരുനാൾ 2025');

    const removed = await send('DELETE', `/api/events/${event._id}/images`, { _id: rows[0]._id }, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Photo deleted' });
    expect(fileExists(stored[1].image)).toBe(false);
    expect(fileExists(stored[1].image.replace('.webp', '-480.webp'))).toBe(false);
    expect((await send('DELETE', `/api/events/${event._id}/images`, { _id: rows[0]._id }, admin)).statusCode).toBe(404);

    const gone = await send('DELETE', '/api/events', { _id: event._id }, admin);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ message: 'Event deleted' });
    expect(await t.database.db.select().from(galleryImages).where(eq(galleryImages.eventId, event._id))).toEqual([]);
    expect(fileExists(stored[0].image)).toBe(false);
    expect(fileExists(stored[2].image)).toBe(false);
    expect((await t.app.inject({ url: `/api/events/${event._id}` })).statusCode).toBe(404);
    expect((await send('DELETE', '/api/events', { _id: event._id }, admin)).statusCode).toBe(404);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'event'), eq(auditLog.entityId, event._id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update', 'update']);
  });

  it('refuses bad bodies with 400 and the field named', async () => {
    const empty = await send('POST', '/api/events', { event: '   ' }, admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty(['body.event']);
    const outside = await send(
      'POST',
      '/api/events',
      { event: 'x', images: [{ image: 'https://tracker.example/a.webp', preImage: null }] },
      admin,
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields).toHaveProperty(['body.images.0.image']);
    const missing = await send(
      'POST',
      '/api/events',
      { event: 'x', images: [{ image: '/media/AAAAAAAAAAAAAAAAAAAA.webp', preImage: null }] },
      admin,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields['body.images.0.image']).toMatch(/upload it again/);
    const [first] = (await t.app.inject({ url: '/api/events' })).json().items as { _id: string }[];
    const none = await send('POST', `/api/events/${first._id}/images`, { images: [] }, admin);
    expect(none.statusCode).toBe(400);
    const extra = await send('PUT', '/api/events', { _id: first._id, event: 'y', colour: 'red' }, admin);
    expect(extra.statusCode).toBe(400);
    expect(
      (await send('POST', '/api/events/00000000-0000-4000-8000-000000000000/images', { images: [stored[0]] }, admin))
        .statusCode,
    ).toBe(400);
  });

  it('refuses visitors (401) and users (403), changing nothing', async () => {
    const [first] = (await t.app.inject({ url: '/api/events' })).json().items as { _id: string }[];
    const calls: ['POST' | 'PUT' | 'DELETE', string, unknown][] = [
      ['POST', '/api/events', { event: 'x' }],
      ['PUT', '/api/events', { _id: first._id, event: 'x' }],
      ['DELETE', '/api/events', { _id: first._id }],
      ['POST', `/api/events/${first._id}/images`, { images: [{ image: '/media/e7-a.webp', preImage: null }] }],
      ['DELETE', `/api/events/${first._id}/images`, { _id: first._id }],
    ];
    for (const [method, url, body] of calls) {
      expect((await send(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await send(method, url, body, user)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.app.inject({ url: `/api/events/${first._id}` })).json().event).toBe('ചിത്രങ്ങളില്ല');
  });
});
