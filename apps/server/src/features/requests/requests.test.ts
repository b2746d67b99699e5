// The requests queue and the join form (docs/product.md "Requests queue /admin/requests",
// docs/product.md "Joining /join"): each kind approved applies through the directory's rules and
// shows on the public ward page at once; edits replace the proposal; conflicts need the office's
// override; a decision is made once; every decision is audited; the join form is public, bounded
// and rate limited.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { JOIN_MEMBERS_MAX, JOIN_REQUESTS_PER_WINDOW } from '@parish/shared/requests';
import { testApp } from '../../test/test-app.ts';
import { make, member } from '../../test/factories.ts';
import { uploadPhoto } from '../../test/upload.ts';
import { auditLog, changeRequests, consentRecords, departed, houses, invitations, members } from '../../db/schema.ts';

const t = testApp({ as: ['user', 'admin'] });
const { admin, user } = t.cookies;
const db = () => t.database.db;

/** A family of a head and a son, in a ward of its own so the ward page reads only it. */
let nextWard = 1;
async function family() {
  const ward = nextWard++;
  const house = await make.house(db(), {
    house: `വീട് ${ward}`,
    ward,
    members: [member({ name: 'തോമസ്', HOH: true, age: 60 }), member({ name: 'ജോസ്', age: 30 })],
  });
  return { house, ward, head: house.members[0], son: house.members[1] };
}

const wardPage = async (ward: number) => (await t.request('GET', `/api/houses/wards/${ward}`)).json();
const approve = (id: string, payload: object = {}) =>
  t.request('POST', `/api/requests/${id}/approve`, { as: admin, payload });

let address = 0;
const join = (payload: unknown, remoteAddress = `10.7.0.${++address}`) =>
  t.request('POST', '/api/join', { payload, remoteAddress });
const goodJoin = (overrides: Record<string, unknown> = {}) => ({
  house: 'പുതുവീട്',
  ward: 5,
  address: 'പള്ളിക്കവല',
  contactName: 'സാബു',
  contactPhone: '9447011111',
  members: [member({ name: 'സാബു', HOH: true }), member({ name: 'ലിസി', gender: false, relation: 'ഭാര്യ' })],
  note: '',
  ...overrides,
});

describe('the queue', () => {
  it('lists pending requests oldest first with house, ward, member and count; only admins', async () => {
    const { house, ward, son } = await family();
    const older = await make.changeRequest(db(), {
      houseId: house.id,
      kind: 'member-update',
      memberId: son.id,
      read: { age: 30 },
      proposed: { memberId: son.id, changes: { age: 31 } },
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await make.changeRequest(db(), { houseId: house.id, proposed: { member: member({ name: 'കുഞ്ഞ്' }) } });
    const res = await t.request('GET', '/api/requests', { as: admin });
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().items.map((r: { _id: string }) => r._id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    const item = res.json().items.find((r: { _id: string }) => r._id === older.id);
    expect(item).toMatchObject({ house: house.house, ward, memberName: 'ജോസ്', conflicts: [], status: 'pending' });
    const count = await t.request('GET', '/api/requests/count', { as: admin });
    expect(count.json().pending).toBe(res.json().total);
    expect((await t.request('GET', `/api/requests/${older.id}`, { as: admin })).json()._id).toBe(older.id);
    for (const as of [user, null]) {
      expect((await t.request('GET', '/api/requests', { as })).statusCode).toBe(as ? 403 : 401);
      expect((await t.request('GET', '/api/requests/count', { as })).statusCode).toBe(as ? 403 : 401);
    }
  });

  it('refuses a bad status filter and an unknown id', async () => {
    expect((await t.request('GET', '/api/requests?status=maybe', { as: admin })).statusCode).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.request('GET', `/api/requests/${missing}`, { as: admin })).statusCode).toBe(404);
    expect((await approve(missing)).statusCode).toBe(404);
  });
});

describe('approve each kind', () => {
  it('member-update: the member changes, the ward page shows it, audited, applied kept', async () => {
    const { house, ward, son } = await family();
    const req = await make.changeRequest(db(), {
      houseId: house.id,
      kind: 'member-update',
      memberId: son.id,
      read: { work: 'കർഷകൻ' },
      proposed: { memberId: son.id, changes: { work: 'അധ്യാപകൻ' } },
    });
    const before = await wardPage(ward); // cached now: the approval must drop it
    expect(JSON.stringify(before)).not.toContain('അധ്യാപകൻ');
    const res = await approve(req.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().request).toMatchObject({ status: 'approved', decidedBy: expect.any(String) });
    expect(res.json().request.applied).toMatchObject({ changes: { work: 'അധ്യാപകൻ' } });
    expect(JSON.stringify(await wardPage(ward))).toContain('അധ്യാപകൻ');
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'change_request'), eq(auditLog.entityId, req.id)));
    expect(rows).toHaveLength(1);
    const memberAudit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'member'), eq(auditLog.entityId, son.id)));
    expect(memberAudit.length).toBeGreaterThan(0);
  });

  it('member-add: a new member; a new head takes the mark from the old one', async () => {
    const { house, ward } = await family();
    const req = await make.changeRequest(db(), {
      houseId: house.id,
      kind: 'member-add',
      proposed: { member: member({ name: 'പുതിയകുഞ്ഞ്', age: 0, phone: '' }) },
    });
    expect((await approve(req.id)).statusCode).toBe(200);
    const names = (await wardPage(ward)).items[0].members.map((m: { name: string }) => m.name);
    expect(names).toContain('പുതിയകുഞ്ഞ്');
  });

  it('member-remove (moved): the member leaves; (departed): the member joins /departed', async () => {
    const { house, ward, son } = await family();
    const moved = await make.changeRequest(db(), {
      houseId: house.id,
      kind: 'member-remove',
      memberId: son.id,
      read: { name: 'ജോസ്', age: 30 },
      proposed: { memberId: son.id, reason: 'moved', note: 'ബാംഗ്ലൂരിലേക്ക്' },
    });
    expect((await approve(moved.id)).statusCode).toBe(200);
    expect((await wardPage(ward)).items[0].members).toHaveLength(1);

    const other = await family();
    const gone = await make.changeRequest(db(), {
      houseId: other.house.id,
      kind: 'member-remove',
      memberId: other.son.id,
      read: { name: 'ജോസ്' },
      proposed: { memberId: other.son.id, reason: 'departed', note: '' },
    });
    const res = await approve(gone.id);
    expect(res.statusCode, res.body).toBe(200);
    const profile = await db().select().from(departed).where(eq(departed.house, other.house.house));
    expect(profile.map((d) => d.name)).toEqual(['ജോസ്']);
    expect(await db().select().from(members).where(eq(members.id, other.son.id))).toHaveLength(0);
  });

  it('member-remove of the head while others remain: 409 by the family rule, nothing changes', async () => {
    const { house, head } = await family();
    const req = await make.changeRequest(db(), {
      houseId: house.id,
      kind: 'member-remove',
      memberId: head.id,
      read: {},
      proposed: { memberId: head.id, reason: 'moved', note: '' },
    });
    expect((await approve(req.id)).statusCode).toBe(409);
    const [row] = await db().select().from(changeRequests).where(eq(changeRequests.id, req.id));
    expect(row.status).toBe('pending');
  });

  it('photo: the house shows the new photo', async () => {
    const { house, ward } = await family();
    const photo = await uploadPhoto(t, 'admin');
    const req = await make.changeRequest(db(), {
      houseId: house.id,
      kind: 'photo',
      read: { image: null, preImage: null },
      proposed: { photo },
    });
    const res = await approve(req.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await wardPage(ward)).items[0].image).toBe(photo.image);
  });

  it('privacy: the choices are set with an online consent record', async () => {
    const { house, head, son } = await family();
    const open = {
      phone: 'everyone',
      birthday: 'everyone',
      age: 'everyone',
      blood: 'everyone',
      work: 'everyone',
      nameEng: 'everyone',
    };
    const req = await make.changeRequest(db(), {
      houseId: house.id,
      kind: 'privacy',
      read: {},
      proposed: {
        choices: {
          listed: 'everyone',
          photo: 'everyone',
          members: [
            { _id: head.id, ...open },
            { _id: son.id, ...open },
          ],
        },
      },
    });
    const res = await approve(req.id);
    expect(res.statusCode, res.body).toBe(200);
    const records = await db().select().from(consentRecords).where(eq(consentRecords.houseId, house.id));
    expect(records.map((r) => r.source)).toEqual(['online']);
  });

  it('join: creates the family in the chosen ward with its members and an invitation', async () => {
    const sent = await join(goodJoin({ house: 'ചേരുന്നവീട്' }));
    expect(sent.statusCode, sent.body).toBe(201);
    const res = await approve(sent.json()._id, { ward: 21, invite: true });
    expect(res.statusCode, res.body).toBe(200);
    const { houseId, invitation } = res.json();
    expect(invitation.link).toMatch(/^\/join\/[\w-]{20,}$/);
    const [created] = await db().select().from(houses).where(eq(houses.id, houseId));
    expect(created).toMatchObject({ house: 'ചേരുന്നവീട്', ward: 21 });
    expect(await db().select().from(members).where(eq(members.houseId, houseId))).toHaveLength(2);
    expect(await db().select().from(invitations).where(eq(invitations.houseId, houseId))).toHaveLength(1);
    expect(res.json().request.houseId).toBe(houseId);
  });
});

describe('approve with edits, conflicts, decisions', () => {
  it('edits replace the proposal, checked with the kind schema', async () => {
    const { house, ward, son } = await family();
    const req = await make.changeRequest(db(), {
      houseId: house.id,
      kind: 'member-update',
      memberId: son.id,
      read: { work: 'കർഷകൻ' },
      proposed: { memberId: son.id, changes: { work: 'ഡോക്ടർ' } },
    });
    const bad = await approve(req.id, { edits: { memberId: son.id, changes: { age: -3 } } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).join(' ')).toContain('body.edits.changes.age');
    const res = await approve(req.id, { edits: { memberId: son.id, changes: { work: 'നഴ്സ്' } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().request.applied).toMatchObject({ changes: { work: 'നഴ്സ്' } });
    const page = JSON.stringify(await wardPage(ward));
    expect(page).toContain('നഴ്സ്');
    expect(page).not.toContain('ഡോക്ടർ');
  });

  it('a record changed since: 409 listing the fields, then approved with overrideConflicts', async () => {
    const { house, son } = await family();
    const req = await make.changeRequest(db(), {
      houseId: house.id,
      kind: 'member-update',
      memberId: son.id,
      read: { work: 'കർഷകൻ', age: 30 },
      proposed: { memberId: son.id, changes: { work: 'എഞ്ചിനീയർ' } },
    });
    await db().update(members).set({ work: 'വ്യാപാരി' }).where(eq(members.id, son.id));
    const listed = (await t.request('GET', `/api/requests/${req.id}`, { as: admin })).json();
    expect(listed.conflicts).toEqual(['work']);
    // "Now" in the queue is the office's value, not the one the family read.
    expect(listed.current).toEqual({ work: 'വ്യാപാരി' });
    const queue = (await t.request('GET', '/api/requests?status=pending', { as: admin })).json();
    expect(queue.items.find((r: { _id: string }) => r._id === req.id)).toMatchObject({
      conflicts: ['work'],
      current: { work: 'വ്യാപാരി' },
      read: { work: 'കർഷകൻ' },
    });
    const refused = await approve(req.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'request_conflicts',
      fields: { 'conflicts.work': expect.any(String) },
    });
    const res = await approve(req.id, { overrideConflicts: true });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select().from(members).where(eq(members.id, son.id));
    expect(row.work).toBe('എഞ്ചിനീയർ');
  });

  it('a decided request: approving or rejecting again is 409', async () => {
    const { house } = await family();
    const req = await make.changeRequest(db(), { houseId: house.id, proposed: { member: member({ name: 'ആൻ' }) } });
    expect((await approve(req.id)).statusCode).toBe(200);
    expect((await approve(req.id)).json()).toMatchObject({ statusCode: 409, code: 'already_decided' });
    const again = await t.request('POST', `/api/requests/${req.id}/reject`, { as: admin, payload: { reason: 'x' } });
    expect(again.statusCode).toBe(409);
  });

  it('reject: keeps the reason the family reads, changes nothing, audited; a reason is needed', async () => {
    const { house, ward } = await family();
    const req = await make.changeRequest(db(), { houseId: house.id, proposed: { member: member({ name: 'റോസ്' }) } });
    const empty = await t.request('POST', `/api/requests/${req.id}/reject`, { as: admin, payload: { reason: ' ' } });
    expect(empty.statusCode).toBe(400);
    const asUser = await t.request('POST', `/api/requests/${req.id}/reject`, { as: user, payload: { reason: 'ഇല്ല' } });
    expect(asUser.statusCode).toBe(403);
    const res = await t.request('POST', `/api/requests/${req.id}/reject`, {
      as: admin,
      payload: { reason: 'ഈ പേര് ഇതിനകം ചേർത്തിട്ടുണ്ട്' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', reason: 'ഈ പേര് ഇതിനകം ചേർത്തിട്ടുണ്ട്' });
    expect(JSON.stringify(await wardPage(ward))).not.toContain('റോസ്');
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'change_request'), eq(auditLog.entityId, req.id)));
    expect(rows.map((r) => r.action)).toEqual(['update']);
  });

  it('a user or a visitor cannot approve or reject', async () => {
    const { house } = await family();
    const req = await make.changeRequest(db(), { houseId: house.id, proposed: { member: member() } });
    for (const as of [user, null]) {
      expect((await t.request('POST', `/api/requests/${req.id}/approve`, { as, payload: {} })).statusCode).toBe(
        as ? 403 : 401,
      );
    }
    const [row] = await db().select().from(changeRequests).where(eq(changeRequests.id, req.id));
    expect(row.status).toBe('pending');
  });
});

describe('POST /api/join', () => {
  it('stores a join request with no house, the form as its proposal', async () => {
    const res = await join(goodJoin());
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await db().select().from(changeRequests).where(eq(changeRequests.id, res.json()._id));
    expect(row).toMatchObject({ kind: 'join', houseId: null, status: 'pending', createdByName: 'സാബു' });
    expect((row.proposed as { contactPhone: string }).contactPhone).toBe('+919447011111');
  });

  it('refuses bad fields with a 400 naming them, writing nothing', async () => {
    const before = (await db().select().from(changeRequests)).length;
    const cases: [unknown, string][] = [
      [goodJoin({ house: ' ' }), 'body.house'],
      [goodJoin({ ward: 22 }), 'body.ward'],
      [goodJoin({ contactPhone: '12' }), 'body.contactPhone'],
      [goodJoin({ members: [] }), 'body.members'],
      [goodJoin({ members: [member({ HOH: false })] }), 'body.members'],
      [goodJoin({ members: [member({ HOH: true }), member({ HOH: true })] }), 'body.members'],
      [goodJoin({ members: [member({ HOH: true, age: -1 })] }), 'body.members.0.age'],
      [goodJoin({ extra: 1 }), 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await join(body);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields ?? {}).join(' '), field).toContain(field);
    }
    expect(await db().select().from(changeRequests)).toHaveLength(before);
  });

  it('refuses too many members (400) and an oversized body (413)', async () => {
    const many = Array.from({ length: JOIN_MEMBERS_MAX + 1 }, (_, i) => member({ HOH: i === 0 }));
    expect((await join(goodJoin({ members: many }))).statusCode).toBe(400);
    const huge = await join(goodJoin({ note: 'x'.repeat(100_000) }));
    expect(huge.statusCode).toBe(413);
  });

  it(`takes ${JOIN_REQUESTS_PER_WINDOW} from one address in 15 minutes, then 429`, async () => {
    for (let i = 0; i < JOIN_REQUESTS_PER_WINDOW; i++)
      expect((await join(goodJoin(), '10.9.9.9')).statusCode).toBe(201);
    const refused = await join(goodJoin(), '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
  });

  it("tells the change-request listeners (the admins' push)", async () => {
    const heard: string[] = [];
    t.app.onChangeRequested((n) => void heard.push(`${n.kind} ${n.house}`));
    expect((await join(goodJoin({ house: 'കേട്ടവീട്' }))).statusCode).toBe(201);
    expect(heard).toEqual(['join കേട്ടവീട്']);
  });
});
