// The installable app's server side: the web app manifest named from the settings, the head that
// links it, the offline shell, the service worker's headers, and the private mark on every answer
// to a logged-in request (the service worker keeps none of those).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/test-app.ts';
import { privateCacheControl } from '../plugins/session-marker.ts';
import { shortNameOf, webAppManifest } from './web-app-manifest.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-web-app-'));
const webDist = path.join(dir, 'dist');
const serverDist = path.join(dir, 'dist-server');
const RENDERER = `
export async function prepare() {}
export async function renderPage() { return { status: 200, html: '<main>page</main>', boot: {}, preloadImages: [], modules: [] }; }
`;
const TEMPLATE =
  '<!doctype html><html lang="ml"><head><title>Parish</title></head><body><div id="root"></div></body></html>';
const SW = 'self.addEventListener("fetch", () => {});\n'.repeat(60);

beforeAll(() => {
  fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  fs.mkdirSync(serverDist, { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(webDist, 'sw.js'), SW);
  fs.writeFileSync(path.join(webDist, 'push-sw.js'), "importScripts('/sw.js');\n");
  fs.writeFileSync(path.join(serverDist, 'entry-server.js'), RENDERER);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const t = testApp({ env: { WEB_DIST: webDist, WEB_SERVER_DIST: serverDist, RATE_LIMIT_MAX: '1000' } });

describe('the web app manifest', () => {
  it('names the parish from the settings, in Malayalam, and follows a change of name', async () => {
    const res = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: 'സെന്റ് മേരീസ് ഫൊറോന പള്ളി',
      short_name: 'സെന്റ് മേരീസ്',
      lang: 'ml',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#14532d',
      background_color: '#fffdf7',
    });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);

    const admin = await t.login('admin');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: { churchName: 'സെന്റ് ജോസഫ്സ് പള്ളി' },
    });
    expect(put.statusCode).toBe(200);
    await expect
      .poll(async () => (await t.app.inject({ url: '/manifest.webmanifest' })).json().name)
      .toBe('സെന്റ് ജോസഫ്സ് പള്ളി');
    expect((await t.app.inject({ url: '/manifest.webmanifest' })).json().short_name).toBe('സെന്റ് ജോസഫ്സ്');
  });

  it('is linked from every page with the apple-touch-icon', async () => {
    const res = await t.app.inject({ url: '/wards/1' });
    expect(res.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(res.body).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
  });

  it('shortens a name to its first two words, and keeps a one-word name whole', () => {
    expect(shortNameOf('  സെന്റ്   മേരീസ് ഫൊറോന ')).toBe('സെന്റ് മേരീസ്');
    expect(shortNameOf('ഇടവക')).toBe('ഇടവക');
    expect(webAppManifest({ churchName: 'A B C' }).short_name).toBe('A B');
  });
});

describe('the service worker and the offline shell', () => {
  it('serves /sw.js (and the old push worker address) checked on every visit', async () => {
    for (const url of ['/sw.js', '/push-sw.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await t.app.inject({ url: '/push-sw.js' })).body).toContain("importScripts('/sw.js')");
  });

  it('serves the app shell at /offline.html, never /index.html', async () => {
    const res = await t.app.inject({ url: '/offline.html' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(TEMPLATE);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/index.html' })).body).not.toBe(TEMPLATE);
  });
});

describe('answers to a logged-in request', () => {
  it('are private (the service worker keeps none), a visitor’s are not', async () => {
    const visitor = await t.app.inject({ url: '/api/settings' });
    expect(visitor.headers['cache-control']).toBe('no-cache');
    const cookie = await t.login('user');
    for (const url of ['/api/settings', '/api/settings', '/api/auth/me', '/wards/1', '/manifest.webmanifest']) {
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(/^private\b/);
    }
    // A hashed asset is the same for everyone (this one written after start: found on the disk).
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'export {};\n');
    expect((await t.app.inject({ url: '/assets/app-1234.js', headers: { cookie } })).headers['cache-control']).toMatch(
      /^public/,
    );
  });

  it('marks what a header said, without repeating itself', () => {
    expect(privateCacheControl(undefined)).toBe('private, no-cache');
    expect(privateCacheControl('no-cache')).toBe('private, no-cache');
    expect(privateCacheControl('private, no-cache')).toBe('private, no-cache');
    expect(privateCacheControl('no-store')).toBe('no-store');
    expect(privateCacheControl('public, max-age=31536000, immutable')).toBe('public, max-age=31536000, immutable');
  });
});
