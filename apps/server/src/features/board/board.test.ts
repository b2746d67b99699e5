// The board: GET all (titles 12 and 13 for admins only) and the admin's writes.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOARD_TITLE } from '@parish/shared/plain/constants';
import type { BoardMember } from '@parish/shared/board';
import { testApp } from '../../test/test-app.ts';
import { make } from '../../test/factories.ts';
import { databaseSnapshot } from '../../test/snapshot.ts';
import { uploadPhoto } from '../../test/upload.ts';
import { auditLog, boardMembers } from '../../db/schema.ts';

const t = testApp({ as: ['user', 'admin'] });
const { user, admin } = t.cookies;
beforeAll(async () => {
  await make.boardMember(t.database.db, { name: 'ഫാ. ജോസഫ്', title: BOARD_TITLE.vicar, phone: '9447000001' });
  await make.boardMember(t.database.db, { name: 'ശുശ്രൂഷി', title: BOARD_TITLE.caretaker });
  await make.boardMember(t.database.db, { name: 'അധ്യാപകർ', title: BOARD_TITLE.teachersPhoto });
});

const names = (list: BoardMember[]) => list.map((m) => m.name).sort();
const fileOf = (image: string) => path.join(t.config.uploadsDir, path.basename(image));
const committee = (overrides: Record<string, unknown> = {}) => ({
  name: 'മാത്യു',
  house: 'കുന്നേൽ',
  phone: '9447012345',
  title: BOARD_TITLE.wardCommittee,
  ward: 3,
  ...overrides,
});

describe('GET /api/board', () => {
  it('gives every title to admins, and leaves titles 12 and 13 out for everyone else', async () => {
    const visitor = await t.app.inject({ url: '/api/board' });
    expect(visitor.statusCode).toBe(200);
    expect(names(visitor.json())).toEqual(['ഫാ. ജോസഫ്']);
    expect(names((await t.app.inject({ url: '/api/board', headers: { cookie: user } })).json())).toEqual(['ഫാ. ജോസഫ്']);
    const asAdmin = (await t.app.inject({ url: '/api/board', headers: { cookie: admin } })).json();
    expect(names(asAdmin)).toEqual(['അധ്യാപകർ', 'ഫാ. ജോസഫ്', 'ശുശ്രൂഷി'].sort());
    // The visitor's cached copy is not the admin's.
    expect(names((await t.app.inject({ url: '/api/board' })).json())).toEqual(['ഫാ. ജോസഫ്']);
  });
});

describe('POST, PUT, DELETE /api/board', () => {
  it('lets an admin add a committee member with a photo; it shows on the next read of the ward committee', async () => {
    const before = (await t.app.inject({ url: '/api/board/4?ward=3' })).json();
    expect(before).toEqual([]);
    const photo = await uploadPhoto(t, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/board',
      headers: { cookie: admin },
      payload: committee(photo),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'മാത്യു',
      title: 4,
      ward: 3,
      image: photo.image,
      isCurrent: true,
      duration: '',
    });
    const after = (await t.app.inject({ url: '/api/board/4?ward=3' })).json();
    expect(names(after)).toEqual(['മാത്യു']);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, res.json()._id));
    expect(audit).toMatchObject({ action: 'create', entity: 'board_member', after: { name: 'മാത്യു' } });
  });

  it('changes a member, removing the replaced photo after the row; then deletes it and its photo', async () => {
    const first = await uploadPhoto(t, 'admin');
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/board',
        headers: { cookie: admin },
        payload: committee({ name: 'സിസിലി', ward: 7, ...first }),
      })
    ).json();
    const second = await uploadPhoto(t, 'admin');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/board',
      headers: { cookie: admin },
      payload: { ...committee({ name: 'സിസിലി ജോൺ', ward: 7, ...second }), _id: created._id, duration: '2024 - 2027' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ name: 'സിസിലി ജോൺ', image: second.image, duration: '2024 - 2027' });
    expect(fs.existsSync(fileOf(first.image))).toBe(false);
    expect(fs.existsSync(fileOf(second.image))).toBe(true);
    expect(names((await t.app.inject({ url: '/api/board/4?ward=7' })).json())).toEqual(['സിസിലി ജോൺ']);

    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/board',
      headers: { cookie: admin },
      payload: { _id: created._id },
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Board member deleted' });
    expect(await t.database.db.select().from(boardMembers).where(eq(boardMembers.id, created._id))).toEqual([]);
    expect(fs.existsSync(fileOf(second.image))).toBe(false);
    expect((await t.app.inject({ url: '/api/board/4?ward=7' })).json()).toEqual([]);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, created._id));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);

    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/board',
      headers: { cookie: admin },
      payload: { _id: created._id },
    });
    expect(again.statusCode).toBe(404);
  });

  it('keeps the fields an update leaves out: a new phone keeps the photo; an explicit null removes it', async () => {
    const photo = await uploadPhoto(t, 'admin');
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/board',
        headers: { cookie: admin },
        payload: committee({ name: 'അന്ന', ward: 9, duration: '2023 - ', ...photo }),
      })
    ).json();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/board',
      headers: { cookie: admin },
      payload: { _id: created._id, phone: '9447055555' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      name: 'അന്ന',
      phone: '+919447055555',
      image: photo.image,
      preImage: photo.preImage,
      ward: 9,
      duration: '2023 -',
      isCurrent: true,
    });
    expect(fs.existsSync(fileOf(photo.image))).toBe(true);

    // Years whose end comes before their start are refused on update too, naming the field.
    const reversed = await t.app.inject({
      method: 'PUT',
      url: '/api/board',
      headers: { cookie: admin },
      payload: { _id: created._id, duration: '2030 - 2025' },
    });
    expect(reversed.statusCode).toBe(400);
    expect(Object.keys(reversed.json().fields)).toEqual(['body.duration']);
    // A committee member keeps needing a ward: clearing it is a 400.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/board',
          headers: { cookie: admin },
          payload: { _id: created._id, ward: null },
        })
      ).statusCode,
    ).toBe(400);
    const cleared = await t.app.inject({
      method: 'PUT',
      url: '/api/board',
      headers: { cookie: admin },
      payload: { _id: created._id, image: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ name: 'അന്ന', phone: '+919447055555', image: null, preImage: null });
    expect(fs.existsSync(fileOf(photo.image))).toBe(false);
  });

  it('refuses visitors (401) and users (403), writing nothing', async () => {
    const [row] = await t.database.db.select().from(boardMembers).limit(1);
    const before = await databaseSnapshot(t.database.db);
    const calls = [
      { method: 'POST' as const, payload: committee() },
      { method: 'PUT' as const, payload: { ...committee(), _id: row.id } },
      { method: 'DELETE' as const, payload: { _id: row.id } },
    ];
    for (const call of calls) {
      expect((await t.app.inject({ ...call, url: '/api/board' })).statusCode).toBe(401);
      expect((await t.app.inject({ ...call, url: '/api/board', headers: { cookie: user } })).statusCode).toBe(403);
    }
    expect(await databaseSnapshot(t.database.db)).toBe(before);
  });

  it('answers bad bodies with a 400 naming the field, writing nothing', async () => {
    const before = await databaseSnapshot(t.database.db);
    const cases: [Record<string, unknown>, string][] = [
      [committee({ title: 14 }), 'body.title'],
      [committee({ ward: 22 }), 'body.ward'],
      [committee({ ward: null }), 'body.ward'],
      [committee({ title: BOARD_TITLE.classTeacher, ward: null }), 'body.grade'],
      [committee({ phone: '123' }), 'body.phone'],
      [committee({ duration: 'last year' }), 'body.duration'],
      [committee({ title: BOARD_TITLE.formerVicar, ward: null, duration: '2030 - 2025' }), 'body.duration'],
      [committee({ duration: '2030 - 2025' }), 'body.duration'],
      [committee({ name: '' }), 'body.name'],
      [committee({ image: 'https://elsewhere.example/a.webp' }), 'body.image'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/board', headers: { cookie: admin }, payload });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    const noId = await t.app.inject({
      method: 'DELETE',
      url: '/api/board',
      headers: { cookie: admin },
      payload: { _id: 'nope' },
    });
    expect(noId.statusCode).toBe(400);
    expect(Object.keys(noId.json().fields)).toEqual(['body._id']);
    expect(await databaseSnapshot(t.database.db)).toBe(before);
  });
});
