// A family account's own page (docs/product.md "My family /my-family", "Change requests"): it reads
// its whole record and how the directory shows it, narrows its privacy at once, proposes everything
// else, and never reaches another family.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FamilyRecord } from '@parish/shared/family';
import type { HousePrivacyUpdate } from '@parish/shared/privacy';
import type { ChangeRequest } from '@parish/shared/requests';
import type { WardPage } from '@parish/shared/houses';
import { testApp } from '../../test/test-app.ts';
import { make, member } from '../../test/factories.ts';
import { multipart, photo } from '../../test/upload.ts';
import { sweepUnusedUploads } from '../../media/stored-files.ts';
import { auditLog, changeRequests, consentRecords, invitations, members } from '../../db/schema.ts';

const t = testApp({ as: ['user', 'admin'] });

let wardOf = 0;
/** A family of its own in a ward of its own (no test reads another's), with a family account. */
async function aFamily() {
  const ward = 10 + (wardOf++ % 11);
  const house = await make.house(t.database.db, {
    house: `കുടുംബം ${wardOf}`,
    ward,
    members: [
      member({
        name: 'തോമസ്',
        nameEng: 'Thomas',
        age: 44,
        HOH: true,
        phone: '+919447100001',
        blood: 'B+',
        email: 'thomas@example.com',
      }),
      member({ name: 'റോസ്', nameEng: 'Rose', age: 8, gender: false, phone: '+919447100002', blood: 'O+' }),
    ],
  });
  const cookie = await t.loginFamily(house.id);
  return { houseId: house.id, ward, head: house.members[0].id, child: house.members[1].id, cookie };
}
type Family = Awaited<ReturnType<typeof aFamily>>;

const fields = (v: 'everyone' | 'parishioners' | 'office') =>
  ({ phone: v, birthday: v, age: v, blood: v, work: v, nameEng: v }) as const;

/** Choices as the page's form sends them: what is in force, the child's guarded fields at parishioners. */
function choices(f: Family, head: Partial<HousePrivacyUpdate['members'][number]> = {}, child = {}): HousePrivacyUpdate {
  return {
    listed: 'everyone',
    photo: 'everyone',
    source: 'online',
    members: [
      { _id: f.head, ...fields('everyone'), ...head },
      {
        _id: f.child,
        ...fields('everyone'),
        phone: 'parishioners',
        birthday: 'parishioners',
        blood: 'parishioners',
        ...child,
      },
    ],
  };
}

const record = async (f: Family) => {
  const res = await t.request('GET', '/api/family', { as: f.cookie });
  expect(res.statusCode).toBe(200);
  return res.json() as FamilyRecord;
};
const propose = (f: Family, payload: unknown) => t.request('POST', '/api/family/requests', { as: f.cookie, payload });
const setPrivacy = (f: Family, payload: unknown) => t.request('PUT', '/api/family/privacy', { as: f.cookie, payload });
const visitorWard = async (f: Family) =>
  ((await t.request('GET', `/api/houses/wards/${f.ward}?v=1`)).json() as WardPage).items.find(
    (h) => h._id === f.houseId,
  );
const pendingRows = (houseId: string) =>
  t.database.db
    .select()
    .from(changeRequests)
    .where(and(eq(changeRequests.houseId, houseId)));

describe('GET /api/family', () => {
  it('answers the record, visitor and parishioner views, choices, requests and token-free invitations', async () => {
    const f = await aFamily();
    await t.database.db.insert(invitations).values({
      houseId: f.houseId,
      memberId: f.head,
      tokenHash: `hash-${f.houseId}`,
      createdBy: 'office',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const res = await t.request('GET', '/api/family', { as: f.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const body = res.json() as FamilyRecord;
    expect(body.house._id).toBe(f.houseId);
    const head = body.house.members.find((m) => m._id === f.head);
    expect(head).toMatchObject({ phone: '+919447100001', email: 'thomas@example.com', blood: 'B+' });
    // The child's phone reaches no visitor without a parent's consent; the parishioner sees it.
    const visitorChild = body.preview.visitor?.members.find((m) => m._id === f.child);
    expect(visitorChild).toBeDefined();
    expect(visitorChild?.phone).toBeUndefined();
    expect(body.preview.parishioner?.members.find((m) => m._id === f.child)?.phone).toBe('+919447100002');
    expect(body.preview.visitor?.members.find((m) => m._id === f.head)?.email).toBeUndefined();
    expect(body.privacy.houseId).toBe(f.houseId);
    expect(body.privacy.members).toHaveLength(2);
    expect(body.requests).toEqual([]);
    expect(body.pendingLimit).toBe(20);
    expect(body.invitations).toEqual([expect.objectContaining({ state: 'valid', memberName: 'തോമസ്', usedAt: null })]);
    expect(res.body).not.toContain('hash-');
    expect(res.body).not.toMatch(/token/i);
  });

  it('refuses a visitor (401), a user and an admin (403) on every family route', async () => {
    const f = await aFamily();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/family'],
      ['PUT', '/api/family/privacy', choices(f)],
      ['GET', '/api/family/requests'],
      ['POST', '/api/family/requests', { kind: 'member-remove', memberId: f.child, reason: 'moved' }],
      ['DELETE', `/api/family/requests/${f.houseId}`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await t.request(method as 'GET', url, { payload })).statusCode, `${method} ${url}`).toBe(401);
      for (const as of ['user', 'admin'] as const) {
        const res = await t.request(method as 'GET', url, { as, payload });
        expect(res.statusCode, `${as} ${method} ${url}`).toBe(403);
      }
    }
    expect(await pendingRows(f.houseId)).toEqual([]);
  });
});

describe('PUT /api/family/privacy', () => {
  it('applies a narrowing at once (online consent record, audit row); the visitor ward page drops it', async () => {
    const f = await aFamily();
    expect((await visitorWard(f))?.members.find((m) => m._id === f.head)?.phone).toBe('+919447100001');
    const res = await setPrivacy(f, { ...choices(f, { phone: 'parishioners' }), source: 'paper' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applied: true, privacy: { chosen: true } });
    expect((await visitorWard(f))?.members.find((m) => m._id === f.head)?.phone).toBeUndefined();
    const [consent] = await t.database.db.select().from(consentRecords).where(eq(consentRecords.houseId, f.houseId));
    // Whatever the body says, the family's own choice is recorded as given online.
    expect(consent).toMatchObject({ source: 'online', noticeVersion: expect.any(Number) });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'house_privacy'), eq(auditLog.entityId, f.houseId)));
    expect(audits).toHaveLength(1);
    const after = await record(f);
    expect(after.preview.visitor?.members.find((m) => m._id === f.head)?.phone).toBeUndefined();
    expect(after.privacy.records).toHaveLength(1);
    expect(await pendingRows(f.houseId)).toEqual([]);
  });

  it('stores anything that widens as a privacy request (202) and changes nothing', async () => {
    const f = await aFamily();
    expect((await setPrivacy(f, choices(f, { phone: 'office' }))).statusCode).toBe(200);
    const res = await setPrivacy(f, choices(f, { phone: 'everyone' }));
    expect(res.statusCode).toBe(202);
    const body = res.json() as { applied: false; request: ChangeRequest };
    expect(body.applied).toBe(false);
    expect(body.request).toMatchObject({ kind: 'privacy', status: 'pending', houseId: f.houseId });
    expect((body.request.read as { members: { _id: string; phone: string }[] }).members[0].phone).toBe('office');
    expect((await visitorWard(f))?.members.find((m) => m._id === f.head)?.phone).toBeUndefined();
    const now = await record(f);
    expect(now.privacy.members.find((m) => m._id === f.head)?.phone).toBe('office');
    expect(now.requests.map((r) => r.kind)).toEqual(['privacy']);
  });

  it("holds the child rule: a child's phone to everyone needs a parent's consent, which is a request", async () => {
    const f = await aFamily();
    const bare = await setPrivacy(f, choices(f, {}, { phone: 'everyone' }));
    expect(bare.statusCode).toBe(400);
    expect(Object.keys(bare.json().fields)).toContain('body.members.1.phone');
    const consented = await setPrivacy(
      f,
      choices(f, {}, { phone: 'everyone', parentConsent: { by: 'തോമസ്', at: new Date().toISOString() } }),
    );
    expect(consented.statusCode).toBe(202);
    const visitorChild = (await visitorWard(f))?.members.find((m) => m._id === f.child);
    expect(visitorChild?.phone).toBeUndefined();
  });

  it('refuses choices that leave out a member or name another family’s member (400), writing nothing', async () => {
    const f = await aFamily();
    const other = await aFamily();
    const missing = choices(f);
    missing.members = missing.members.slice(0, 1);
    expect((await setPrivacy(f, missing)).statusCode).toBe(400);
    const foreign = choices(f);
    foreign.members[1]._id = other.child;
    expect((await setPrivacy(f, foreign)).statusCode).toBe(400);
    expect((await setPrivacy(f, { listed: 'nobody' })).statusCode).toBe(400);
    const rows = await t.database.db.select().from(consentRecords).where(eq(consentRecords.houseId, f.houseId));
    expect(rows).toEqual([]);
  });
});

describe('POST /api/family/requests', () => {
  it('stores a phone change with the value it read, audited, and the directory keeps the old phone', async () => {
    const f = await aFamily();
    const res = await propose(f, { kind: 'member-update', memberId: f.head, changes: { phone: '9447 123456' } });
    expect(res.statusCode).toBe(201);
    const request = res.json() as ChangeRequest;
    expect(request).toMatchObject({
      kind: 'member-update',
      memberId: f.head,
      memberName: 'തോമസ്',
      status: 'pending',
      read: { phone: '+919447100001' },
      proposed: { memberId: f.head, changes: { phone: '+919447123456' } },
    });
    const [row] = await t.database.db.select().from(members).where(eq(members.id, f.head));
    expect(row.phone).toBe('+919447100001');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'change_request'), eq(auditLog.entityId, request._id)));
    expect(audits.map((a) => a.action)).toEqual(['create']);
    const list = (await t.request('GET', '/api/family/requests', { as: f.cookie })).json();
    expect(list.items.map((r: ChangeRequest) => r._id)).toEqual([request._id]);
  });

  it('stores a newborn, a removal with its reason and a new photo uploaded by the family', async () => {
    const f = await aFamily();
    const newborn = await propose(f, {
      kind: 'member-add',
      member: { name: 'ജോൺ', age: 0, HOH: false, gender: true, relation: 'മകൻ' },
    });
    expect(newborn.statusCode).toBe(201);
    expect(newborn.json()).toMatchObject({
      kind: 'member-add',
      memberName: 'ജോൺ',
      proposed: { member: { name: 'ജോൺ' } },
    });
    const removal = await propose(f, { kind: 'member-remove', memberId: f.child, reason: 'married', note: 'വിവാഹം' });
    expect(removal.statusCode).toBe(201);
    expect(removal.json()).toMatchObject({
      read: { name: 'റോസ്' },
      proposed: { reason: 'married', note: 'വിവാഹം' },
    });

    const body = multipart(await photo());
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...body.headers, cookie: f.cookie },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    const stored = upload.json() as { image: string; preImage: string };
    const photoRequest = await propose(f, { kind: 'photo', photo: stored });
    expect(photoRequest.statusCode).toBe(201);
    expect(photoRequest.json()).toMatchObject({ kind: 'photo', proposed: { photo: stored }, read: { image: null } });
    expect((await record(f)).house.members).toHaveLength(2);
  });

  it('refuses another family’s member (404), a bad phone, an outside photo, an unknown kind (400)', async () => {
    const f = await aFamily();
    const other = await aFamily();
    const foreign = await propose(f, { kind: 'member-update', memberId: other.head, changes: { phone: '9447123456' } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('+919447100001');
    expect((await propose(f, { kind: 'member-remove', memberId: other.child, reason: 'moved' })).statusCode).toBe(404);
    expect((await propose(f, { kind: 'member-update', memberId: f.head, changes: { phone: '12' } })).statusCode).toBe(
      400,
    );
    expect(
      (await propose(f, { kind: 'member-update', memberId: f.head, changes: { phone: '+919447100001' } })).statusCode,
    ).toBe(400);
    expect(
      (await propose(f, { kind: 'photo', photo: { image: 'https://tracker.example/a.webp', preImage: '' } }))
        .statusCode,
    ).toBe(400);
    expect((await propose(f, { kind: 'wipe' })).statusCode).toBe(400);
    expect((await propose(f, { kind: 'member-remove', memberId: f.child, reason: 'bored' })).statusCode).toBe(400);
    expect(await pendingRows(f.houseId)).toEqual([]);
    expect(await pendingRows(other.houseId)).toEqual([]);
  });

  it('holds at most 20 pending requests (409 too_many_pending_requests), widening privacy included', async () => {
    const f = await aFamily();
    await t.database.db.insert(changeRequests).values(
      Array.from({ length: 20 }, () => ({
        houseId: f.houseId,
        kind: 'member-add' as const,
        read: {},
        proposed: {},
        createdByName: 'family',
      })),
    );
    const res = await propose(f, { kind: 'member-remove', memberId: f.child, reason: 'moved' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('too_many_pending_requests');
    expect(
      (await setPrivacy(f, choices(f, {}, { parentConsent: { by: 'x', at: new Date().toISOString() } }))).json().code,
    ).toBe('too_many_pending_requests');
    // A decided request does not count.
    await t.database.db
      .update(changeRequests)
      .set({ status: 'rejected', reason: 'ഫോട്ടോ വ്യക്തമല്ല' })
      .where(eq(changeRequests.houseId, f.houseId));
    expect((await propose(f, { kind: 'member-remove', memberId: f.child, reason: 'moved' })).statusCode).toBe(201);
    const rejected = (await record(f)).requests.find((r) => r.status === 'rejected');
    expect(rejected?.reason).toBe('ഫോട്ടോ വ്യക്തമല്ല');
  });
});

describe('a decided request on the family’s page', () => {
  it('names what the office applied: a newborn approved under another name, a phone with another number', async () => {
    const f = await aFamily();
    const asked = (
      await propose(f, {
        kind: 'member-add',
        member: { name: 'കുഞ്ഞ്', age: 0, HOH: false, gender: true, relation: 'മകൻ' },
      })
    ).json() as ChangeRequest;
    const phone = (
      await propose(f, {
        kind: 'member-update',
        memberId: f.head,
        changes: { phone: '9447 123456' },
      })
    ).json() as ChangeRequest;
    const approve = (id: string, edits: unknown) =>
      t.request('POST', `/api/requests/${id}/approve`, {
        as: t.cookies.admin,
        payload: { edits, overrideConflicts: false, invite: false },
      });
    const named = { name: 'ജോൺ', nameEng: '', age: 0, gender: true, HOH: false, relation: 'മകൻ', phone: '', work: '' };
    expect((await approve(asked._id, { member: named })).statusCode).toBe(200);
    expect((await approve(phone._id, { memberId: f.head, changes: { phone: '9447 654321' } })).statusCode).toBe(200);
    const requests = (await record(f)).requests;
    expect(requests.find((r) => r._id === asked._id)).toMatchObject({ status: 'approved', memberName: 'ജോൺ' });
    expect(requests.find((r) => r._id === phone._id)).toMatchObject({
      status: 'approved',
      applied: { changes: { phone: '+919447654321' } },
    });
  });
});

describe('DELETE /api/family/requests/{id}', () => {
  it('withdraws the family’s own pending request; another family’s is 404 and a decided one 409', async () => {
    const f = await aFamily();
    const other = await aFamily();
    const mine = (
      await propose(f, { kind: 'member-remove', memberId: f.child, reason: 'moved' })
    ).json() as ChangeRequest;
    const theirs = (
      await propose(other, { kind: 'member-remove', memberId: other.child, reason: 'moved' })
    ).json() as ChangeRequest;
    expect((await t.request('DELETE', `/api/family/requests/${theirs._id}`, { as: f.cookie })).statusCode).toBe(404);
    expect(await pendingRows(other.houseId)).toHaveLength(1);
    expect((await t.request('DELETE', '/api/family/requests/not-an-id', { as: f.cookie })).statusCode).toBe(400);
    const res = await t.request('DELETE', `/api/family/requests/${mine._id}`, { as: f.cookie });
    expect(res.statusCode).toBe(204);
    expect(await pendingRows(f.houseId)).toEqual([]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'change_request'), eq(auditLog.entityId, mine._id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete']);
    await t.database.db.update(changeRequests).set({ status: 'approved' }).where(eq(changeRequests.id, theirs._id));
    const decided = await t.request('DELETE', `/api/family/requests/${theirs._id}`, { as: other.cookie });
    expect(decided.statusCode).toBe(409);
    expect(decided.json().code).toBe('request_decided');
  });
});

describe('a proposed photo', () => {
  it('stays through the upload sweep while its request is pending, and goes once it is withdrawn', async () => {
    const f = await aFamily();
    const body = multipart(await photo());
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...body.headers, cookie: f.cookie },
      payload: body.payload,
    });
    const stored = upload.json() as { image: string; preImage: string };
    const request = (await propose(f, { kind: 'photo', photo: stored })).json() as ChangeRequest;
    const name = stored.image.slice('/media/'.length);
    // A grace of nothing: every upload no row holds goes now.
    const later = Date.now() + 60_000;
    expect(await sweepUnusedUploads(t.database.db, t.app.store, 0, later)).not.toContain(name);
    expect((await t.request('DELETE', `/api/family/requests/${request._id}`, { as: f.cookie })).statusCode).toBe(204);
    expect(await sweepUnusedUploads(t.database.db, t.app.store, 0, later)).toContain(name);
  });
});

describe('POST /api/media for a family account', () => {
  it('takes a photo but no audio', async () => {
    const f = await aFamily();
    const body = multipart(Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00'), 'a.mp3');
    const audio = await t.app.inject({
      method: 'POST',
      url: '/api/media/audio',
      headers: { ...body.headers, cookie: f.cookie },
      payload: body.payload,
    });
    expect(audio.statusCode).toBe(403);
  });
});
