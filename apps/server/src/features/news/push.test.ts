// Posting news delivers one Web Push message per subscription to a local
// HTTPS push service that checks the VAPID signature and decrypts the payload with the
// subscription's keys; a 410 removes the subscription; a passing 500 is tried again; sending
// never delays or fails the post.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { testApp } from '../../test/test-app.ts';
import { make } from '../../test/factories.ts';
import { startPushEndpoint, type PushEndpoint } from '../../test/push-endpoint.ts';
import { jobs, pushSubscriptions } from '../../db/schema.ts';
import { isAllowedPushHost, pushJobName } from './push.ts';

let push: PushEndpoint;
beforeAll(async () => {
  push = await startPushEndpoint();
});
afterAll(() => push.close());
const t = testApp({
  env: async () => ({
    // The local push service's port, and port 1 where nothing listens (an unreachable service).
    PUSH_HOSTS: `${new URL(push.origin).host},127.0.0.1:1`,
    PUSH_CA_FILE: push.caFile,
    PUSH_RETRY_BASE_MS: '20',
    PUSH_CONCURRENCY: '4',
    PUSH_BATCH_SIZE: '3',
    VAPID_SUBJECT: 'mailto:office@example.org',
    // This file registers more subscriptions from its one address than a phone would.
    PUSH_REGISTRATIONS_PER_IP: '1000',
  }),
  as: ['user', 'admin'],
});
const { user, admin } = t.cookies;
beforeAll(async () => {
  push.expectKey((await t.app.inject({ url: '/api/news/push-key' })).json().key);
});
beforeEach(async () => {
  await t.database.db.delete(pushSubscriptions);
  push.deliveries.length = 0;
});

const subscribe = async (id?: string, cookie?: string) => {
  const sub = push.subscribe(id);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/news/push-registry',
    payload: sub,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(201);
  return sub;
};
const postNews = (title: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/news',
    payload: { title, news: 'നാളെ രാവിലെ 10 മണിക്ക് സംസ്കാരം.\nപള്ളിയിൽ.' },
    headers: { cookie: user },
  });

describe('sending news to push subscriptions', () => {
  it('delivers one verified, decrypted message per subscription with the title and a link to /news', async () => {
    for (let i = 0; i < 7; i++) await subscribe(`phone${i}`);
    const res = await postNews('ചരമം: ഔസേപ്പ് ചേട്ടൻ');
    expect(res.statusCode).toBe(201);
    await t.app.newsPush.idle();
    expect(push.rejected).toEqual([]);
    expect(push.deliveries.map((d) => d.id).sort()).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => `phone${i}`));
    expect(push.deliveries[0].payload).toEqual({
      title: 'ചരമം: ഔസേപ്പ് ചേട്ടൻ',
      body: 'നാളെ രാവിലെ 10 മണിക്ക് സംസ്കാരം. പള്ളിയിൽ.',
      url: `/news/${res.json()._id}`,
      tag: `news-${res.json()._id}`,
    });
    expect(push.deliveries[0].ttl).toBe('86400');
  });

  it('deletes a subscription the push service answers 410 (or 404) for, and keeps the others', async () => {
    await subscribe('alive');
    const gone = await subscribe('gone');
    const missing = await subscribe('missing');
    push.answer('gone', 410);
    push.answer('missing', 404);
    await postNews('കുർബാന സമയം മാറി');
    await t.app.newsPush.idle();
    expect(push.deliveries.map((d) => d.id)).toEqual(['alive']);
    const left = await t.database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left.map((r) => r.endpoint)).not.toContain(gone.endpoint);
    expect(left.map((r) => r.endpoint)).not.toContain(missing.endpoint);
    expect(left).toHaveLength(1);
  });

  it('tries a 500 or 429 again with back-off, a bounded number of times, and keeps the subscription', async () => {
    await subscribe('flaky');
    await subscribe('down');
    push.answer('flaky', 500, 429);
    push.answer('down', 503, 503, 503, 503, 503, 503);
    const before = push.requests;
    await postNews('ധ്യാനം');
    await t.app.newsPush.idle();
    expect(push.deliveries.map((d) => d.id)).toEqual(['flaky']);
    // flaky: 3 requests; down: 1 + PUSH_RETRIES (3) = 4, then given up (its last two 503s never asked).
    expect(push.requests - before).toBe(3 + 4);
    expect(await t.database.db.select().from(pushSubscriptions)).toHaveLength(2);
  });

  it('the endpoint refuses a message signed with another VAPID key (the check can fail), not tried again', async () => {
    const { key } = (await t.app.inject({ url: '/api/news/push-key' })).json();
    push.expectKey(push.subscribe().keys.p256dh);
    try {
      await subscribe('strict');
      const before = push.requests;
      await postNews('മറ്റൊരു താക്കോൽ');
      await t.app.newsPush.idle();
      expect(push.deliveries).toEqual([]);
      expect(push.rejected.pop()).toBe('signed by another key');
      expect(push.requests - before).toBe(1);
    } finally {
      push.expectKey(key);
    }
  });

  it('answers the post before sending and never fails it: an unreachable push service changes nothing', async () => {
    await make.pushSubscription(t.database.db, {
      endpoint: 'https://127.0.0.1:1/push/x',
      p256dh: push.subscribe().keys.p256dh,
      auth: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    const res = await postNews('ഇടവക ദിനം');
    expect(res.statusCode).toBe(201);
    await t.app.newsPush.idle();
    const [row] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, 'https://127.0.0.1:1/push/x'));
    expect(row).toBeDefined();
  });
});

describe('a push another process left part-way', () => {
  it("is finished by this one once that process's lease has run out, from the subscription it got to", async () => {
    const subs: { endpoint: string }[] = [];
    for (let i = 0; i < 7; i++) subs.push(await subscribe(`left${i}`));
    const rows = await t.database.db
      .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .orderBy(asc(pushSubscriptions.id));
    const idOf = (endpoint: string) => `left${subs.findIndex((s) => s.endpoint === endpoint)}`;
    // A process took the job, had answers for the first three subscriptions (in id order), and stopped.
    const name = pushJobName('00000000-0000-4000-8000-000000000024');
    await make.job(t.database.db, {
      name,
      payload: { title: 'ഇടവക ദിനം', body: 'ഞായർ', url: '/news', tag: 'news-24' },
      progress: { after: rows[2].id },
      owner: 'a-process-that-stopped',
      leaseUntil: new Date(Date.now() - 1000),
      attempts: 1,
    });
    await t.app.newsPush.sendLeftOver(t.app.jobs);
    expect(push.deliveries.map((d) => d.id).sort()).toEqual(
      rows
        .slice(3)
        .map((r) => idOf(r.endpoint))
        .sort(),
    );
    expect(push.deliveries[0].payload).toMatchObject({ title: 'ഇടവക ദിനം', tag: 'news-24' });
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.name, name));
    expect(job.doneAt).toBeInstanceOf(Date);
    expect(job.progress).toEqual({ after: rows[6].id });
  });
});

describe('subscriptions stored under wider rules', () => {
  it('are not sent to once PUSH_HOSTS no longer allows them, and are kept', async () => {
    await subscribe('allowed');
    const { keys } = push.subscribe();
    for (const endpoint of ['https://storage.googleapis.com/bucket/x', `https://127.0.0.1:6379/x`]) {
      await make.pushSubscription(t.database.db, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
    }
    await postNews('പഴയ നിയമങ്ങൾ');
    await t.app.newsPush.idle();
    expect(push.deliveries.map((d) => d.id)).toEqual(['allowed']);
    expect(await t.database.db.select().from(pushSubscriptions)).toHaveLength(3);
  });
});

describe('isAllowedPushHost', () => {
  it('matches a host exactly, or any subdomain of a leading-dot entry', () => {
    const hosts = ['fcm.googleapis.com', '.push.apple.com'];
    expect(isAllowedPushHost('https://fcm.googleapis.com/fcm/send/x', hosts)).toBe(true);
    expect(isAllowedPushHost('https://web.push.apple.com/x', hosts)).toBe(true);
    expect(isAllowedPushHost('https://push.apple.com/x', hosts)).toBe(false);
    expect(isAllowedPushHost('https://evilpush.apple.com/x', hosts)).toBe(false);
    expect(isAllowedPushHost('https://fcm.googleapis.com.evil.org/x', hosts)).toBe(false);
    expect(isAllowedPushHost('not a url', hosts)).toBe(false);
  });
});

describe('a new change request (docs/product.md "Requests queue /admin/requests")', () => {
  it("tells only the admins' browsers, with a link to the queue", async () => {
    await subscribe('office', admin);
    await subscribe('visitor');
    await subscribe('parishioner', user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/join',
      payload: {
        house: 'പുതുവീട്',
        ward: 4,
        contactName: 'സാബു',
        contactPhone: '9447011111',
        members: [{ name: 'സാബു', age: 45, gender: true, HOH: true }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.newsPush.idle();
    expect(push.rejected).toEqual([]);
    expect(push.deliveries.map((d) => d.id)).toEqual(['office']);
    expect(push.deliveries[0].payload).toMatchObject({ title: 'പുതിയ അപേക്ഷ', url: '/admin/requests' });
    expect((push.deliveries[0].payload as { body: string }).body).toContain('പുതുവീട്');
    // News still goes to every browser, the admin's too.
    push.deliveries.length = 0;
    await postNews('തിരുനാൾ');
    await t.app.newsPush.idle();
    expect(push.deliveries.map((d) => d.id).sort()).toEqual(['office', 'parishioner', 'visitor']);
  });
});
