// The server's entry (built by `vite build --ssr` into dist-server/, imported by the API server's
// pages plugin): renders a page with the same components the browser hydrates (docs/decisions.md
// "Pages are rendered on the server").
//
// A page is rendered until it has its data: a render notes the reads its screens ask for (TanStack
// queries left pending, plain reads it lacks), the server answers them through its own API routes
// (same queries, same role rules, the response cache), and the page is rendered again with them —
// at most a few times, for a screen whose read depends on another's answer.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { PageRequest, RenderedPage } from '@parish/shared/plain/page-render';
import { App } from './app/app.tsx';
import { AppRoutes, loadAllScreens } from './app/router.tsx';
import { loadEnglish } from './i18n/language.tsx';
import { api, ApiClientError, setApiTransport } from './lib/api.ts';
import type { Boot, RenderCollector } from './lib/boot.tsx';
import { describeApiError } from './lib/error-handler.ts';
import { createQueryClient } from './lib/query-client.ts';

export type { Boot };

/** Renders at most this many times to gather a page's reads. */
const MAX_PASSES = 4;
/** A render that has not finished by then is cut (it would hold a request forever). */
const RENDER_TIMEOUT_MS = 10_000;

const pageRequest = new AsyncLocalStorage<PageRequest['fetchApi']>();

setApiTransport((path, init) => {
  const fetchApi = pageRequest.getStore();
  if (!fetchApi) return Promise.reject(new Error(`API call ${path} outside a page render`));
  return fetchApi(path, init);
});

/** Loads every screen and the English catalog once, before the first page is rendered. */
export async function prepare(): Promise<void> {
  await Promise.all([loadAllScreens(), loadEnglish()]);
}

function newCollector(queryClient: QueryClient): RenderCollector {
  return { preloadImages: [], loadErrors: [], missingReads: new Set(), modules: new Set(), queryClient };
}

function renderToHtml(boot: Boot, collector: RenderCollector, url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(
      <App boot={boot} collector={collector}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </App>,
      {
        onAllReady: () => stream.pipe(sink),
        // The whole page in one piece: React would otherwise send a large boundary apart, to be
        // put in place by an inline script, which the site's CSP (script-src 'self') refuses.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellError: reject,
        // An error inside a Suspense boundary is rendered by the browser (its error boundary);
        // nothing to do here.
        onError: () => undefined,
      },
    );
    setTimeout(() => stream.abort(new Error('page render timed out')), RENDER_TIMEOUT_MS).unref();
  });
}

const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? (enabled as (q: Query) => boolean)(query) !== false : enabled !== false;
};

/** Queries a render asked for and nobody has read yet. */
function pendingQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q));
}

export async function renderPage(request: PageRequest): Promise<RenderedPage & { boot: Boot }> {
  const queryClient = createQueryClient({ server: true });
  const reads: Record<string, unknown> = {};
  const failedReads = new Set<string>();
  const pathname = new URL(request.url, 'http://page').pathname;
  const boot: Boot = {
    rendered: true,
    origin: request.origin,
    user: request.user,
    lang: request.lang,
    visited: request.visited,
    now: request.now,
    viewportWidth: request.viewportWidth,
    reads,
  };

  if (request.refused) {
    const { status, code, message } = request.refused;
    const outcome = describeApiError(new ApiClientError(status, code, message), pathname);
    if (outcome.kind === 'navigate') boot.errorScreen = outcome.state;
  }

  return pageRequest.run(request.fetchApi, async () => {
    let collector = newCollector(queryClient);
    let html = await renderToHtml(boot, collector, request.url);
    for (let pass = 1; pass < MAX_PASSES && !collector.redirect && !boot.errorScreen; pass++) {
      const queries = pendingQueries(queryClient);
      const missing = [...collector.missingReads].filter((p) => !failedReads.has(p));
      if (!queries.length && !missing.length) break;
      await Promise.all([
        ...queries.map((q) => q.fetch().catch(() => undefined)),
        ...missing.map(async (path) => {
          try {
            reads[path] = await api(path);
          } catch {
            failedReads.add(path);
          }
        }),
      ]);
      collector = newCollector(queryClient);
      html = await renderToHtml(boot, collector, request.url);
    }

    // A screen sent a failed read to the error handler: the page is the error screen it would
    // have gone to, with that status (docs/product.md "Errors").
    const [loadError] = collector.loadErrors;
    if (boot.errorScreen && typeof boot.errorScreen.status === 'number') collector.status = boot.errorScreen.status;
    else if (loadError && !collector.redirect) {
      const outcome = describeApiError(loadError, pathname);
      if (outcome.kind === 'navigate') {
        boot.errorScreen = outcome.state;
        collector = newCollector(queryClient);
        html = await renderToHtml(boot, collector, request.url);
        if (typeof outcome.state.status === 'number') collector.status = outcome.state.status;
      }
    }

    boot.queries = dehydrate(queryClient);
    return {
      status: collector.redirect ? 302 : (collector.status ?? 200),
      redirect: collector.redirect,
      html,
      boot,
      title: collector.title,
      preview: collector.preview,
      preloadImages: collector.preloadImages,
      modules: [...collector.modules],
    };
  });
}
