import { lazy, Suspense, type ReactNode } from 'react';
import { BootProvider, type Boot, type RenderCollector } from '../lib/boot.tsx';
import { isOfflineShell } from '../lib/service-worker.ts';
import { reportNetworkFailure, useNetwork } from '../lib/use-online.ts';
import { Providers } from './providers.tsx';

/**
 * The whole app around its router: the browser's (entry-client.tsx) or the server's
 * (entry-server.tsx), with the route table (app/router.tsx) inside.
 */
export function App({ boot, collector, children }: { boot: Boot; collector?: RenderCollector; children: ReactNode }) {
  return (
    <BootProvider boot={boot} collector={collector}>
      <Providers>
        <OnlineOrNotice>{children}</OnlineOrNotice>
      </Providers>
    </BootProvider>
  );
}

/**
 * docs/product.md "Offline": without a network the offline screen covers the page, but only when the page needs the
 * network and has nothing to show: the service worker answered with the shell for a page it never
 * saw, or a read the page shows failed on the way with nothing kept (docs/decisions.md "A signal
 * that drops and comes back"). A copy the worker kept is readable (a line says it is a copy:
 * app/offline-extras.tsx), and a page already on screen stays as it is through a drop. The page
 * underneath is never unmounted nor hidden, so what is typed and the scroll position are kept; the
 * screen leaves by itself once the server answers again.
 */
// Loaded with the query boundary (app/query-boundary.tsx), whose reads are what can need the
// network, and precached by the worker for its shell: never fetched at the moment it is needed.
const OfflineScreen = lazy(() => import('./offline-screen.tsx').then((m) => ({ default: m.OfflineScreen })));

function OnlineOrNotice({ children }: { children: ReactNode }) {
  const covered = useNetwork().needed;
  return (
    <>
      <div className="app-root" inert={covered}>
        {children}
      </div>
      {covered && (
        <Suspense fallback={null}>
          <OfflineScreen />
        </Suspense>
      )}
    </>
  );
}

// The shell stands for a page never seen: once the server answers, that page is loaded from it.
if (isOfflineShell) {
  reportNetworkFailure({ nothingShown: true });
  void import('../lib/network-probe.ts').then((m) => m.onNetworkBack(() => window.location.reload()));
}
