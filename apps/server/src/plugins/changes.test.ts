// Every memory of data is dropped in every process (docs/decisions.md): two apps on one database
// (as two processes: own data folders, own connections on PostgreSQL) hear each other's writes
// through the database's LISTEN/NOTIFY; what a process keeps is not trusted while the channel is
// down, and an answer made while a change arrived is not kept. (Redis pub/sub, the other channel,
// is crossed by the two-process run: scripts/two-process-test.mjs.)
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/test-app.ts';
import { member } from '../test/factories.ts';
import { createChanges, HEARD_WITHIN_MS } from './changes.ts';
import { CACHE_TAGS } from './cache-tags.ts';

const ENGLISH = 'Bartholomew';
const WITHIN_MS = 1000;

describe('two processes on one database', () => {
  const a = testApp();
  let b: TestApp;
  let admin: string;
  beforeAll(async () => {
    b = await a.another();
    admin = await a.login('admin');
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/houses',
      headers: { cookie: admin },
      payload: {
        house: 'കല്ലറയ്ക്കൽ',
        ward: 3,
        members: [member({ HOH: true, name: 'ബർത്തലോമിയോ', nameEng: ENGLISH })],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('a session made on one is honoured by the other', async () => {
    const me = await b.app.inject({ url: '/api/auth/me', headers: { cookie: admin } });
    expect(me.json()).toMatchObject({ userInfo: { isAdmin: true } });
  });

  it('restricted mode switched on through one is honoured by every answer of the other within 1 s', async () => {
    // The other has the ward page and the settings in memory (its response cache and settings memo).
    for (let i = 0; i < 2; i++) expect((await b.app.inject({ url: '/api/houses/wards/3' })).body).toContain(ENGLISH);
    expect((await b.app.inject({ url: '/api/houses/wards/3' })).headers['x-cache']).toBe('hit');
    expect((await b.app.inject({ url: '/api/settings' })).json().restrictedPublicMode).toBe(false);

    const on = await a.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: { restrictedPublicMode: true, souvenirName: 'ഓർമ്മ 2026' },
    });
    expect(on.statusCode, on.body).toBe(200);
    await expect
      .poll(
        async () => {
          const [page, settings, contacts] = await Promise.all([
            b.app.inject({ url: '/api/houses/wards/3' }),
            b.app.inject({ url: '/api/settings' }),
            b.app.inject({ url: '/api/contacts/member-contacts' }),
          ]);
          return {
            page: page.body.includes(ENGLISH),
            contacts: contacts.body.includes(ENGLISH),
            settings: settings.json(),
          };
        },
        { timeout: WITHIN_MS, interval: 20 },
      )
      .toMatchObject({
        page: false,
        contacts: false,
        settings: { restrictedPublicMode: true, souvenirName: 'ഓർമ്മ 2026' },
      });
    await a.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: { restrictedPublicMode: false },
    });
    await expect
      .poll(async () => (await b.app.inject({ url: '/api/houses/wards/3' })).body.includes(ENGLISH), {
        timeout: WITHIN_MS,
        interval: 20,
      })
      .toBe(true);
  });

  it('a family edited through one is shown by the other within 1 s', async () => {
    const page = (await b.app.inject({ url: '/api/houses/wards/3' })).json();
    const house = page.items[0];
    const edit = await a.app.inject({
      method: 'PUT',
      url: '/api/houses',
      headers: { cookie: admin },
      payload: { _id: house._id, house: 'പുതിയ കല്ലറയ്ക്കൽ' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await expect
      .poll(async () => (await b.app.inject({ url: '/api/houses/wards/3' })).json().items[0].house, {
        timeout: WITHIN_MS,
        interval: 20,
      })
      .toBe('പുതിയ കല്ലറയ്ക്കൽ');
  });

  it('trusts nothing it keeps while the channel is down, and starts afresh when it is back', async () => {
    const changes = b.app.changes as ReturnType<typeof createChanges>;
    await b.app.inject({ url: '/api/houses/wards/3' });
    expect((await b.app.inject({ url: '/api/houses/wards/3' })).headers['x-cache']).toBe('hit');
    changes.setLive(false);
    try {
      expect(b.app.responseCache.size()).toBe(0);
      for (let i = 0; i < 2; i++)
        expect((await b.app.inject({ url: '/api/houses/wards/3' })).headers['x-cache']).toBeUndefined();
      expect(b.app.responseCache.size()).toBe(0);
      const ready = await b.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks.changes).toBe('failed');
    } finally {
      changes.setLive(true);
    }
    await b.app.inject({ url: '/api/houses/wards/3' });
    expect((await b.app.inject({ url: '/api/houses/wards/3' })).headers['x-cache']).toBe('hit');
    expect((await b.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });
});

describe('an answer a change overtook is not kept', () => {
  let release: () => void = () => {};
  let reached: () => void = () => {};
  let calls = 0;
  const t = testApp({
    beforeReady: (app) =>
      app.get('/api/test-slow-read', { config: { cache: [CACHE_TAGS.settings] } }, async () => {
        calls++;
        reached();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { read: calls };
      }),
  });

  it('a read that was under way when another process changed its data is answered but not cached', async () => {
    const atHandler = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const first = t.app.inject({ url: '/api/test-slow-read' });
    await atHandler;
    // Another process's write arrives while the old data is being answered.
    (t.app.changes as ReturnType<typeof createChanges>).receive(`another-process ${CACHE_TAGS.settings}`);
    release();
    expect((await first).json()).toEqual({ read: 1 });
    const again = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const second = t.app.inject({ url: '/api/test-slow-read' });
    await again;
    release();
    expect((await second).headers['x-cache']).toBe('miss');
    expect(calls).toBe(2);
  });
});

describe('memo', () => {
  it('keeps a value until one of its topics changes, and does not keep a read a change overtook', async () => {
    const changes = createChanges('process');
    let reads = 0;
    let gate: Promise<void> = Promise.resolve();
    const memo = changes.memo(['settings'], async () => {
      reads++;
      await gate;
      return reads;
    });
    expect(await memo.get()).toBe(1);
    expect(await memo.get()).toBe(1);
    await changes.publish('houses');
    expect(await memo.get()).toBe(1);
    await changes.publish('settings');
    expect(await memo.get()).toBe(2);

    // A change while it is being read: that value is answered once, then read afresh.
    let open: () => void = () => {};
    gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    await changes.publish('settings');
    const reading = memo.get();
    changes.receive('another-process settings');
    open();
    expect(await reading).toBe(3);
    gate = Promise.resolve();
    expect(await memo.get()).toBe(4);
    expect(await memo.get()).toBe(4);
  });

  it('reads afresh every time while the channel is down', async () => {
    const changes = createChanges('redis');
    let reads = 0;
    const memo = changes.memo(['settings'], async () => ++reads);
    expect(await memo.get()).toBe(1);
    expect(await memo.get()).toBe(2);
    changes.setLive(true);
    expect(await memo.get()).toBe(3);
    expect(await memo.get()).toBe(3);
    changes.setLive(false);
    expect(await memo.get()).toBe(4);
  });

  it('stops trusting a channel where its own heartbeat is not heard, and trusts it again when it is', async () => {
    const changes = createChanges('redis');
    let echo = true;
    // A transport that delivers to every subscriber, this process included, until it goes half-open.
    changes.attach({
      send: async (m) => {
        if (echo) changes.receive(m);
      },
      close: async () => {},
    });
    changes.setLive(true);
    const heard: (readonly string[] | 'all')[] = [];
    changes.subscribe((topics) => heard.push(topics));
    await changes.beat();
    expect(changes.live).toBe(true);
    echo = false;
    await changes.beat(Date.now() + HEARD_WITHIN_MS / 2);
    expect(changes.live).toBe(true);
    await changes.beat(Date.now() + HEARD_WITHIN_MS + 1);
    expect(changes.live).toBe(false);
    expect(heard).toEqual(['all']);
    echo = true;
    await changes.beat(Date.now() + HEARD_WITHIN_MS + 2);
    expect(changes.live).toBe(true);
    expect(heard).toEqual(['all', 'all']);
  });

  it('does not hear its own messages back, and ignores nothing from another process', () => {
    const changes = createChanges('redis');
    const heard: (readonly string[] | 'all')[] = [];
    changes.subscribe((topics) => heard.push(topics));
    changes.receive(`${changes.self} houses`);
    changes.receive('other houses,news');
    expect(heard).toEqual([['houses', 'news']]);
  });
});

describe('no other memory of data', () => {
  /**
   * State a module keeps at its top level, each with why it is not data another process could
   * change: a new memo must go through `app.changes.memo` (or be added here with its reason).
   */
  const KNOWN: Record<string, string> = {
    'media/images.ts: decoding': 'photos this process is decoding now (a bound of its own work)',
    'domain/password.ts: decoy': 'a hash of random bytes, for timing only',
    'domain/settings.ts: memos': 'which app keeps its settings: the memos themselves are app.changes.memo',
    'setup/demo/fonts.ts: done': 'the font registered with sharp once',
    'main.ts: stopping': 'this process is stopping',
    'media/sharp.ts: loading': 'the image library, loaded once when first used',
    'media/probe.ts: mp4box': 'the MP4 reader, loaded once when first used',
    'plugins/routes.ts: inTable': 'the route table as a set, made once from the shared table',
  };

  it('no server module keeps state at its top level but the ones known, each for a reason', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'test') walk(full);
        } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')) {
          const source = fs.readFileSync(full, 'utf8');
          for (const m of source.matchAll(
            /^(?:let|var) (\w+)|^(?:export )?const (\w+)(?:: [^=]+)? = new (?:Map|WeakMap|Set)\b(?!\(\[)/gm,
          )) {
            found.push(`${path.relative(root, full).split(path.sep).join('/')}: ${m[1] ?? m[2]}`);
          }
        }
      }
    };
    walk(root);
    expect(found.sort()).toEqual(Object.keys(KNOWN).sort());
  });
});
