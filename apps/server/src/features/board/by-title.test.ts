import { beforeAll, describe, expect, it } from 'vitest';
import { BOARD_TITLE } from '@parish/shared/plain/constants';
import { testApp } from '../../test/test-app.ts';
import { make } from '../../test/factories.ts';

const t = testApp();
beforeAll(async () => {
  await make.boardMember(t.database.db, {
    name: 'ജോസഫ്',
    title: BOARD_TITLE.wardCommittee,
    ward: 2,
    phone: '9447012345',
    house: 'കുന്നേൽ',
  });
  await make.boardMember(t.database.db, { name: 'മേരി', title: BOARD_TITLE.wardCommittee, ward: 5 });
  await make.boardMember(t.database.db, { name: 'ശുശ്രൂഷി', title: BOARD_TITLE.caretaker });
});

describe('GET /api/board/{title}?ward=', () => {
  it("gives the ward's committee (title 4) only", async () => {
    const res = await t.app.inject({ url: '/api/board/4?ward=2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ name: 'ജോസഫ്', house: 'കുന്നേൽ', phone: '9447012345', title: 4, ward: 2 }),
    ]);
  });

  it('refuses unknown titles and wards', async () => {
    expect((await t.app.inject({ url: '/api/board/14' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/board/4?ward=30' })).statusCode).toBe(400);
  });

  it('keeps titles 12 and 13 for admins (docs/product.md "Permissions by role")', async () => {
    expect((await t.app.inject({ url: '/api/board/12' })).statusCode).toBe(401);
    const user = await t.login('user');
    expect((await t.app.inject({ url: '/api/board/12', headers: { cookie: user } })).statusCode).toBe(403);
    const admin = await t.login('admin');
    const res = await t.app.inject({ url: '/api/board/12', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: { name: string }) => m.name)).toEqual(['ശുശ്രൂഷി']);
  });
});
