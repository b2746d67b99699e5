import type { ReactNode } from 'react';
import { BootProvider, type Boot, type RenderCollector } from '../lib/boot.tsx';
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

function OnlineOrNotice({ children }: { children: ReactNode }) {
  const online = useOnline();
  return (
    <>
      {/* Hidden rather than unmounted while offline, so nothing typed is lost. */}
      <div hidden={!online} className="app-root">{children}</div>
      {!online && <OfflineScreen />}
    </>
  );
}
