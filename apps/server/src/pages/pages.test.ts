// The server's side of rendered pages, with a stand-in for the web app's renderer (the real one is
// tested in the browser, e2e/all-screens-server-rendering.spec.ts): how a page is put together, escaped, cached by role
// and dropped by writes, its reads answered through the API as the session, its status and
// redirect, its link preview, and what it costs against the rate limits.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testApp, testAppForTest } from '../test/test-app.ts';
import { KEPT_ORIGINS } from './plugin.ts';
import { multipart, photo, uploadPhoto } from '../test/upload.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-pages-'));
const webDist = path.join(dir, 'dist');
const serverDist = path.join(dir, 'dist-server');

/** Renders what it read: the settings for every page, a ward's first page on /wards/3. */
const RENDERER = `
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export async function prepare() {}
export async function renderPage(request) {
  const { pathname } = new URL(request.url, 'http://page');
  const page = { status: 200, html: '', boot: {}, preloadImages: [], modules: [] };
  if (request.refused) return { ...page, status: request.refused.status, html: '<h1>refused ' + request.refused.code + '</h1>' };
  if (pathname === '/guarded') return { ...page, status: 302, redirect: '/login?from=%2Fguarded' };
  if (pathname === '/missing') return { ...page, status: 404, html: '<h1>not found</h1>' };
  const settings = await (await request.fetchApi('/settings', {})).json();
  const reads = { '/settings': settings };
  if (pathname === '/wards/3') reads.ward = (await request.fetchApi('/houses/wards/3?v=1', {})).status;
  if (pathname === '/me') reads.me = await (await request.fetchApi('/auth/me', {})).json();
  return {
    ...page,
    html: '<main>' + escape(settings.churchName) + ' · ' + (request.user ? request.user.username : 'visitor') + ' · ' + request.lang + '</main>',
    boot: { user: request.user, reads },
    title: settings.churchName + ' · T',
    preview: pathname === '/item' ? { title: 'An item', description: 'Its text', image: '/media/abcdefghijklmnopqrst.webp', type: 'article' } : undefined,
    preloadImages: [{ href: '/media/first.webp', media: '(max-width: 699.98px)' }],
    modules: ['src/screen.tsx'],
  };
}
`;

const TEMPLATE =
  '<!doctype html><html lang="ml"><head><meta name="description" content="site text" /><title>Parish</title>' +
  '<script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_app.js'] },
  '_app.js': { file: 'assets/app.js' },
  'src/screen.tsx': { file: 'assets/screen.js', imports: ['_app.js', '_kit.js'] },
  '_kit.js': { file: 'assets/kit.js' },
  '../../node_modules/@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff2': {
    file: 'assets/ml-400.woff2',
  },
  '../../node_modules/@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-latin-400-normal.woff2': {
    file: 'assets/latin-400.woff2',
  },
};

function bootOf(html: string): { user: { username: string } | null; reads: Record<string, unknown> } {
  const json = /<script id="parish-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

beforeAll(() => {
  fs.mkdirSync(path.join(webDist, '.vite'), { recursive: true });
  fs.mkdirSync(serverDist, { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(serverDist, 'entry-server.js'), RENDERER);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const t = testApp({
  env: { WEB_DIST: webDist, WEB_SERVER_DIST: serverDist, PUBLIC_URL: 'https://parish.example', RATE_LIMIT_MAX: '1000' },
});

describe('a rendered page', () => {
  it('carries the markup, the head and the boot, escaped: a name that ends a tag or a script stays text', async () => {
    const cookie = await t.login('admin');
    const churchName = 'പള്ളി "x"></script><script>alert(1)</script>';
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/settings', headers: { cookie }, payload: { churchName } }))
        .statusCode,
    ).toBe(200);
    const res = await t.app.inject({ url: '/wards/3' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).not.toContain('<script>alert');
    expect(bootOf(res.body).reads['/settings']).toEqual((await t.app.inject({ url: '/api/settings' })).json());
    expect(bootOf(res.body).reads.ward).toBe(200);
    expect(res.body).toContain(
      '<div id="root"><main>പള്ളി "x"&gt;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; · visitor · ml</main></div>',
    );
    expect(res.body).toContain(
      '<title>പള്ളി &quot;x&quot;&gt;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; · T</title>',
    );
    expect(res.body).toContain('<link rel="canonical" href="https://parish.example/wards/3">');
    expect(res.body).toContain('<meta name="description" content="site text">');
    // The screen's chunks beyond the entry's, and its largest image.
    // They are fetched by the loader once the page is painted (no module script of its own).
    expect(res.body).toContain(
      '<script src="/load-app.js" defer data-entry="/assets/index.js" data-modules="/assets/screen.js /assets/kit.js"></script>',
    );
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).toContain(
      '<link rel="preload" as="image" href="/media/first.webp" media="(max-width: 699.98px)" fetchpriority="high">',
    );
    // The Malayalam font, not the Latin one (the browser asks for that only if it meets Latin text).
    expect(res.body).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/ml-400.woff2">',
    );
    expect(res.body).not.toContain('latin-400.woff2');
  });

  it('is the session’s: a visitor’s may be kept by the browser, a user’s is private; both vary by cookie', async () => {
    const visitor = await t.app.inject({ url: '/me' });
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.headers.vary).toContain('Cookie');
    expect(bootOf(visitor.body).user).toBeNull();
    const cookie = await t.login('user');
    const user = await t.app.inject({ url: '/me', headers: { cookie } });
    expect(user.headers['cache-control']).toBe('private, no-cache');
    expect(bootOf(user.body).user?.username).toMatch(/^user-/);
    // The page's reads are made as the page's session.
    expect((bootOf(user.body).reads.me as { userInfo: { username: string } }).userInfo.username).toMatch(/^user-/);
    expect(user.body).toContain('· user-');
  });

  it('is kept by path, role and language, and dropped by the writes that drop its reads', async () => {
    const first = await t.app.inject({ url: '/history-like' });
    expect(first.headers['x-cache']).toBe('miss');
    const again = await t.app.inject({ url: '/history-like' });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(
      (await t.app.inject({ url: '/history-like', headers: { 'if-none-match': String(first.headers.etag) } }))
        .statusCode,
    ).toBe(304);
    // Another language or another role is another page.
    expect((await t.app.inject({ url: '/history-like', headers: { cookie: 'lang=en' } })).body).toContain(
      '· en</main>',
    );
    const admin = await t.login('admin');
    expect((await t.app.inject({ url: '/history-like', headers: { cookie: admin } })).headers['x-cache']).toBe('miss');
    // A write to what the page read drops it.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/settings',
          headers: { cookie: admin },
          payload: { churchName: 'പുതിയ പേര്' },
        })
      ).statusCode,
    ).toBe(200);
    const after = await t.app.inject({ url: '/history-like' });
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body).toContain('പുതിയ പേര്');
  });

  it('answers with the screen’s status, or the redirect of a guard', async () => {
    const guarded = await t.app.inject({ url: '/guarded' });
    expect(guarded.statusCode).toBe(302);
    expect(guarded.headers.location).toBe('/login?from=%2Fguarded');
    const missing = await t.app.inject({ url: '/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>not found</h1>');
    // A not-found page is not kept: the next one is rendered again.
    expect((await t.app.inject({ url: '/missing' })).headers['x-cache']).toBe('miss');
  });

  it('previews an item with its own title, text and a 1,200 px JPEG of its photo, at an absolute address', async () => {
    const res = await t.app.inject({ url: '/item?utm=x' });
    expect(res.body).toContain('<meta property="og:title" content="An item">');
    expect(res.body).toContain('<meta property="og:description" content="Its text">');
    expect(res.body).toContain('<meta property="og:type" content="article">');
    expect(res.body).toContain('<meta property="og:url" content="https://parish.example/item">');
    expect(res.body).toContain(
      '<meta property="og:image" content="https://parish.example/media/preview/abcdefghijklmnopqrst.jpg">',
    );
    expect(res.body).toContain('<meta property="og:image:type" content="image/jpeg">');
    expect(res.body).toContain('<meta property="og:image:width" content="1200">');
    expect(res.body).toContain('<meta property="og:image:height" content="630">');
    expect(res.body).toContain('<meta property="og:image:alt" content="An item">');
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('previews a page with no photo by the church’s photo, or failing that the parish’s plain picture', async () => {
    const cookie = await t.login('admin');
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/settings', headers: { cookie }, payload });
    expect((await put({ churchImage: null, churchName: 'St. Mary’s' })).statusCode).toBe(200);
    const plain = await t.app.inject({ url: '/history' });
    expect(plain.body).toContain(
      '<meta property="og:image" content="https://parish.example/media/preview/parish.jpg">',
    );
    expect(plain.body).toContain('<meta property="og:image:alt" content="St. Mary’s">');
    expect(plain.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect((await t.app.inject({ url: '/history' })).headers['x-cache']).toBe('hit');

    const { image } = await uploadPhoto(t, 'admin');
    expect((await put({ churchImage: image })).statusCode).toBe(200);
    // The kept page went with the settings it read.
    const church = await t.app.inject({ url: '/history' });
    expect(church.headers['x-cache']).toBe('miss');
    expect(church.body).toContain(
      `<meta property="og:image" content="https://parish.example${image.replace('/media/', '/media/preview/').replace('.webp', '.jpg')}">`,
    );
    expect(church.body).toContain('<meta property="og:image:width" content="1200">');
  });
});

describe('without PUBLIC_URL', () => {
  it('keeps a page per address it came to: each host its own addresses; invented hosts are not kept', async () => {
    const own = await createTestApp({ WEB_DIST: webDist, WEB_SERVER_DIST: serverDist });
    try {
      const at = (host: string) => own.app.inject({ url: '/item', headers: { host } });
      const local = await at('localhost:3999');
      expect(local.body).toContain('<meta property="og:url" content="http://localhost:3999/item">');
      expect((await at('localhost:3999')).headers['x-cache']).toBe('hit');
      const loopback = await at('127.0.0.1:3999');
      expect(loopback.headers['x-cache']).toBe('miss');
      expect(loopback.body).toContain('<meta property="og:url" content="http://127.0.0.1:3999/item">');
      expect(loopback.body).toContain('<link rel="canonical" href="http://127.0.0.1:3999/item">');
      expect(loopback.body).not.toContain('localhost');
      expect((await at('127.0.0.1:3999')).headers['x-cache']).toBe('hit');
      expect((await at('localhost:3999')).body).toBe(local.body);

      // Hundreds of Host headers: each is answered with its own address, but only a few hosts' pages are kept.
      const before = own.app.responseCache.size();
      for (let i = 0; i < 200; i++) {
        const res = await at(`h${i}.example`);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(`content="http://h${i}.example/item"`);
      }
      expect(own.app.responseCache.size() - before).toBeLessThanOrEqual(KEPT_ORIGINS);
      // The hosts already kept are still answered from the cache.
      expect((await at('localhost:3999')).headers['x-cache']).toBe('hit');
    } finally {
      await own.close();
    }
  });
});

describe('the preview picture', () => {
  it('is a 1,200 × 630 JPEG under 300 KB from a stored photo, kept in the store; else a 404 or 400', async () => {
    const cookie = await t.login('admin');
    const png = await photo('png', 2400, 1600);
    const body = multipart(png, 'wide.png');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const stored = upload.json() as { image: string };
    const name = /^\/media\/([\w-]+)\.webp$/.exec(stored.image)?.[1];
    const res = await t.app.inject({ url: `/media/preview/${name}.jpg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(res.rawPayload.length).toBeLessThan(300_000);
    // Kept next to the photo, keyed by its name: the next reader is given the same file.
    expect(await t.app.store.stat(`previews/${name}.jpg`)).toMatchObject({ size: res.rawPayload.length });
    expect((await t.app.inject({ url: `/media/preview/${name}.jpg` })).rawPayload.equals(res.rawPayload)).toBe(true);
    expect((await t.app.inject({ url: '/media/preview/abcdefghijklmnopqrst.jpg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/preview/..%2F..%2Fetc.jpg' })).statusCode).toBe(400);
  });

  it('is that size from a small photo too, and from a photo that compresses badly; the plain one as well', async () => {
    const cookie = await t.login('admin');
    const noise = await sharp(randomBytes(1600 * 1000 * 3), { raw: { width: 1600, height: 1000, channels: 3 } })
      .png()
      .toBuffer();
    for (const input of [await photo('jpeg', 300, 400), noise]) {
      const body = multipart(input, 'p.png');
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/media',
        headers: { ...body.headers, cookie },
        payload: body.payload,
      });
      expect(upload.statusCode, upload.body).toBe(201);
      const res = await t.app.inject({
        url: (upload.json() as { image: string }).image.replace('/media/', '/media/preview/').replace('.webp', '.jpg'),
      });
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
      expect(res.rawPayload.length).toBeLessThan(300_000);
    }
    const plain = await t.app.inject({ url: '/media/preview/parish.jpg' });
    expect(plain.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(plain.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });
});

describe('what a page costs', () => {
  it('a rendered page spends the costly budget once, its reads and kept pages nothing; refused: 429', async () => {
    const limited = await testAppForTest({ WEB_DIST: webDist, WEB_SERVER_DIST: serverDist, RATE_LIMIT_MAX: '2' });
    // Each render reads the API (as the server itself): were those counted, the second page would fail.
    expect((await limited.app.inject({ url: '/wards/3' })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await limited.app.inject({ url: '/wards/3' })).headers['x-cache']).toBe('hit');
    expect((await limited.app.inject({ url: '/a' })).statusCode).toBe(200);
    const refused = await limited.app.inject({ url: '/b' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body).toContain('refused rate_limited');
    // The pages already kept are still served.
    expect((await limited.app.inject({ url: '/wards/3' })).statusCode).toBe(200);
  });
});

describe('without the web app’s renderer', () => {
  it('sends the page as built, unrendered', async () => {
    const bare = await testAppForTest({ WEB_DIST: webDist });
    const res = await bare.app.inject({ url: '/wards/1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(TEMPLATE);
  });
});
