import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { galleryEvents, galleryImages } from '../../db/schema.ts';

let t: TestApp;
const day = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // Seven events, one per day: event 7 is the newest.
  for (let n = 1; n <= 7; n++) {
    const [event] = await db.insert(galleryEvents)
      .values({ event: `പെരുന്നാൾ ${n}`, createdAt: new Date(Date.UTC(2025, 0, 1) + n * day) })
      .returning({ id: galleryEvents.id });
    // Position 0 has no image on event 6: its first image is the next one with a value.
    await db.insert(galleryImages).values([
      { eventId: event.id, position: 1, image: `/media/e${n}-b.webp`, preImage: 'data:image/webp;base64,BB' },
      { eventId: event.id, position: 0, image: n === 6 ? null : `/media/e${n}-a.webp`, preImage: n === 6 ? null : 'data:image/webp;base64,AA' },
    ]);
  }
  // An event without any image still appears, with no images.
  await db.insert(galleryEvents).values({ event: 'ചിത്രങ്ങളില്ല', createdAt: new Date(Date.UTC(2025, 0, 1) + 8 * day) });
});
afterAll(() => t.close());

describe('GET /api/events/latest-five', () => {
  it('gives the five newest events, each with its first image', async () => {
    const res = await t.app.inject({ url: '/api/events/latest-five' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { _id: string; event: string; images: { _id: string; image: string; preImage: string }[] }[];
    expect(body.map((e) => e.event)).toEqual(['ചിത്രങ്ങളില്ല', 'പെരുന്നാൾ 7', 'പെരുന്നാൾ 6', 'പെരുന്നാൾ 5', 'പെരുന്നാൾ 4']);
    expect(body[0].images).toEqual([]);
    expect(body[1].images).toEqual([{ _id: expect.stringMatching(/^[0-9a-f-]{36}$/), image: '/media/e7-a.webp', preImage: 'data:image/webp;base64,AA' }]);
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
