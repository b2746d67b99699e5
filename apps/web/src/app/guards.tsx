// Spec §2: the private-route guard (no user → /login) and the admin-route guard (non-admin →
// /login). They read the stored userInfo; the server refuses the same calls regardless.
import { Navigate, Outlet, useLocation } from 'react-router';
import { useUserInfo } from '../lib/auth-store.ts';

/** Where /login sends the user back to after logging in. */
export interface LoginRedirectState {
  from?: string;
  /** Set by the admin guard: the page needs an admin account (a logged-in user is told so). */
  needsAdmin?: boolean;
}

export function RequireUser() {
  const user = useUserInfo();
  const { pathname } = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: pathname } satisfies LoginRedirectState} />;
  return <Outlet />;
}

export function RequireAdmin() {
  const user = useUserInfo();
  const { pathname } = useLocation();
  if (!user?.isAdmin) return <Navigate to="/login" replace state={{ from: pathname, needsAdmin: true } satisfies LoginRedirectState} />;
  return <Outlet />;
}
