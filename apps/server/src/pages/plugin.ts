// Every page is rendered on the server with the web app's own components (docs/decisions.md
// "Pages are rendered on the server"): the session decides the HTML (a visitor's layout, a user's,
// an admin's), the page's reads go through the API's own routes (same queries, same role rules,
// the response cache), and the browser hydrates what it got. Rendered pages are kept in the
// response cache by path, role (the user, for the logged-in), language and layout, and dropped by
// the writes that drop their reads.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { calendarDateIn } from '@parish/shared/plain/week';
import type { PageLanguage, PagePreview, PageRenderer, PageRequest } from '@parish/shared/plain/page-render';
import {
  DEFAULT_DESKTOP_WIDTH,
  DEFAULT_PHONE_WIDTH,
  LANGUAGE_COOKIE,
  VIEWPORT_COOKIE,
  VISITED_COOKIE,
  parseViewportWidth,
} from '@parish/shared/plain/page-cookies';
import { CACHE_TAGS_HEADER } from '../plugins/internal-requests.ts';
import { HttpError } from '../plugins/errors.ts';
import { pageDocument } from './document.ts';
import { malayalamFonts, manifestPreloads, type ModuleChunks, type ViteManifest } from './manifest.ts';
import { PLAIN_PREVIEW_PATH, previewImagePath, registerPreviewImages } from './preview-image.ts';
import { registerWebApp } from './web-app-manifest.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pages: {
      /** Whether the web app is built (else the API runs alone). */
      available: boolean;
      send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
    };
  }
}

interface WebBuild {
  template: string;
  manifest: ViteManifest;
  chunkOf: ModuleChunks;
  fonts: string[];
  renderer: PageRenderer | null;
}

async function loadWebBuild(webDist: string, serverDist: string): Promise<WebBuild | null> {
  const indexPath = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexPath)) return null;
  const template = fs.readFileSync(indexPath, 'utf8');
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  const manifest = fs.existsSync(manifestPath)
    ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as ViteManifest)
    : {};
  const chunksPath = path.join(webDist, '.vite', 'module-chunks.json');
  const chunkOf = fs.existsSync(chunksPath) ? (JSON.parse(fs.readFileSync(chunksPath, 'utf8')) as ModuleChunks) : {};
  const entry = path.join(serverDist, 'entry-server.js');
  const fonts = malayalamFonts(manifest);
  if (!fs.existsSync(entry)) return { template, manifest, chunkOf, fonts, renderer: null };
  const renderer = (await import(pathToFileURL(entry).href)) as PageRenderer;
  await renderer.prepare();
  return { template, manifest, chunkOf, fonts, renderer };
}

/** Chromium says whether it is a phone on every request (a low-entropy client hint); others, the user agent. */
function looksLikePhone(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi|Android/i.test(String(request.headers['user-agent'] ?? ''));
}

/** Widths at which some screen lays itself out differently (the masonry breakpoints, docs/product.md "Gallery"). */
const LAYOUT_STEPS = [300, 500, 700, 900, 1080];

/** Addresses whose pages are kept at once, when PUBLIC_URL does not fix one. */
export const KEPT_ORIGINS = 8;
/** An address unused this long gives its place to a new one. */
const ORIGIN_IDLE_MS = 10 * 60_000;

/**
 * The addresses whose pages may be kept: a site answers at its name (and www., localhost,
 * 127.0.0.1), not at hundreds; a request with any other Host header is rendered but not kept, so
 * invented hosts neither fill the cache nor push the real pages out (docs/decisions.md "Rendered
 * pages are kept by host").
 */
function keptOriginSlots(publicUrl: string | undefined) {
  const lastUsed = new Map<string, number>();
  return {
    admit(origin: string): boolean {
      if (publicUrl) return true;
      const now = Date.now();
      if (lastUsed.has(origin)) {
        lastUsed.set(origin, now);
        return true;
      }
      if (lastUsed.size >= KEPT_ORIGINS) {
        const idle = [...lastUsed].find(([, at]) => now - at > ORIGIN_IDLE_MS);
        if (!idle) return false;
        lastUsed.delete(idle[0]);
      }
      lastUsed.set(origin, now);
      return true;
    },
  };
}

async function pagesPlugin(app: FastifyInstance) {
  const build = await loadWebBuild(app.config.WEB_DIST, app.config.WEB_SERVER_DIST);
  const origin = (request: FastifyRequest) => app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
  const keptOrigins = keptOriginSlots(app.config.PUBLIC_URL);

  /** A page's reads go through the API's routes, as this request's session, and say their cache tags. */
  const fetchApiFor =
    (request: FastifyRequest, tags: Set<string>, uncacheable: { value: boolean }): PageRequest['fetchApi'] =>
    async (apiPath, init) => {
      const res = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: `/api${apiPath}`,
        headers: {
          ...app.internalRequests.headers(),
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        },
      });
      const answerTags = res.headers[CACHE_TAGS_HEADER];
      if (typeof answerTags === 'string' && answerTags) for (const tag of answerTags.split(',')) tags.add(tag);
      else uncacheable.value = true;
      return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.rawPayload, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
      });
    };

  /**
   * The picture a shared link shows (docs/decisions.md "A picture for every shared link"): a
   * preview-sized JPEG of the photo the screen named, else of the church's photo (read through the
   * settings route, so a new photo drops the kept page), else the parish's plain picture.
   */
  async function previewImageOf(
    preview: PagePreview | undefined,
    fetchApi: PageRequest['fetchApi'] | null,
  ): Promise<{ href: string; alt: string }> {
    const own = preview?.image && previewImagePath(preview.image);
    if (own) return { href: own, alt: preview.imageAlt ?? preview.title ?? '' };
    let settings: { churchImage?: unknown; churchName?: unknown } = {};
    if (fetchApi) {
      const res = await fetchApi('/settings', {});
      if (res.ok) settings = (await res.json()) as typeof settings;
    }
    const church = typeof settings.churchImage === 'string' ? previewImagePath(settings.churchImage) : null;
    const alt = typeof settings.churchName === 'string' ? settings.churchName : '';
    return { href: church ?? PLAIN_PREVIEW_PATH, alt };
  }

  async function send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    if (!build) return reply.code(404).type('text/plain').send('The web app is not built: npm run build');
    const cookies = request.cookies;
    const lang: PageLanguage = cookies[LANGUAGE_COOKIE] === 'en' ? 'en' : 'ml';
    const visited = cookies[VISITED_COOKIE] === 'true';
    const viewportWidth =
      parseViewportWidth(cookies[VIEWPORT_COOKIE]) ??
      (looksLikePhone(request) ? DEFAULT_PHONE_WIDTH : DEFAULT_DESKTOP_WIDTH);
    const user = request.user;
    reply
      .header('Vary', 'Cookie')
      // A logged-in page is that person's: never kept by a shared cache.
      .header('Cache-Control', user ? 'private, no-cache' : 'no-cache');

    if (!build.renderer) {
      return reply.type('text/html; charset=utf-8').send(build.template);
    }

    const now = new Date();
    const { year, month, day } = calendarDateIn(now);
    const who = user ? `${user.isAdmin ? 'admin' : 'user'}:${user._id}` : 'visitor';
    const layout = LAYOUT_STEPS.filter((step) => viewportWidth >= step).length;
    // The date: a page that shows "this week" is rendered again on a new day.
    // The address it came to: without PUBLIC_URL the page's canonical and preview addresses are
    // made of it, so each address has its own pages (docs/decisions.md "Rendered pages are kept by host").
    const base = origin(request);
    const keepable = app.config.PAGE_CACHE && keptOrigins.admit(base);
    const key = `page ${base} ${who} ${lang} ${visited ? 1 : 0} ${layout} ${year}-${month}-${day} ${request.url}`;
    const cached = keepable ? app.responseCache.lookup(key) : undefined;
    if (cached) return app.responseCache.send(request, reply.header('X-Cache', 'hit'), cached);

    // A page to render costs what an uncached read costs (docs/decisions.md "Rate limits count what
    // costs"); refused, it is the error screen of too many requests, rendered without a read.
    const refused = await app.spendCostlyBudget(request, reply).then(
      () => undefined,
      (err: unknown) => {
        if (err instanceof HttpError && err.statusCode === 429)
          return { status: 429, code: err.code, message: err.message };
        throw err;
      },
    );
    const tags = new Set<string>();
    const uncacheable = { value: Boolean(refused) };
    const heardBefore = app.responseCache.changesHeard();
    const fetchApi = fetchApiFor(request, tags, uncacheable);
    const page = await build.renderer.renderPage({
      url: request.url,
      user,
      lang,
      visited,
      viewportWidth,
      now: now.getTime(),
      origin: base,
      refused,
      fetchApi,
    });
    if (page.redirect) return reply.redirect(page.redirect, 302);
    const previewImage = await previewImageOf(page.preview, refused ? null : fetchApi);

    const html = pageDocument(build.template, {
      lang,
      title: page.title,
      canonical: `${base}${request.url.split('?')[0]}`,
      origin: base,
      preview: page.preview,
      previewImage,
      modulePreloads: manifestPreloads(build.manifest, page.modules, build.chunkOf),
      preloadImages: page.preloadImages,
      // Without them the Malayalam text is drawn in a fallback first, and moves when they arrive.
      fonts: build.fonts,
      appHtml: page.html,
      boot: page.boot,
    });
    reply.code(page.status);
    const answer = { payload: html, contentType: 'text/html; charset=utf-8', tags: [...tags] };
    // Not kept when a change was heard while it was rendered, or while changes cannot be heard.
    const keep =
      keepable &&
      page.status === 200 &&
      !uncacheable.value &&
      app.responseCache.live() &&
      app.responseCache.changesHeard() === heardBefore;
    const entry = app.responseCache.remember(keep ? key : null, answer);
    return app.responseCache.send(request, reply.header('X-Cache', 'miss'), entry);
  }

  registerPreviewImages(app);
  registerWebApp(app, build?.template ?? null);
  app.decorate('pages', { available: Boolean(build), send });
}

export default fp(pagesPlugin, {
  name: 'pages',
  dependencies: ['auth', 'response-cache', 'internal-requests', 'rate-limit'],
});
