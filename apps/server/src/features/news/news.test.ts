// News (docs/decisions.md "News and web push"):
// the public list, posting with a photo (logged in), deleting (admin any, author
// own within a day), and the push registry's refusals.
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { News, NewsPage, PushPayload } from '@parish/shared/news';
import { NEWS_PAGE_SIZE } from '@parish/shared/news';
import { testApp } from '../../test/test-app.ts';
import { uploadPhoto } from '../../test/upload.ts';
import { ageCreation, make } from '../../test/factories.ts';
import { auditLog, jobs, news, pushSubscriptions, settings } from '../../db/schema.ts';
import { ConfigSchema } from '../../config.ts';
import { isAllowedPushHost, pushJobName } from './push.ts';

const t = testApp({ env: { PUSH_HOSTS: 'push.example.org,.push.example.net' }, as: ['user', 'admin'] });
const { user, admin } = t.cookies;

const send = (method: 'POST' | 'DELETE', payload: unknown, cookie?: string | null) =>
  t.request(method, '/api/news', { payload, as: cookie });
const register = (payload: unknown, app = t, remoteAddress = '127.0.0.1') =>
  app.request('POST', '/api/news/push-registry', { payload, remoteAddress });
const b64u = (n: number, first = 4) =>
  Buffer.concat([Buffer.from([first]), Buffer.alloc(n - 1, 7)]).toString('base64url');
const subscription = (endpoint = 'https://push.example.org/send/abc') => ({
  endpoint,
  expirationTime: null,
  keys: { p256dh: b64u(65), auth: b64u(16, 1) },
});

describe('GET /api/news/{id}', () => {
  it('gives one item (its own address), 404 for an unknown id and 400 for a malformed one', async () => {
    const item = await make.news(t.database.db, { title: 'ഒരു വാർത്ത', news: 'അതിന്റെ വിവരം' });
    const res = await t.app.inject({ url: `/api/news/${item.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: item.id, title: 'ഒരു വാർത്ത', news: 'അതിന്റെ വിവരം' });
    expect((await t.app.inject({ url: '/api/news/00000000-0000-4000-8000-000000000000' })).json()).toMatchObject({
      statusCode: 404,
      code: 'not_found',
    });
    expect((await t.app.inject({ url: '/api/news/not-an-id' })).statusCode).toBe(400);
    // The other tests count the news: this one leaves none behind.
    await t.database.db.delete(news).where(eq(news.id, item.id));
  });
});

describe('GET /api/news', () => {
  it('lists news newest first, in pages with the total', async () => {
    const db = t.database.db;
    const now = Date.now();
    await make.news.many(
      db,
      Array.from({ length: NEWS_PAGE_SIZE + 2 }, (_, i) => ({
        title: `വാർത്ത ${i}`,
        news: 'ഇടവക വാർത്ത',
        createdAt: new Date(now - (i + 1) * 3_600_000),
      })),
    );
    const first: NewsPage = (await t.app.inject({ url: '/api/news' })).json();
    expect(first.total).toBe(NEWS_PAGE_SIZE + 2);
    expect(first.items).toHaveLength(NEWS_PAGE_SIZE);
    expect(first.items[0].title).toBe('വാർത്ത 0');
    const second: NewsPage = (await t.app.inject({ url: '/api/news?page=2' })).json();
    expect(second.items.map((n) => n.title)).toEqual([`വാർത്ത ${NEWS_PAGE_SIZE}`, `വാർത്ത ${NEWS_PAGE_SIZE + 1}`]);
    expect((await t.app.inject({ url: '/api/news?page=0' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/news?colour=red' })).statusCode).toBe(400);
  });
});

describe('POST /api/news', () => {
  it('a user posts news with a photo: 201, the row, an audit row naming them; the list shows it first', async () => {
    const photo = await uploadPhoto(t, 'user');
    const res = await send(
      'POST',
      { title: '  പെരുന്നാൾ  ', news: 'ഞായറാഴ്ച കുർബാന 7 മണിക്ക്.\n\nhttps://example.org/a', ...photo },
      user,
    );
    expect(res.statusCode, res.body).toBe(201);
    const created: News = res.json();
    expect(created).toMatchObject({ title: 'പെരുന്നാൾ', image: photo.image, preImage: photo.preImage });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'news'), eq(auditLog.entityId, created._id)));
    expect(audit.action).toBe('create');
    const list: NewsPage = (await t.app.inject({ url: '/api/news' })).json();
    expect(list.items[0]._id).toBe(created._id);
  });

  it('a push message that would end inside an emoji: 201, cut before the emoji, never half of it', async () => {
    for (const n of [117, 118, 119]) {
      const res = await send('POST', { title: 't3', news: `${'a'.repeat(n)}😀${'b'.repeat(10)}` }, user);
      expect(res.statusCode, res.body).toBe(201);
      const created: News = res.json();
      const [job] = await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.name, pushJobName(created._id)));
      const body = (job.payload as PushPayload).body;
      // The first 119 characters (the emoji whole or not at all) and an ellipsis; no lone surrogate.
      expect(body).toBe(
        `${Array.from(`${'a'.repeat(n)}😀${'b'.repeat(10)}`)
          .slice(0, 119)
          .join('')}…`,
      );
      expect(body).not.toMatch(/\p{Cs}/u);
    }
  });

  it('refuses a visitor (401), an empty title, an outside photo (400 naming the field); writes nothing', async () => {
    const [{ n: before }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(news);
    expect((await send('POST', { title: 'x', news: 'y' }, null)).statusCode).toBe(401);
    const empty = await send('POST', { title: '   ', news: 'y' }, user);
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fields)).toContain('body.title');
    const outside = await send('POST', { title: 'x', news: 'y', image: 'https://tracker.example/p.webp' }, user);
    expect(outside.statusCode).toBe(400);
    expect(Object.keys(outside.json().fields)).toContain('body.image');
    const [{ n: after }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(news);
    expect(after).toBe(before);
  });
});

describe('DELETE /api/news', () => {
  const post = async (cookie: string) =>
    (await send('POST', { title: 'മരണം', news: 'സംസ്കാരം നാളെ' }, cookie)).json() as News;

  it('the author deletes their own within a day; GET /api/news/mine names it', async () => {
    const mine = await post(user);
    const ids = (await t.app.inject({ url: '/api/news/mine', headers: { cookie: user } })).json().ids;
    expect(ids).toContain(mine._id);
    const res = await send('DELETE', { _id: mine._id }, user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'News deleted' });
    expect(await t.database.db.select().from(news).where(eq(news.id, mine._id))).toEqual([]);
  });

  it('refuses another user (403) and the author after a day (403); an admin deletes any', async () => {
    const byAdmin = await post(admin);
    const other = await t.login('user');
    expect((await send('DELETE', { _id: byAdmin._id }, other)).statusCode).toBe(403);
    const own = await post(user);
    await ageCreation(t.database.db, 'news', own._id);
    const late = await send('DELETE', { _id: own._id }, user);
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe('forbidden');
    expect((await t.app.inject({ url: '/api/news/mine', headers: { cookie: user } })).json().ids).not.toContain(
      own._id,
    );
    expect((await send('DELETE', { _id: own._id }, admin)).statusCode).toBe(200);
    expect((await send('DELETE', { _id: own._id }, admin)).statusCode).toBe(404);
    expect((await send('DELETE', { _id: 'nope' }, admin)).statusCode).toBe(400);
    expect((await send('DELETE', { _id: byAdmin._id }, null)).statusCode).toBe(401);
  });

  it('removes the photo file with the last row that shows it', async () => {
    const photo = await uploadPhoto(t, 'admin');
    const created: News = (await send('POST', { title: 'ഫോട്ടോ', news: 'x', ...photo }, admin)).json();
    const file = `/media/${photo.image.split('/').pop()}`;
    expect((await t.app.inject({ url: file })).statusCode).toBe(200);
    await send('DELETE', { _id: created._id }, admin);
    expect((await t.app.inject({ url: file })).statusCode).toBe(404);
  });
});

describe('push key and registry', () => {
  it('GET /api/news/push-key: the VAPID public key made at first start, kept in the database', async () => {
    const { key } = (await t.app.inject({ url: '/api/news/push-key' })).json();
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const [row] = await t.database.db.select().from(settings).where(eq(settings.key, 'vapid'));
    expect((row.value as { v: { publicKey: string } }).v.publicKey).toBe(key);
    // The private key never leaves the server.
    expect((await t.app.inject({ url: '/api/settings' })).body).not.toContain('privateKey');
  });

  it('stores a valid subscription without credentials, one row per endpoint', async () => {
    expect((await register(subscription())).statusCode).toBe(201);
    const again = { ...subscription(), keys: { p256dh: b64u(65), auth: b64u(16, 9) } };
    expect((await register(again)).statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, 'https://push.example.org/send/abc'));
    expect(rows).toHaveLength(1);
    expect(rows[0].auth).toBe(again.keys.auth);
    expect((await register(subscription('https://a.push.example.net/x'))).statusCode).toBe(201);
  });

  it('stores an endpoint normalised: two spellings of one are one row, and either unsubscribes it', async () => {
    const spellings = ['https://PUSH.EXAMPLE.ORG/send/Same', 'https://push%2eexample%2eorg:443/send/Same'];
    const stored = () =>
      t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, 'https://push.example.org/send/Same'));
    for (const unsubscribeWith of spellings) {
      for (const endpoint of spellings) expect((await register(subscription(endpoint))).statusCode).toBe(201);
      expect(await stored()).toHaveLength(1);
      const all = await t.database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
      expect(all.map((r) => r.endpoint)).not.toContain(spellings[0]);
      expect(all.map((r) => r.endpoint)).not.toContain(spellings[1]);
      const gone = await t.request('DELETE', '/api/news/push-registry', { payload: { endpoint: unsubscribeWith } });
      expect(gone.statusCode, gone.body).toBe(200);
      expect(gone.json()).toEqual({ message: 'Unsubscribed' });
      expect(await stored()).toEqual([]);
    }
    // An unknown endpoint is answered alike; what is not an endpoint is a 400 naming it.
    expect(
      (
        await t.request('DELETE', '/api/news/push-registry', {
          payload: { endpoint: 'https://push.example.org/never' },
        })
      ).statusCode,
    ).toBe(200);
    for (const payload of [
      { endpoint: 'http://push.example.org/x' },
      { endpoint: 'x' },
      {},
      { endpoint: 'https://push.example.org/x', keys: {} },
    ]) {
      const res = await t.request('DELETE', '/api/news/push-registry', { payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('refuses what is not a subscription (400 naming the field) and endpoints off the push hosts', async () => {
    const [{ n: before }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(pushSubscriptions);
    const cases: [unknown, string][] = [
      [subscription('http://push.example.org/x'), 'body.endpoint'],
      [subscription('https://192.168.1.1/x'), 'body.endpoint'],
      [subscription('https://evilpush.example.net/x'), 'body.endpoint'],
      [subscription('https://push.example.net/x'), 'body.endpoint'],
      [subscription('https://push.example.org:6379/x'), 'body.endpoint'],
      [subscription('https://push.example.org:22/x'), 'body.endpoint'],
      [subscription('https://user:secret@push.example.org/x'), 'body.endpoint'],
      [{ ...subscription(), keys: { p256dh: b64u(64), auth: b64u(16) } }, 'body.keys.p256dh'],
      [{ ...subscription(), keys: { p256dh: b64u(65), auth: b64u(12) } }, 'body.keys.auth'],
      [{ ...subscription(), keys: { p256dh: 'not base64!', auth: b64u(16) } }, 'body.keys.p256dh'],
      [{ endpoint: 'https://push.example.org/y' }, 'body.keys'],
      [{ ...subscription(), extra: 1 }, 'body.extra'],
    ];
    for (const [body, field] of cases) {
      const res = await register(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const [{ n: after }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(pushSubscriptions);
    expect(after).toBe(before);
  });
});

describe("the registry accepts only the browsers' push services, on port 443", () => {
  const hosts = ConfigSchema.parse({}).PUSH_HOSTS;
  it.each([
    ['https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b', 'Chrome, Edge, Samsung Internet, Opera'],
    ['https://fcm.googleapis.com/wp/dGVzdA', 'Chrome (Web Push form)'],
    ['https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk', 'Firefox'],
    ['https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB', 'Windows WNS'],
    ['https://web.push.apple.com/QGuQyavXutnMH', 'Safari'],
    ['https://fcm.googleapis.com:443/fcm/send/x', 'the default port written out'],
  ])('takes %s (%s) by default', (endpoint) => {
    expect(isAllowedPushHost(endpoint, hosts)).toBe(true);
  });
  it.each([
    'https://fcm.googleapis.com:6379/x',
    'https://fcm.googleapis.com:22/x',
    'https://storage.googleapis.com/bucket/x',
    'https://android.googleapis.com/gcm/send/x',
    'https://www.googleapis.com/x',
    'http://fcm.googleapis.com/x',
    'https://fcm.googleapis.com.evil.org/x',
    'https://evilpush.services.mozilla.com/x',
    'https://a@fcm.googleapis.com/x',
    'https://127.0.0.1/x',
    'not a url',
  ])('refuses %s by default', (endpoint) => {
    expect(isAllowedPushHost(endpoint, hosts)).toBe(false);
  });
  it('allows another port only where PUSH_HOSTS names the host with it (a local push service)', () => {
    const local = ConfigSchema.parse({ PUSH_HOSTS: '127.0.0.1:8443,.push.example.net:9443' }).PUSH_HOSTS;
    expect(isAllowedPushHost('https://127.0.0.1:8443/push/a', local)).toBe(true);
    expect(isAllowedPushHost('https://a.push.example.net:9443/x', local)).toBe(true);
    expect(isAllowedPushHost('https://127.0.0.1/push/a', local)).toBe(false);
    expect(isAllowedPushHost('https://127.0.0.1:8444/push/a', local)).toBe(false);
    expect(() => ConfigSchema.parse({ PUSH_HOSTS: 'fcm.googleapis.com:x' })).toThrow(/PUSH_HOSTS|hosts/);
  });
});

describe('the registry is bounded per address and in all, and drops duplicates', () => {
  const small = testApp({
    env: { PUSH_HOSTS: 'push.example.org', PUSH_REGISTRATIONS_PER_IP: '3', PUSH_SUBSCRIPTIONS_MAX: '5' },
  });
  const stored = async () => small.database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);

  it('a few registrations per address in 15 minutes, then 429 with Retry-After; other addresses go on', async () => {
    for (let i = 0; i < 3; i++)
      expect((await register(subscription(`https://push.example.org/a${i}`), small, '10.9.0.1')).statusCode).toBe(201);
    const refused = await register(subscription('https://push.example.org/a3'), small, '10.9.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(subscription('https://push.example.org/b0'), small, '10.9.0.2')).statusCode).toBe(201);
    expect((await stored()).map((r) => r.endpoint)).not.toContain('https://push.example.org/a3');
  });

  it('same subscription: no write; known endpoint: new keys; past PUSH_SUBSCRIPTIONS_MAX: 503', async () => {
    const sub = subscription('https://push.example.org/c0');
    expect((await register(sub, small, '10.9.0.3')).statusCode).toBe(201);
    const version = async () =>
      (await small.database.db.execute(
        sql`select xmin::text as v from push_subscriptions where endpoint = ${sub.endpoint}`,
      )) as unknown as { rows: { v: string }[] };
    const before = (await version()).rows[0].v;
    expect((await register(sub, small, '10.9.0.4')).statusCode).toBe(201);
    // The row was not rewritten (a new row version would have a new xmin).
    expect((await version()).rows[0].v).toBe(before);
    expect((await stored()).filter((r) => r.endpoint === sub.endpoint)).toHaveLength(1);
    // Five rows now (a0–a2, b0, c0): the registry is full for new endpoints…
    expect(await stored()).toHaveLength(5);
    const full = await register(subscription('https://push.example.org/d0'), small, '10.9.0.5');
    expect(full.statusCode).toBe(503);
    expect(full.json().code).toBe('push_registry_full');
    // …while a browser that subscribed before may still renew its keys.
    const renewed = { ...sub, keys: { p256dh: b64u(65), auth: b64u(16, 3) } };
    expect((await register(renewed, small, '10.9.0.5')).statusCode).toBe(201);
    expect(await stored()).toHaveLength(5);
  });
});
