// Signing in and out, and the session as the server knows it (apps/server/src/features/auth).
import type { UserInfo } from '@parish/shared/auth';
import { api } from '../../../lib/api.ts';
import { setUserInfo } from '../../../lib/auth-store.ts';
import { session } from '@parish/shared/plain/routes/session';

export interface Credentials {
  username: string;
  password: string;
}

export async function login(credentials: Credentials): Promise<UserInfo> {
  const { userInfo } = await api<{ userInfo: UserInfo }>(session.login, { body: credentials });
  setUserInfo(userInfo);
  return userInfo;
}

/** Ends the server session; the local userInfo is cleared even if the server cannot be reached. */
export async function logout(): Promise<void> {
  try {
    await api<{ ok: true }>(session.logout);
  } finally {
    setUserInfo(null);
  }
}

/** The server session is the truth: align the stored userInfo with it (keep it if offline). */
export async function reconcileSession(signal?: AbortSignal): Promise<void> {
  try {
    const { userInfo } = await api<{ userInfo: UserInfo | null }>(session.me, { signal });
    setUserInfo(userInfo);
  } catch {
    // No answer (offline, timeout): the stored userInfo stays until the server can say otherwise.
  }
}
