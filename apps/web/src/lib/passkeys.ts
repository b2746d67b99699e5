// Passkeys in the browser (docs/product.md "Passkeys"): the login screen signs in with one, the join
// screen adds one to the account it made. @simplewebauthn/browser loads only when a person taps the
// button (docs/decisions.md "Passkeys with SimpleWebAuthn"), never with the first page.
import type { UserInfo } from '@parish/shared/auth';
import { passkeys } from '@parish/shared/plain/routes/invitations';
import { api } from './api.ts';
import { setUserInfo } from './auth-store.ts';

interface Options {
  challengeId: string;
  options: Record<string, unknown>;
}

/** Whether this browser can make and use passkeys at all (WebAuthn); the buttons show only then. */
export function passkeysAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** The person closed the phone's prompt or let it time out: nothing to say but "try again". */
export function passkeyCancelled(err: unknown): boolean {
  return err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError');
}

/** Adds a passkey to the signed-in account; answers how many it now holds. */
export async function addPasskey(): Promise<number> {
  const [{ startRegistration }, { challengeId, options }] = await Promise.all([
    import('@simplewebauthn/browser'),
    api<Options>(passkeys.registerOptions),
  ]);
  const credential = await startRegistration({ optionsJSON: options as never });
  const done = await api<{ ok: true; passkeys: number }>(passkeys.register, { body: { challengeId, credential } });
  return done.passkeys;
}

/** Signs in with a passkey the phone holds (no username asked); the account is then the page's user. */
export async function signInWithPasskey(): Promise<UserInfo> {
  const [{ startAuthentication }, { challengeId, options }] = await Promise.all([
    import('@simplewebauthn/browser'),
    api<Options>(passkeys.loginOptions),
  ]);
  const credential = await startAuthentication({ optionsJSON: options as never });
  const { userInfo } = await api<{ userInfo: UserInfo }>(passkeys.login, { body: { challengeId, credential } });
  setUserInfo(userInfo);
  return userInfo;
}
