// Serves the built web app's files, uploaded media, and the not-found answers: a JSON 404 under
// /api, a rendered page for any other page path (src/pages/: the not-found screen for an unknown one).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@parish/shared/common';
import { errorBody } from './errors.ts';
import { serveMedia } from '../media/serve.ts';

const YEAR_S = 365 * 24 * 3600;
/**
 * The end of a path that names a file: a dot and 1–10 letters or digits with at least one letter
 * ("/app.js", "/x.webp", "/a.mp4"). Digits alone are not one: "/wards/1.5" is a page the app
 * turns into its not-found screen, not a missing file.
 */
const FILE_EXTENSION = /\.(?=[A-Za-z0-9]{0,9}[A-Za-z])[A-Za-z0-9]{1,10}$/;

async function staticWebPlugin(app: FastifyInstance) {
  const dist = app.config.WEB_DIST;
  const hasWeb = app.pages.available;

  // Uploaded files, from the store (this disk or the object store): media/serve.ts.
  serveMedia(app, app.store);

  // Pages are rendered by the pages plugin (src/pages/).
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => app.pages.send(request, reply);

  if (hasWeb) {
    app.get('/', { schema: { hide: true } }, sendPage);
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      // A route for each file the build holds, found once at start: a page path (no file of that
      // name) goes straight to the page, with no look on the disk on every request
      // (docs/decisions.md "A kept page costs what a kept answer costs").
      wildcard: false,
      // The build writes .br and .gz beside each text asset (apps/web/vite.config.ts).
      preCompressed: true,
      // `/` is a page like the others (the route above): its HTML is rendered per request, and the
      // template itself is never served as a page.
      index: false,
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? `public, max-age=${YEAR_S}, immutable` : 'no-cache');
      },
    });
  }

  // A file written into the build after start (a next build deployed beside this one) has no route
  // of its own: a path that names a file is looked for on the disk, here; one that is not there gets
  // the JSON 404 below.
  const inBuild = (pathName: string) => {
    try {
      const file = path.join(path.resolve(dist), path.normalize(decodeURIComponent(pathName)));
      return file.startsWith(path.resolve(dist) + path.sep) && fs.statSync(file).isFile();
    } catch {
      return false;
    }
  };

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    const pathName = request.url.split('?')[0];
    if (isPage && hasWeb && FILE_EXTENSION.test(pathName) && inBuild(pathName)) {
      return reply.sendFile(pathName);
    }
    // A page path has no file extension; a trailing full stop ("/wards/2." pasted from a sentence)
    // is not one, so it gets the app and its not-found screen, not a JSON 404 (docs/decisions.md
    // "Small things: the notice, odd paths, /login, the web build").
    if (isPage && hasWeb && !FILE_EXTENSION.test(request.url.split('?')[0])) {
      return sendPage(request, reply);
    }
    const message = `${request.method} ${request.url.split('?')[0]} does not exist`;
    return reply.status(404).send(errorBody(404, ERROR_CODES.notFound, message));
  });
}

export default fp(staticWebPlugin, { name: 'static-web', dependencies: ['errors', 'pages'] });
