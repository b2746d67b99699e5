import { BrowserRouter } from 'react-router';
import { useOnline } from '../lib/use-online.ts';
import { OfflineScreen } from './offline-screen.tsx';
import { Providers } from './providers.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  const online = useOnline();
  return (
    <Providers>
      {/* Hidden rather than unmounted while offline, so nothing typed is lost. */}
      <div hidden={!online} className="app-root">
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </div>
      {!online && <OfflineScreen />}
    </Providers>
  );
}
