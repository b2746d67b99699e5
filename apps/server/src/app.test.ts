// The contract every route shares: error shape, validation, limits, 404s and the SPA fallback.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from './test/test-app.ts';
import { auditLog, settings } from './db/schema.ts';
import { ne } from 'drizzle-orm';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-web-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>parish app</title></head><body></body></html>',
);
fs.writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\n');
const t = testApp({ env: { WEB_DIST: webDist, BODY_LIMIT: '2048' } });
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

describe('errors', () => {
  it('answers malformed JSON with a 400 invalid_json, not a 500', async () => {
    const cookie = await t.login('admin');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"adminPhone": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'invalid_json' });
  });

  it('names the field of a wrong type, and writes nothing', async () => {
    const cookie = await t.login('admin');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie },
      payload: { adminPhone: '9447000001', restrictedPublicMode: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
    expect(res.json().fields).toHaveProperty(['body.restrictedPublicMode']);
    expect(res.json().message).toContain('restrictedPublicMode');
    // The VAPID pair generated at start is the only row.
    expect(await t.database.db.select().from(settings).where(ne(settings.key, 'vapid'))).toEqual([]);
  });

  it('names an unknown field', async () => {
    const cookie = await t.login('admin');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie },
      payload: { colour: 'green' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'body.colour': 'Unknown field' });
  });

  it('answers an out-of-range path value with a 400 naming it', async () => {
    const res = await t.app.inject({ url: '/api/houses/wards/22' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['params.ward']);
  });

  it('answers an oversized body with a 413', async () => {
    const cookie = await t.login('admin');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie },
      payload: { churchAddress: 'x'.repeat(5000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
  });
});

describe('settings', () => {
  it('lets an admin change one, records it in the audit log, and shows it to the public', async () => {
    const cookie = await t.login('admin');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie },
      payload: { adminPhone: '9400000002' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/settings' })).json().adminPhone).toBe('+919400000002');
    const rows = await t.database.db.select().from(auditLog);
    expect(rows.find((r) => r.entity === 'settings')).toMatchObject({
      action: 'update',
      after: { adminPhone: '+919400000002' },
    });
  });

  it('refuses visitors and ordinary users', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/settings', payload: { adminPhone: '9400000003' } })).statusCode,
    ).toBe(401);
    const cookie = await t.login('user');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/settings',
          headers: { cookie },
          payload: { adminPhone: '9400000003' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the web app', () => {
  // The rendered pages themselves: src/pages/pages.test.ts (a stand-in renderer) and the browser tests.
  it('answers an unknown page path with the app (without a renderer, its bare page), not a JSON 404', async () => {
    const res = await t.app.inject({ url: '/some/unknown/page' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('parish app');
  });

  it('a page path ending in digits after a dot ("/wards/1.5") is a page too; a missing file is a 404', async () => {
    for (const url of ['/wards/1.5', '/catehism/2.', '/wards/3.0']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    }
    expect((await t.app.inject({ url: '/assets/missing-chunk.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/missing.mp4' })).statusCode).toBe(404);
  });

  it('serves a real robots.txt', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('User-agent');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('health and docs', () => {
  it('reports the engine', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', engine: t.database.engine });
  });

  it('answers the liveness probe without touching the database or the rate limit', async () => {
    const res = await t.app.inject({ url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('answers the readiness probe: 200 while the database, the store and the change channel answer', async () => {
    const res = await t.app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ready: true, checks: { database: 'ok', store: 'ok', changes: 'ok' } });
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('is not ready (503, naming what failed, not why) when the store cannot be reached', async () => {
    const check = t.app.store.check;
    t.app.store.check = async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.7:9000');
    };
    try {
      const res = await t.app.inject({ url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ready: false, checks: { store: 'failed', database: 'ok' } });
      expect(res.body).not.toContain('10.0.0.7');
    } finally {
      t.app.store.check = check;
    }
  });

  it('serves OpenAPI generated from the zod schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const ward = doc.paths['/api/houses/wards/{ward}'].get;
    expect(ward.parameters.find((p: { name: string }) => p.name === 'ward').schema).toMatchObject({ maximum: 21 });
  });

  it('declares the error responses of every /api route, all of the one ApiError shape', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const errorShape = ['code', 'error', 'message', 'statusCode'];
    for (const route of t.app.apiRoutes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      // A prefix's own route ('/') is listed with its slash.
      const op = (doc.paths[path] ?? doc.paths[`${path}/`])?.[route.method.toLowerCase()];
      const name = `${route.method} ${route.url}`;
      expect(op, name).toBeDefined();
      const declared = Object.keys(op.responses).filter((s) => s.startsWith('4'));
      const expected: string[] = [];
      if (route.guard !== 'public') expected.push('401');
      if (route.guard === 'admin' || route.guard === 'own') expected.push('403');
      if (route.method !== 'GET') expected.push('400', '403', '413', '415');
      if (!route.url.startsWith('/api/health')) expected.push('429');
      expect(declared, name).toEqual(expect.arrayContaining(expected));
      for (const status of declared) {
        const body = op.responses[status].content['application/json'].schema;
        expect(Object.keys(body.properties).sort(), `${name} ${status}`).toEqual([...errorShape, 'fields'].sort());
        expect([...body.required].sort(), `${name} ${status}`).toEqual(errorShape);
      }
    }
    // A route's own errors: a missing family, a head changed under the writer.
    expect(Object.keys(doc.paths['/api/houses/{id}'].delete.responses)).toEqual(expect.arrayContaining(['404', '409']));
  });
});
