import type { ReactNode } from 'react';
import { BootProvider, type Boot, type RenderCollector } from '../lib/boot.tsx';
import { isOfflineShell, offlineCopyTime } from '../lib/service-worker.ts';
import { useOnline } from '../lib/use-online.ts';
import { OfflineScreen } from './offline-screen.tsx';
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
 * docs/product.md "Offline": offline, the app gives way to the offline screen. Not when the page is a copy the
 * service worker kept (it is readable: that is what it was kept for; a line says it is a copy), and
 * always when the worker answered with the shell for a page it never saw (docs/decisions.md "One
 * service worker: installable, readable offline"; the line: app/offline-extras.tsx).
 */
function OnlineOrNotice({ children }: { children: ReactNode }) {
  const online = useOnline();
  const readable = !isOfflineShell && (online || offlineCopyTime !== undefined);
  return (
    <>
      {/* Hidden rather than unmounted while offline, so nothing typed is lost. */}
      <div hidden={!readable} className="app-root">{children}</div>
      {!readable && <OfflineScreen />}
    </>
  );
}
