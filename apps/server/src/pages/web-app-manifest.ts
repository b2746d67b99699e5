// The installable app (docs/decisions.md "One service worker: installable, readable offline"): the
// web app manifest, named from the parish's settings, and the app shell the service worker keeps
// for pages it has never seen (/offline.html: the built index.html, which shows the offline
// screen). Not to be confused with manifest.ts, Vite's build manifest.
import type { FastifyInstance } from 'fastify';
import type { Settings } from '@parish/shared/settings';
import { getSettings } from '../domain/settings.ts';

export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';
export const OFFLINE_SHELL_PATH = '/offline.html';
/** The site's colours (apps/web/src/app/global.css: --green, --paper; index.html's theme-color). */
export const THEME_COLOR = '#14532d';
export const BACKGROUND_COLOR = '#fffdf7';

/**
 * The name under the icon on a home screen has room for about 12 letters: the first two words of
 * the church's name ("സെന്റ് മേരീസ്" of "സെന്റ് മേരീസ് ഫൊറോന പള്ളി").
 */
export function shortNameOf(name: string): string {
  return name.split(/\s+/).filter(Boolean).slice(0, 2).join(' ') || name;
}

export function webAppManifest(settings: Pick<Settings, 'churchName'>) {
  return {
    name: settings.churchName,
    short_name: shortNameOf(settings.churchName),
    description: 'ഇടവകയുടെ കുടുംബങ്ങൾ, വാർത്തകൾ, മതബോധനം, ചരിത്രം — ഇടവക വെബ്സൈറ്റ്',
    lang: 'ml',
    dir: 'ltr',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export function registerWebApp(app: FastifyInstance, template: string | null): void {
  app.get(WEB_APP_MANIFEST_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const settings = await getSettings(app.db);
    return (
      reply
        .type('application/manifest+json; charset=utf-8')
        // The parish may rename itself: the browser asks again rather than keeping an old name.
        .header('Cache-Control', 'no-cache')
        .send(JSON.stringify(webAppManifest(settings)))
    );
  });
  if (template === null) return;
  app.get(OFFLINE_SHELL_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(template),
  );
}
