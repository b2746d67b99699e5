// Serves the built single-page app, uploaded media, and the not-found answers: a JSON 404 under
// /api, the app's index.html for any other page path (the client shows its not-found screen).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@parish/shared/common';
import type { UserInfo } from '@parish/shared/auth';
import type { Settings } from '@parish/shared/settings';
import { firstReads } from '@parish/shared/page-reads';
import { getSettings } from '../features/settings/queries.ts';
import { errorBody } from './errors.ts';
import { serveMedia } from '../media/serve.ts';

const YEAR_S = 365 * 24 * 3600;
/**
 * The end of a path that names a file: a dot and 1–10 letters or digits with at least one letter
 * ("/app.js", "/x.webp", "/a.mp4"). Digits alone are not one: "/wards/1.5" is a page the app
 * turns into its not-found screen, not a missing file.
 */
const FILE_EXTENSION = /\.(?=[A-Za-z0-9]{0,9}[A-Za-z])[A-Za-z0-9]{1,10}$/;

/** Text safe inside a double-quoted HTML attribute. */
const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page's HTML for this request:
 * - its first API reads named in the head, so the phone fetches them alongside the app's
 *   JavaScript instead of after it (one round trip and the app's start saved on a weak connection).
 *   `crossorigin` makes the preload a CORS request with same-origin credentials: the app's fetch()
 *   of the same URL then takes the preloaded answer instead of asking again;
 * - the session's user (or null), which the app shows from its first paint (lib/auth-store.ts): a
 *   browser whose stored user is missing or stale no longer paints the wrong header and then jumps;
 * - the parish settings (GET /api/settings, kept by getSettings for a few seconds), which the home
 *   page shows in its first paint (the church photo, the Mass and office times: nothing moves when
 *   they arrive, for they do not arrive later) and every screen then reads without asking.
 */
export function pageHtml(indexHtml: string, pathname: string, user: UserInfo | null, settings: Settings, now = new Date()): string {
  const reads = firstReads(pathname, now, { admin: Boolean(user?.isAdmin) });
  const who = user ? { _id: user._id, username: user.username, isAdmin: user.isAdmin } : null;
  const head = [
    `<meta name="parish-user" content="${attribute(JSON.stringify(who))}">`,
    `<meta name="parish-settings" content="${attribute(JSON.stringify(settings))}">`,
    ...reads.map((read) => `<link rel="preload" as="fetch" crossorigin href="/api${attribute(read)}">`),
  ];
  return indexHtml.replace('</head>', `${head.join('')}</head>`);
}

async function staticWebPlugin(app: FastifyInstance) {
  const dist = app.config.WEB_DIST;
  const indexPath = path.join(dist, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  const indexHtml = hasWeb ? fs.readFileSync(indexPath, 'utf8') : '';
  // Uploaded files, from the store (this disk or the object store): media/serve.ts.
  serveMedia(app, app.store);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = pageHtml(indexHtml, request.url.split('?')[0], request.user, await getSettings(app.db));
    return reply.type('text/html').header('Cache-Control', 'no-cache').header('Vary', 'Cookie').send(html);
  };

  if (hasWeb) {
    app.get('/', { schema: { hide: true } }, sendPage);
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: true,
      // The build writes .br and .gz beside each text asset (apps/web/vite.config.ts).
      preCompressed: true,
      // `/` is a page like the others (the route above): its HTML is made per request.
      index: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? `public, max-age=${YEAR_S}, immutable` : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    // A page path has no file extension; a trailing full stop ("/wards/2." pasted from a sentence)
    // is not one, so it gets the app and its not-found screen, not a JSON 404 (issue 8).
    if (isPage && hasWeb && !FILE_EXTENSION.test(request.url.split('?')[0])) {
      return sendPage(request, reply);
    }
    const message = `${request.method} ${request.url.split('?')[0]} does not exist`;
    return reply.status(404).send(errorBody(404, ERROR_CODES.notFound, message));
  });
}

export default fp(staticWebPlugin, { name: 'static-web', dependencies: ['errors'] });
