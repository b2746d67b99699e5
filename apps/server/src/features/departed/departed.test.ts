// The departed: pages of 12 as [profiles, total], the full list, users add,
// admins change and delete; photos only from POST /api/media.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Departed } from '@parish/shared/departed';
import { testApp } from '../../test/test-app.ts';
import { make } from '../../test/factories.ts';
import { uploadPhoto } from '../../test/upload.ts';
import { auditLog, departed } from '../../db/schema.ts';

const t = testApp({ as: ['user', 'admin'] });
const { user, admin } = t.cookies;

beforeAll(async () => {
  // 40 profiles: years 1981..2020, so the newest year comes first.
  await make.departed.many(
    t.database.db,
    Array.from({ length: 40 }, (_, i) => ({
      name: `പരേതൻ ${i + 1}`,
      house: 'കുന്നേൽ',
      yod: 1981 + i,
      phone: '',
    })),
  );
});

const send = (method: 'POST' | 'PUT' | 'DELETE', payload: unknown, cookie?: string) =>
  t.request(method, '/api/departed', { payload, as: cookie });
const auditRows = (entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'departed'), eq(auditLog.entityId, entityId)));

describe('departed reads', () => {
  it('GET /api/departed/view?v=1 answers exactly [profiles, total], 12 a page, newest year first', async () => {
    const res = await t.app.inject({ url: '/api/departed/view?v=1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(2);
    const [profiles, total] = body as [Departed[], number];
    expect(total).toBe(40);
    expect(profiles).toHaveLength(12);
    expect(profiles[0]).toEqual({
      _id: expect.any(String),
      name: 'പരേതൻ 40',
      house: 'കുന്നേൽ',
      YOD: 2020,
      image: null,
      preImage: null,
      phone: '',
    });
  });

  it('pages 2, 3 and 4 hold the rest (4 on the last) and a page past the end is empty', async () => {
    const sizes = [];
    for (const v of [2, 3, 4, 5])
      sizes.push((await t.app.inject({ url: `/api/departed/view?v=${v}` })).json()[0].length);
    expect(sizes).toEqual([12, 12, 4, 0]);
    const names = new Set<string>();
    for (const v of [1, 2, 3, 4])
      for (const p of (await t.app.inject({ url: `/api/departed/view?v=${v}` })).json()[0]) names.add(p.name);
    expect(names.size).toBe(40);
  });

  it('refuses a bad page number or an unknown parameter (400)', async () => {
    expect((await t.app.inject({ url: '/api/departed/view?v=0' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/departed/view?v=abc' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/departed/view?v=1&x=2' })).statusCode).toBe(400);
  });

  it('GET /api/departed lists all', async () => {
    expect((await t.app.inject({ url: '/api/departed' })).json()).toHaveLength(40);
  });
});

describe('departed writes', () => {
  let added: Departed;

  it('a logged-in user adds a profile with a photo; the list and the page count follow', async () => {
    const photo = await uploadPhoto(t, 'user');
    const res = await send(
      'POST',
      { name: ' മറിയം ', house: 'പാറയിൽ', YOD: 2024, phone: '9447012345', ...photo },
      user,
    );
    expect(res.statusCode).toBe(201);
    added = res.json();
    expect(added).toMatchObject({
      name: 'മറിയം',
      house: 'പാറയിൽ',
      YOD: 2024,
      phone: '+919447012345',
      image: photo.image,
    });
    const [first, total] = (await t.app.inject({ url: '/api/departed/view?v=1' })).json();
    expect(total).toBe(41);
    expect(first[0].name).toBe('മറിയം');
    expect(await auditRows(added._id)).toHaveLength(1);
  });

  it('refuses bad input naming the field: no name, a future year, a bad phone, an outside photo', async () => {
    const cases: [object, string][] = [
      [{ name: '' }, 'body.name'],
      [{ name: 'x', YOD: new Date().getFullYear() + 1 }, 'body.YOD'],
      [{ name: 'x', phone: '12' }, 'body.phone'],
      [{ name: 'x', image: 'https://example.com/a.webp' }, 'body.image'],
    ];
    for (const [body, field] of cases) {
      const res = await send('POST', body, user);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    }
    expect(await t.database.db.select().from(departed)).toHaveLength(41);
  });

  it('refuses visitors (401) to add, and users (403) to change or delete', async () => {
    expect((await send('POST', { name: 'x' })).statusCode).toBe(401);
    expect((await send('PUT', { _id: added._id, name: 'x' }, user)).statusCode).toBe(403);
    expect((await send('DELETE', { _id: added._id }, user)).statusCode).toBe(403);
    expect((await send('DELETE', { _id: added._id })).statusCode).toBe(401);
  });

  it('an admin changes only the fields sent', async () => {
    const res = await send('PUT', { _id: added._id, YOD: 2023 }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'മറിയം', YOD: 2023, image: added.image });
    expect((await send('PUT', { _id: added._id, YOD: 1700 }, admin)).json().fields).toHaveProperty('body.YOD');
  });

  it('an admin deletes: the row and its photo go, a second delete is a 404', async () => {
    const file = path.join(t.config.uploadsDir, path.basename(added.image!));
    expect(fs.existsSync(file)).toBe(true);
    const res = await send('DELETE', { _id: added._id }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Departed profile deleted' });
    expect(fs.existsSync(file)).toBe(false);
    expect((await t.app.inject({ url: '/api/departed/view?v=1' })).json()[1]).toBe(40);
    expect((await send('DELETE', { _id: added._id }, admin)).statusCode).toBe(404);
  });
});
