// The browser's entry: hydrates the page the server rendered (docs/decisions.md "Pages are
// rendered on the server"), or renders from nothing where no server rendered it (the dev server).
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PAGE_COOKIE_MAX_AGE_S, VIEWPORT_COOKIE } from '@parish/shared/plain/page-cookies';
import '@fontsource/noto-sans-malayalam/400.css';
import '@fontsource/noto-sans-malayalam/700.css';
import './app/global.css';
import { App } from './app/app.tsx';
import { AppRoutes, loadScreensOf } from './app/router.tsx';
import { loadEnglish } from './i18n/language.tsx';
import { pageBootOnce } from './lib/boot.tsx';
import { watchInstallOffer } from './lib/install-prompt.ts';
import { offlineCopyTime, registerServiceWorker } from './lib/service-worker.ts';

const boot = pageBootOnce();
const root = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <App boot={boot}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
);

/** The next page the server renders is laid out for this window's width (masonry columns). */
function rememberWidth() {
  document.cookie =
    `${VIEWPORT_COOKIE}=${Math.round(window.innerWidth)}; ` + `path=/; max-age=${PAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
}
rememberWidth();
let resizeTimer: ReturnType<typeof setTimeout> | undefined;
window.addEventListener('resize', () => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(rememberWidth, 500);
});

// The one service worker (docs/decisions.md "One service worker: installable, readable offline"):
// built only with the app (the dev server has none).
if (import.meta.env.PROD) registerServiceWorker();
const extras = () => import('./app/offline-extras.tsx');
watchInstallOffer((event) => void extras().then((m) => m.showInstallOffer(event)));
const keptAt = offlineCopyTime;
if (keptAt) void extras().then((m) => m.showOfflineCopyLine(keptAt));

if (root.hasChildNodes()) {
  // The page's screens (already on their way: the loader preloads them) and its language are
  // loaded first, so hydration renders exactly the HTML in one go. Not a top-level await: the screens' chunks import
  // this module's chunk, which must finish first. A chunk that fails shows as the route's 501.
  const ready = [loadScreensOf(window.location.pathname), boot.lang === 'en' ? loadEnglish() : null];
  void Promise.all(ready)
    .catch(() => undefined)
    .then(() => {
      // A transition: hydration yields to the browser every few milliseconds, so a tap that comes
      // meanwhile is not held up behind one long task.
      startTransition(() => void hydrateRoot(root, app));
    });
} else {
  createRoot(root).render(app);
}
