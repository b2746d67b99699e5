// A session the server revoked ends the app's logged-in state at its next request
// (docs/decisions.md "Accounts and passwords").
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiClientError } from './api.ts';
import { getUserInfo, setUserInfo } from './auth-store.ts';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
  setUserInfo(null);
});

describe('api() and the stored userInfo', () => {
  it('forgets the user when the server answers 401 unauthorized (a revoked session)', async () => {
    setUserInfo({ _id: '00000000-0000-4000-8000-000000000001', username: 'mary', isAdmin: false });
    vi.stubGlobal(
      'fetch',
      answer(401, { statusCode: 401, error: 'Unauthorized', code: 'unauthorized', message: 'Log in to do this' }),
    );
    await expect(api('/houses', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiClientError);
    expect(getUserInfo()).toBeNull();
  });

  it('keeps the user on a wrong password (login_failed) or a 403', async () => {
    const mary = { _id: '00000000-0000-4000-8000-000000000001', username: 'mary', isAdmin: false };
    setUserInfo(mary);
    vi.stubGlobal(
      'fetch',
      answer(401, { statusCode: 401, error: 'Unauthorized', code: 'login_failed', message: 'Wrong' }),
    );
    await expect(api('/auth/login', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiClientError);
    vi.stubGlobal(
      'fetch',
      answer(403, { statusCode: 403, error: 'Forbidden', code: 'forbidden', message: 'Admins only' }),
    );
    await expect(api('/auth/users')).rejects.toBeInstanceOf(ApiClientError);
    expect(getUserInfo()).toEqual(mary);
  });
});
