// Passkeys (docs/product.md "Passkeys"): an account adds one, signs in with it; every challenge
// serves once; the office's "end sessions" removes an account's passkeys (a lost phone).
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testApp, sessionCookie } from '../../test/test-app.ts';
import { make, member } from '../../test/factories.ts';
import { softPasskey, type SoftPasskey } from '../../test/authenticator.ts';
import { passkeys, users, webauthnChallenges } from '../../db/schema.ts';

const ORIGIN = 'https://parish.example';
const t = testApp({ as: ['admin'], env: { PUBLIC_URL: ORIGIN } });
const { admin } = t.cookies;

let houseId: string;
let n = 0;
const ip = () => `10.8.${Math.floor(++n / 250)}.${n % 250}`;

beforeAll(async () => {
  houseId = (await make.house(t.database.db, { house: 'പാസ്‌കീ വീട്', ward: 3, members: [member({ HOH: true })] })).id;
});

interface Options {
  challengeId: string;
  options: { challenge: string; rp?: { id: string }; rpId?: string };
}

async function registered(cookie: string): Promise<SoftPasskey> {
  const key = softPasskey('parish.example');
  const opts = await t.request('POST', '/api/auth/passkeys/options', { as: cookie });
  expect(opts.statusCode, opts.body).toBe(200);
  const { challengeId, options } = opts.json<Options>();
  expect(options.rp?.id).toBe('parish.example');
  const res = await t.request('POST', '/api/auth/passkeys', {
    as: cookie,
    payload: { challengeId, credential: key.register(options.challenge, ORIGIN) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return key;
}

async function loginOptions(remoteAddress = ip()) {
  const res = await t.request('POST', '/api/auth/passkey-login/options', { remoteAddress });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Options>();
}

describe('passkeys', () => {
  it('a family account adds one and signs in with it: a new session of that account', async () => {
    const family = await t.loginFamily(houseId);
    const key = await registered(family);
    const { challengeId, options } = await loginOptions();
    expect(options.rpId).toBe('parish.example');
    const res = await t.request('POST', '/api/auth/passkey-login', {
      payload: { challengeId, credential: key.authenticate(options.challenge, ORIGIN) },
      remoteAddress: ip(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().userInfo).toMatchObject({ houseId, isAdmin: false });
    const me = await t.request('GET', '/api/auth/me', { as: sessionCookie(res) });
    expect(me.json().userInfo.houseId).toBe(houseId);
    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.id, key.id));
    expect(row.counter).toBe(1);
    expect(row.lastUsedAt).not.toBeNull();
  });

  it('refuses a challenge used once already, one of the wrong kind, and an expired one', async () => {
    const family = await t.loginFamily(houseId);
    const key = await registered(family);
    const { challengeId, options } = await loginOptions();
    const first = await t.request('POST', '/api/auth/passkey-login', {
      payload: { challengeId, credential: key.authenticate(options.challenge, ORIGIN) },
      remoteAddress: ip(),
    });
    expect(first.statusCode).toBe(200);
    const again = await t.request('POST', '/api/auth/passkey-login', {
      payload: { challengeId, credential: key.authenticate(options.challenge, ORIGIN) },
      remoteAddress: ip(),
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('passkey_failed');
    expect(again.headers['set-cookie']).toBeUndefined();

    // A login challenge does not register a key.
    const other = await loginOptions();
    const wrongKind = await t.request('POST', '/api/auth/passkeys', {
      as: family,
      payload: {
        challengeId: other.challengeId,
        credential: softPasskey('parish.example').register(other.options.challenge, ORIGIN),
      },
    });
    expect(wrongKind.statusCode).toBe(401);

    const late = await loginOptions();
    await t.database.db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.id, late.challengeId));
    const expired = await t.request('POST', '/api/auth/passkey-login', {
      payload: { challengeId: late.challengeId, credential: key.authenticate(late.options.challenge, ORIGIN) },
      remoteAddress: ip(),
    });
    expect(expired.statusCode).toBe(401);
  });

  it("refuses another account's registration challenge, another origin, an unknown key and a bad body", async () => {
    const a = await t.loginFamily(houseId);
    const b = await t.loginFamily(houseId);
    const opts = (await t.request('POST', '/api/auth/passkeys/options', { as: a })).json<Options>();
    const stolen = await t.request('POST', '/api/auth/passkeys', {
      as: b,
      payload: {
        challengeId: opts.challengeId,
        credential: softPasskey('parish.example').register(opts.options.challenge, ORIGIN),
      },
    });
    expect(stolen.statusCode).toBe(401);

    const opts2 = (await t.request('POST', '/api/auth/passkeys/options', { as: a })).json<Options>();
    const phishing = await t.request('POST', '/api/auth/passkeys', {
      as: a,
      payload: {
        challengeId: opts2.challengeId,
        credential: softPasskey('evil.example').register(opts2.options.challenge, 'https://evil.example'),
      },
    });
    expect(phishing.statusCode).toBe(401);

    const unknown = softPasskey('parish.example');
    const login = await loginOptions();
    const res = await t.request('POST', '/api/auth/passkey-login', {
      payload: { challengeId: login.challengeId, credential: unknown.authenticate(login.options.challenge, ORIGIN) },
      remoteAddress: ip(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('passkey_failed');

    for (const payload of [{}, { challengeId: login.challengeId }, { challengeId: 'x', credential: {} }]) {
      const bad = await t.request('POST', '/api/auth/passkey-login', { payload, remoteAddress: ip() });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('needs an account to add one (401 for a visitor); any account may', async () => {
    expect((await t.request('POST', '/api/auth/passkeys/options')).statusCode).toBe(401);
    expect((await t.request('POST', '/api/auth/passkeys', { payload: {} })).statusCode).toBe(401);
    await registered(admin);
  });

  it("the office's 'end sessions' removes the account's passkeys: the lost phone signs in no more", async () => {
    const family = await t.loginFamily(houseId);
    const key = await registered(family);
    const [me] = await t.database.db
      .select()
      .from(passkeys)
      .innerJoin(users, eq(users.id, passkeys.userId))
      .where(eq(passkeys.id, key.id));
    const accounts = await t.request('GET', '/api/auth/users', { as: admin });
    expect(accounts.json().find((a: { _id: string }) => a._id === me.users.id)).toMatchObject({
      houseId,
      house: 'പാസ്‌കീ വീട്',
      passkeys: 1,
    });
    const end = await t.request('DELETE', `/api/auth/users/${me.users.id}/sessions`, { as: admin });
    expect(end.statusCode).toBe(200);
    expect(end.json()).toMatchObject({ sessionsEnded: 1, passkeysRemoved: 1 });
    const { challengeId, options } = await loginOptions();
    const res = await t.request('POST', '/api/auth/passkey-login', {
      payload: { challengeId, credential: key.authenticate(options.challenge, ORIGIN) },
      remoteAddress: ip(),
    });
    expect(res.statusCode).toBe(401);
  });

  it('failed passkey sign-ins spend the address’s login budget (429)', async () => {
    const address = '10.66.0.1';
    const unknown = softPasskey('parish.example');
    for (let i = 0; i < t.config.LOGIN_FAILURE_MAX; i++) {
      const { challengeId, options } = await loginOptions(address);
      await t.request('POST', '/api/auth/passkey-login', {
        payload: { challengeId, credential: unknown.authenticate(options.challenge, ORIGIN) },
        remoteAddress: address,
      });
    }
    const res = await t.request('POST', '/api/auth/passkey-login/options', { remoteAddress: address });
    expect(res.statusCode).toBe(429);
  });
});
