// Family invitations and the join link (docs/product.md "Family invitations", docs/product.md
// "Join link /join/{token}"): the office makes, lists and revokes links; a link makes one family
// account, once, while it is valid; everything else is refused in a code the join screen words.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Invitation, JoinLink, NewInvitation } from '@parish/shared/invitations';
import { testApp, sessionCookie } from '../../test/test-app.ts';
import { make, member } from '../../test/factories.ts';
import { auditLog, invitations, users } from '../../db/schema.ts';

const ORIGIN = 'https://parish.example';
const t = testApp({ as: ['user', 'admin'], env: { PUBLIC_URL: ORIGIN } });
const { user, admin } = t.cookies;
const PASSWORD = 'kunnel-family-2026';

let houseId: string;
let headId: string;
let noPhoneId: string;
let otherMemberId: string;
let family: string;
let n = 0;
/** A fresh address per test: failed tries of one test never spend another's budget. */
const ip = () => `10.9.${Math.floor(++n / 250)}.${n % 250}`;

beforeAll(async () => {
  const house = await make.house(t.database.db, {
    house: 'കുന്നേൽ',
    ward: 4,
    members: [member({ name: 'ജോസഫ്', HOH: true, phone: '+919447000001' }), member({ name: 'അന്ന', phone: '' })],
  });
  houseId = house.id;
  headId = house.members[0].id;
  noPhoneId = house.members[1].id;
  const other = await make.house(t.database.db, { house: 'മറ്റേ വീട്', ward: 4, members: [member({ HOH: true })] });
  otherMemberId = other.members[0].id;
  family = await t.loginFamily(other.id);
});

async function invite(body: Record<string, unknown> = {}): Promise<NewInvitation & { token: string }> {
  const res = await t.request('POST', `/api/houses/${houseId}/invitations`, { as: admin, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const made = res.json<NewInvitation>();
  return { ...made, token: made.link.split('/join/')[1] };
}

const redeem = (token: string, body: Record<string, unknown>, remoteAddress = ip()) =>
  t.request('POST', `/api/join/${token}`, { payload: body, remoteAddress });

describe('the office makes a link', () => {
  it('answers the absolute link, expiry in 14 days, no WhatsApp without a member; lists it valid; audits', async () => {
    const made = await invite();
    expect(made.link).toMatch(new RegExp(`^${ORIGIN}/join/[A-Za-z0-9_-]{22}$`));
    expect(made.whatsapp).toBeNull();
    const days = (Date.parse(made.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    expect(made.invitation).toMatchObject({ state: 'valid', memberId: null, usedBy: null });
    expect(made.invitation.createdBy).toMatch(/^admin-/);
    const list = await t.request('GET', `/api/houses/${houseId}/invitations`, { as: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json<Invitation[]>().find((i) => i._id === made.invitation._id)?.state).toBe('valid');
    // Only the hash is kept.
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, made.invitation._id));
    expect(row.tokenHash).not.toContain(made.token);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'invitation'), eq(auditLog.entityId, made.invitation._id)));
    expect(audits).toHaveLength(1);
  });

  it("answers the wa.me address of the chosen member's phone with a Malayalam message holding the link", async () => {
    const made = await invite({ memberId: headId });
    expect(made.invitation).toMatchObject({ memberId: headId, memberName: 'ജോസഫ്' });
    const url = new URL(made.whatsapp!);
    expect(url.origin + url.pathname).toBe('https://wa.me/919447000001');
    const text = url.searchParams.get('text')!;
    expect(text).toContain(made.link);
    expect(text).toContain('കുന്നേൽ');
    expect(text).toMatch(/ക്ഷണം/);
    // A member without a phone: the link, no WhatsApp.
    expect((await invite({ memberId: noPhoneId })).whatsapp).toBeNull();
  });

  it("refuses another family's member (400), an unknown family (404) and a bad body (400)", async () => {
    const res = await t.request('POST', `/api/houses/${houseId}/invitations`, {
      as: admin,
      payload: { memberId: otherMemberId },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(['body.memberId']);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.request('POST', `/api/houses/${unknown}/invitations`, { as: admin, payload: {} })).statusCode).toBe(
      404,
    );
    expect((await t.request('GET', `/api/houses/${unknown}/invitations`, { as: admin })).statusCode).toBe(404);
    for (const payload of [{ memberId: 'x' }, { extra: 1 }, []]) {
      const bad = await t.request('POST', `/api/houses/${houseId}/invitations`, { as: admin, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('is the office’s only: a visitor 401, a user and a family account 403', async () => {
    const made = await invite();
    for (const [as, status] of [
      [null, 401],
      [user, 403],
      [family, 403],
    ] as const) {
      expect((await t.request('POST', `/api/houses/${houseId}/invitations`, { as, payload: {} })).statusCode).toBe(
        status,
      );
      expect((await t.request('GET', `/api/houses/${houseId}/invitations`, { as })).statusCode).toBe(status);
      expect((await t.request('DELETE', `/api/invitations/${made.invitation._id}`, { as })).statusCode).toBe(status);
    }
  });
});

describe('the join link', () => {
  it("says a valid link's state and the family's house name, and nothing else", async () => {
    const made = await invite({ memberId: headId });
    const res = await t.request('GET', `/api/join/${made.token}`, { remoteAddress: ip() });
    expect(res.statusCode).toBe(200);
    expect(res.json<JoinLink>()).toEqual({ state: 'valid', house: 'കുന്നേൽ' });
    expect(res.body).not.toContain('ജോസഫ്');
    expect(res.body).not.toContain('9447');
  });

  it("says 'unknown' of an unknown link (redeeming it is a 404), and 400 for a malformed one", async () => {
    const unknown = await t.request('GET', '/api/join/AAAAAAAAAAAAAAAAAAAAAA', { remoteAddress: ip() });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ state: 'unknown', house: null });
    expect((await t.request('GET', '/api/join/not%20a%20token!', { remoteAddress: ip() })).statusCode).toBe(400);
    expect((await redeem('AAAAAAAAAAAAAAAAAAAAAA', { username: 'nobody1', password: PASSWORD })).statusCode).toBe(404);
  });

  it('makes a family account of that house, signed in at once; the link is then used, and says so', async () => {
    const made = await invite();
    const res = await redeem(made.token, { username: 'kunnel.joseph', password: PASSWORD });
    expect(res.statusCode, res.body).toBe(201);
    const cookie = sessionCookie(res);
    expect(res.json().userInfo).toMatchObject({ username: 'kunnel.joseph', isAdmin: false, houseId });
    const me = await t.request('GET', '/api/auth/me', { as: cookie });
    expect(me.json().userInfo).toMatchObject({ username: 'kunnel.joseph', houseId });
    // It reads as a parishioner and enters no data.
    expect((await t.request('GET', '/api/houses/list/4', { as: cookie })).statusCode).toBe(403);
    const list = await t.request('GET', `/api/houses/${houseId}/invitations`, { as: admin });
    expect(list.json<Invitation[]>().find((i) => i._id === made.invitation._id)).toMatchObject({
      state: 'used',
      usedBy: 'kunnel.joseph',
    });
    expect((await t.request('GET', `/api/join/${made.token}`, { remoteAddress: ip() })).json()).toEqual({
      state: 'used',
      house: null,
    });
    const again = await redeem(made.token, { username: 'kunnel.other', password: PASSWORD });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('invitation_used');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.username, 'kunnel.joseph')));
    expect(audits).toHaveLength(1);
  });

  it('refuses an expired link (410 invitation_expired) and says it is expired', async () => {
    const made = await invite();
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, made.invitation._id));
    expect((await t.request('GET', `/api/join/${made.token}`, { remoteAddress: ip() })).json<JoinLink>().state).toBe(
      'expired',
    );
    const res = await redeem(made.token, { username: 'late.family', password: PASSWORD });
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('invitation_expired');
    expect(await t.database.db.select().from(users).where(eq(users.username, 'late.family'))).toHaveLength(0);
  });

  it('is revoked by the office (audited; twice: no change); revoked is refused; used cannot be revoked', async () => {
    const made = await invite();
    const res = await t.request('DELETE', `/api/invitations/${made.invitation._id}`, { as: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json<Invitation>().state).toBe('revoked');
    expect((await t.request('DELETE', `/api/invitations/${made.invitation._id}`, { as: admin })).statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'invitation'),
            eq(auditLog.entityId, made.invitation._id),
            eq(auditLog.action, 'update'),
          ),
        ),
    ).toHaveLength(1);
    const refused = await redeem(made.token, { username: 'revoked.family', password: PASSWORD });
    expect(refused.statusCode).toBe(410);
    expect(refused.json().code).toBe('invitation_revoked');
    expect((await t.request('GET', `/api/join/${made.token}`, { remoteAddress: ip() })).json<JoinLink>().state).toBe(
      'revoked',
    );

    const used = await invite();
    expect((await redeem(used.token, { username: 'used.family', password: PASSWORD })).statusCode).toBe(201);
    const late = await t.request('DELETE', `/api/invitations/${used.invitation._id}`, { as: admin });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('invitation_used');
    expect(
      (await t.request('DELETE', '/api/invitations/00000000-0000-4000-8000-000000000000', { as: admin })).statusCode,
    ).toBe(404);
  });

  it('refuses a bad username or password (400) and a taken username (409), and the link stays valid', async () => {
    const made = await invite();
    for (const body of [
      { username: 'ab', password: PASSWORD },
      { username: 'has space', password: PASSWORD },
      { username: 'fine.name', password: 'short' },
      { username: 'fine.name', password: '1234567890' },
      { username: 'finename', password: 'finename123' },
      { username: 'fine.name', password: PASSWORD, isAdmin: true },
      {},
    ]) {
      const res = await redeem(made.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const adminName = (await t.request('GET', '/api/auth/me', { as: admin })).json().userInfo.username as string;
    const taken = await redeem(made.token, { username: adminName, password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('username_taken');
    expect((await t.request('GET', `/api/join/${made.token}`, { remoteAddress: ip() })).json<JoinLink>().state).toBe(
      'valid',
    );
    expect((await redeem(made.token, { username: 'fine.name', password: PASSWORD })).statusCode).toBe(201);
  });

  it('makes one account of two redemptions at once', async () => {
    const made = await invite();
    const [a, b] = await Promise.all([
      redeem(made.token, { username: 'twin.one', password: PASSWORD }),
      redeem(made.token, { username: 'twin.two', password: PASSWORD }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 410]);
    const made2 = await t.database.db.select().from(users).where(eq(users.houseId, houseId));
    expect(made2.filter((u) => u.username.startsWith('twin.'))).toHaveLength(1);
  });

  it('refuses an address that guesses links (429 with Retry-After), as logins are', async () => {
    const address = '10.77.0.1';
    for (let i = 0; i < t.config.LOGIN_FAILURE_MAX; i++) {
      await t.request('GET', `/api/join/GUESS${String(i).padStart(17, 'A')}`, { remoteAddress: address });
    }
    const made = await invite();
    const res = await t.request('GET', `/api/join/${made.token}`, { remoteAddress: address });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await redeem(made.token, { username: 'guesser', password: PASSWORD }, address)).statusCode).toBe(429);
  });
});
