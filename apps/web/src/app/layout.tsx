// The frame of every screen: header, navigation bar, drawers, first-visit notice, toasts, and the
// loader shown while a lazy screen loads, the error boundary of the screens.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Loader } from '../components/loader.tsx';
import { ToastContainer } from '../components/toast-container.tsx';
import { reconcileSession } from '../features/auth/api/session.ts';
import { useLanguage, useT } from '../i18n/language.tsx';
import { useUserInfo } from '../lib/auth-store.ts';
import { isLoadedLocation, useBoot } from '../lib/boot.tsx';
import { ErrorStateScreen } from '../features/errors/error-screen.tsx';
import { markVisited, useVisited } from '../lib/first-visit.ts';
import { AdPopupHost } from './ad-popup-host.tsx';
import { NavBar } from './nav-bar.tsx';
// Eager: on a first visit the notice is the largest paint, and a lazy chunk would delay it.
import NoticeModal from './notice-modal.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

const SideDrawer = lazy(() => import('./side-drawer.tsx'));
const UserDrawer = lazy(() => import('./user-drawer.tsx'));

/**
 * Which page a path shows, for starting a page afresh: a FAQ answer's address (/faq/{id}) is the
 * FAQ page with that answer's overlay, so moving between them keeps the page.
 */
const pageKeyOf = (pathname: string) => pathname.replace(/^\/faq\/[^/]+$/, '/faq');

/**
 * Marks the document once the page's screen is hydrated and answers taps (`<html data-live>`):
 * the browser tests wait for it instead of for a fixed time.
 */
function LiveMarker() {
  useEffect(() => {
    document.documentElement.dataset.live = 'true';
  }, []);
  return null;
}

export function Layout() {
  const t = useT();
  const { toggle } = useLanguage();
  const user = useUserInfo();
  const location = useLocation();
  const pageKey = pageKeyOf(location.pathname);
  const [menuOpen, setMenuOpen] = useState(false);
  const [userMenuOpen, setUserMenuOpen] = useState(false);
  const noticeOpen = !useVisited();
  // The server answered this page with an error screen (a failed first read, docs/product.md "Errors"): it stays
  // until the user goes elsewhere, as /notFound would.
  const { errorScreen } = useBoot();
  const failedHere = errorScreen && isLoadedLocation(location.key) ? errorScreen : undefined;

  // A page the server rendered names the session's user already (lib/boot.tsx); a page it did not
  // (the dev server) asks.
  const { rendered } = useBoot();
  useEffect(() => {
    if (rendered) return;
    const abort = new AbortController();
    void reconcileSession(abort.signal);
    return () => abort.abort();
  }, [rendered]);

  // Pages shown, for the push prompt (lib/page-views.ts: the key, the event, the second page);
  // inline, as the module would weigh on the first load. An overlay opening is not a page.
  useEffect(() => {
    try {
      localStorage.setItem('pageViews', String(Number(localStorage.getItem('pageViews')) + 1 || 1));
      window.dispatchEvent(new Event('pageview'));
    } catch {
      // Nothing to count in.
    }
  }, [pageKey]);

  // A link in a drawer navigates (replacing the drawer's history entry); the drawer then closes.
  useEffect(() => {
    setMenuOpen(false);
    setUserMenuOpen(false);
  }, [location.key]);

  const acceptNotice = markVisited;

  return (
    <div className={user ? 'shell shell-user' : 'shell shell-visitor'}>
      <a className="skip-link" href="#main">
        {t.app.skipToContent}
      </a>
      <header className="site-header">
        <Link to="/" className="brand">
          {t.app.name}
        </Link>
        <button type="button" className="lang-toggle" onClick={toggle} aria-label={t.app.languageLabel}>
          {t.app.language}
        </button>
      </header>
      <NavBar
        user={user}
        menuOpen={menuOpen}
        onMenu={() => setMenuOpen(true)}
        onAccount={() => setUserMenuOpen(true)}
      />
      <main id="main" className="page" tabIndex={-1}>
        {/* The nav bar stays when a screen fails; lazy screens show the loader (docs/product.md "Screens"). */}
        <RouteErrorBoundary key={pageKey}>
          <Suspense key={pageKey} fallback={<Loader />}>
            {failedHere ? <ErrorStateScreen state={failedHere} /> : <Outlet />}
            <LiveMarker />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        {menuOpen && <SideDrawer open onClose={() => setMenuOpen(false)} user={user} />}
        {user && userMenuOpen && <UserDrawer open onClose={() => setUserMenuOpen(false)} user={user} />}
        {/* Back closes the notice as 'continue' does: it was read, so it is not shown again. */}
        {noticeOpen && <NoticeModal onContinue={acceptNotice} onDismiss={acceptNotice} />}
      </Suspense>
      <AdPopupHost user={user} />
      <ToastContainer />
    </div>
  );
}
