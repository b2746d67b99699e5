// Redirects that work before any script has run: rendered on the server, a redirect becomes the
// HTTP answer (302 with Location); in the browser it is React Router's <Navigate>.
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useRenderCollector } from '../lib/boot.tsx';
import { NotFoundScreen } from './error-view.tsx';

export function Redirect({ to, serverTo = to, state }: { to: string; serverTo?: string; state?: unknown }) {
  const collector = useRenderCollector();
  if (collector) {
    collector.redirect ??= serverTo;
    return null;
  }
  return <Navigate to={to} replace state={state} />;
}

/**
 * docs/product.md "Screens": an invalid ward or grade id goes to /not-found. The not-found screen is shown at once
 * (the server answers the page itself with it and a 404), then the address becomes /not-found.
 */
export function NotFoundRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/not-found', { replace: true });
  }, [navigate]);
  return <NotFoundScreen />;
}
