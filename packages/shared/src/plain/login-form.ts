// The login form a page sends before its scripts run (docs/decisions.md "The first tap counts"):
// where it posts, and which page it may lead back to. Plain: the login screen's chunk and the
// server both read it.

/** The form post that logs in without the app's scripts (urlencoded, answered by a redirect). */
export const LOGIN_FORM_ACTION = '/api/auth/login-form';

/** A path of this site to go back to after logging in; anything else ('//host', '/login') is none. */
export function returnPathOf(from: unknown): string | undefined {
  return typeof from === 'string' &&
    from.startsWith('/') &&
    !from.startsWith('//') &&
    !from.startsWith('/\\') &&
    from !== '/login' &&
    !from.startsWith('/login?') &&
    !from.startsWith('/api/')
    ? from
    : undefined;
}
