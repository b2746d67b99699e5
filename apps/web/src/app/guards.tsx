// docs/product.md "Screens": the private-route guard (no user → /login) and the admin-route guard (non-admin →
// /login). They read the session's user; the server refuses the same calls regardless. Rendered
// on the server, the way to /login is an HTTP redirect that names the page (`?from=`).
import { Outlet, useLocation } from 'react-router';
import { Redirect } from '../components/redirect.tsx';
import { useUserInfo } from '../lib/auth-store.ts';
import { entersData } from '@parish/shared/plain/roles';

/** Where /login sends the user back to after logging in. */
export interface LoginRedirectState {
  from?: string;
  /** Set by the admin guard: the page needs an admin account (a logged-in user is told so). */
  needsAdmin?: boolean;
}

function ToLogin({ needsAdmin = false }: { needsAdmin?: boolean }) {
  const { pathname } = useLocation();
  const query = `from=${encodeURIComponent(pathname)}${needsAdmin ? '&needs=admin' : ''}`;
  const state: LoginRedirectState = needsAdmin ? { from: pathname, needsAdmin } : { from: pathname };
  return <Redirect to="/login" serverTo={`/login?${query}`} state={state} />;
}

/** Data entry (docs/product.md "Permissions by role"): a family account goes to its own page instead. */
export function RequireUser() {
  const user = useUserInfo();
  if (!user) return <ToLogin />;
  if (!entersData(user)) return <Redirect to="/my-family" />;
  return <Outlet />;
}

/** Any signed-in account, a family's too (one's own password). */
export function RequireAccount() {
  const user = useUserInfo();
  if (!user) return <ToLogin />;
  return <Outlet />;
}

export function RequireAdmin() {
  const user = useUserInfo();
  if (!user?.isAdmin) return <ToLogin needsAdmin />;
  return <Outlet />;
}
