// The per-title rules of /admin/add-board on the server, and the public teachers' photo
// (docs/decisions.md "The board: one form for every title, the same rules on both sides").
import { describe, expect, it } from 'vitest';
import { BOARD_TITLE } from '@parish/shared/plain/constants';
import { testApp } from '../../test/test-app.ts';
import { databaseSnapshot } from '../../test/snapshot.ts';
import { uploadPhoto } from '../../test/upload.ts';

const t = testApp({ as: ['admin'] });
const { admin } = t.cookies;

const post = (payload: Record<string, unknown>) => t.request('POST', '/api/board', { as: admin, payload });
const put = (payload: Record<string, unknown>) => t.request('PUT', '/api/board', { as: admin, payload });

describe('per-title fields', () => {
  it('refuses a former vicar (9) without the years, naming body.duration, and writes nothing', async () => {
    const before = await databaseSnapshot(t.database.db);
    for (const duration of [undefined, '', '  ']) {
      const res = await post({
        name: 'ഫാ. ജേക്കബ്',
        title: BOARD_TITLE.formerVicar,
        ...(duration === undefined ? {} : { duration }),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['body.duration']);
    }
    expect(await databaseSnapshot(t.database.db)).toBe(before);
    const ok = await post({
      name: 'ഫാ. ജേക്കബ്',
      title: BOARD_TITLE.formerVicar,
      duration: '1985 - 1991',
      isCurrent: false,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ title: 9, duration: '1985 - 1991', isCurrent: false, ward: null, grade: null });
    // An edit that clears the years is refused as well.
    const cleared = await put({ _id: ok.json()._id, duration: '' });
    expect(cleared.statusCode).toBe(400);
    expect(Object.keys(cleared.json().fields)).toEqual(['body.duration']);
  });

  it('names every missing field at once', async () => {
    const res = await post({ name: 'x', title: BOARD_TITLE.classTeacher });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['body.grade']);
  });

  it('drops a ward or grade the title does not have, also when an edit changes the title', async () => {
    const councillor = await post({ name: 'ലീല', title: BOARD_TITLE.parishCouncillor, ward: 5, grade: 3 });
    expect(councillor.statusCode, councillor.body).toBe(201);
    expect(councillor.json()).toMatchObject({ ward: null, grade: null });
    const member = (await post({ name: 'ബേബി', title: BOARD_TITLE.wardCommittee, ward: 6 })).json();
    const moved = await put({ _id: member._id, title: BOARD_TITLE.parishCouncillor });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ title: 5, ward: null });
    expect((await t.app.inject({ url: '/api/board/4?ward=6' })).json()).toEqual([]);
  });

  it('keeps a convent member current or former as sent', async () => {
    const former = await post({
      name: 'സി. ആനി',
      title: BOARD_TITLE.convent,
      isCurrent: false,
      duration: '2001 - 2008',
    });
    expect(former.json()).toMatchObject({ isCurrent: false, duration: '2001 - 2008' });
    const back = await put({ _id: former.json()._id, isCurrent: true });
    expect(back.json()).toMatchObject({ isCurrent: true, duration: '2001 - 2008' });
  });
});

describe('GET /api/board/teachers-photo', () => {
  it('is null without a photo, then gives the photo alone to a visitor, never the name or phone', async () => {
    expect((await t.app.inject({ url: '/api/board/teachers-photo' })).json()).toBeNull();
    const photo = await uploadPhoto(t, 'admin');
    const created = await post({
      name: 'മതബോധന അധ്യാപകർ',
      phone: '9447011111',
      title: BOARD_TITLE.teachersPhoto,
      ...photo,
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await t.app.inject({ url: '/api/board/teachers-photo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ image: photo.image, preImage: photo.preImage });
    expect(res.body).not.toContain('അധ്യാപകർ');
    expect(res.body).not.toContain('9447011111');
    // The list of title 13 stays the admins'.
    expect((await t.app.inject({ url: '/api/board/13' })).statusCode).toBe(401);
  });
});
