import { beforeAll, describe, expect, it } from 'vitest';
import { BOARD_TITLE } from '@parish/shared/plain/constants';
import { testApp } from '../../test/test-app.ts';
import { make } from '../../test/factories.ts';

const t = testApp();
beforeAll(async () => {
  const db = t.database.db;
  // Inserted out of order on purpose: the answer must be ordered 1, 2, 12.
  await make.boardMember(db, { name: 'ശുശ്രൂഷി തോമസ്', title: BOARD_TITLE.caretaker, phone: '9447000012' });
  await make.boardMember(db, { name: 'കോർഡിനേറ്റർ ജോസ്', title: BOARD_TITLE.coordinator, phone: '9447000002' });
  await make.boardMember(db, { name: 'ജോർജ് അച്ചൻ', title: BOARD_TITLE.vicar, phone: '9447000001' });
  await make.boardMember(db, { name: 'സെക്രട്ടറി', title: BOARD_TITLE.secretary });
  await make.boardMember(db, { name: 'വാർഡ് അംഗം', title: BOARD_TITLE.wardCommittee, ward: 3 });
  await make.boardMember(db, { name: 'പഴയ വികാരി', title: BOARD_TITLE.vicar, isCurrent: false });
});

describe('GET /api/board/address', () => {
  it('gives the current vicar, coordinator and caretaker in that order, to a visitor', async () => {
    const res = await t.app.inject({ url: '/api/board/address' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { name: string; title: number; phone: string; _id: string; preImage: string | null }[];
    expect(body.map((m) => [m.title, m.name])).toEqual([
      [1, 'ജോർജ് അച്ചൻ'],
      [2, 'കോർഡിനേറ്റർ ജോസ്'],
      [12, 'ശുശ്രൂഷി തോമസ്'],
    ]);
    expect(body[0]).toMatchObject({ phone: '9447000001', preImage: null });
    expect(body[0]._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is not mistaken for a title (GET /:title still answers 400 for a bad title)', async () => {
    expect((await t.app.inject({ url: '/api/board/addresses' })).statusCode).toBe(400);
  });
});
