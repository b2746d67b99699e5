// buildApp: the whole server as one Fastify instance, without listening (tests use app.inject).
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db, Listen } from './db/client.ts';
import { openStore, type FileStore } from './media/storage.ts';
import changes from './plugins/changes.ts';
import { checkInTable } from './plugins/routes.ts';
import jobs from './plugins/jobs.ts';
import uploadSweep from './media/sweep.ts';
import errors, { declareErrorResponses } from './plugins/errors.ts';
import { closeRefusedBodies, enforceRequestDeadline, limitConnectionsPerIp } from './plugins/connections.ts';
import { loggerOptions, type LogStream } from './plugins/log.ts';
import sessionMarker from './plugins/session-marker.ts';
import auth, {
  isAuthorOrAdminGuard,
  requireAccount,
  requireAdmin,
  requireFamily,
  requireUser,
} from './plugins/auth.ts';
import security from './plugins/security.ts';
import internalRequests from './plugins/internal-requests.ts';
import pages from './pages/plugin.ts';
import rateLimit from './plugins/rate-limit.ts';
import responseCache from './plugins/response-cache.ts';
import write from './plugins/write.ts';
import staticWeb from './plugins/static-web.ts';
import healthRoutes from './features/health/routes.ts';
import authRoutes from './features/auth/routes.ts';
import houseRoutes from './features/houses/routes.ts';
import searchRoutes from './features/search/routes.ts';
import contactRoutes from './features/contacts/routes.ts';
import boardRoutes from './features/board/routes.ts';
import settingsRoutes from './features/settings/routes.ts';
import galleryRoutes from './features/gallery/routes.ts';
import catechismRoutes from './features/catechism/routes.ts';
import sandeshamRoutes from './features/sandesham/routes.ts';
import newsRoutes from './features/news/routes.ts';
import newsPush from './features/news/push-plugin.ts';
import changeRequests from './plugins/change-requests.ts';
import requestRoutes from './features/requests/routes.ts';
import adRoutes from './features/ads/routes.ts';
import mediaRoutes from './media/routes.ts';
import officeRoutes from './features/office/routes.ts';
import nightlyBackup from './backup/nightly.ts';
import faqRoutes from './features/faq/routes.ts';
import historyRoutes from './features/history/routes.ts';
import addressRoutes from './features/address/routes.ts';
import departedRoutes from './features/departed/routes.ts';
import privacyRoutes from './features/privacy/routes.ts';
import invitationRoutes from './features/invitations/routes.ts';
import familyRoutes from './features/family/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbEngine: 'pglite' | 'postgres';
    /** Where uploads and backups are: this disk, or the object store (media/storage.ts). */
    store: FileStore;
    /**
     * Every /api route with the guard it declares; a test walks them all per role. 'own': a
     * logged-in user changes only what they created within OWN_WRITE_HOURS, an admin anything.
     */
    apiRoutes: { method: string; url: string; guard: RouteGuard }[];
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  dbEngine: 'pglite' | 'postgres';
  /** Log lines go here instead of stdout (tests read what was logged). */
  logStream?: LogStream;
  /** PostgreSQL's LISTEN, the channel of changes between processes without Redis (Database.listen). */
  listen?: Listen;
  /** The store of uploads; by default the one the settings name (closed with the app). */
  store?: FileStore;
}

const stringifyOnly = () => (data: unknown) => JSON.stringify(data);

/**
 * Who a route lets in (docs/product.md "Permissions by role"): anyone, any signed-in account, a
 * family account (its own house), a user who enters data, a user for what they made lately, an admin.
 */
export type RouteGuard = 'public' | 'account' | 'family' | 'user' | 'own' | 'admin';

function guardOf(route: RouteOptions): RouteGuard {
  const handlers = [route.preHandler, route.onRequest].flat().filter(Boolean);
  if (handlers.includes(requireAdmin)) return 'admin';
  if (handlers.some(isAuthorOrAdminGuard)) return 'own';
  if (handlers.includes(requireUser)) return 'user';
  if (handlers.includes(requireFamily)) return 'family';
  if (handlers.includes(requireAccount)) return 'account';
  return 'public';
}

const isGuard = (h: unknown) => h === requireUser || h === requireAdmin || h === requireFamily || h === requireAccount;

/**
 * A guard declared as `preHandler` runs at onRequest instead: before the body is read or
 * validated, so a visitor is refused (401/403) without the server parsing a 15 MB upload, and
 * the refusal does not depend on what the body holds.
 */
function runGuardOnRequest(route: RouteOptions): void {
  const preHandlers = [route.preHandler].flat().filter(Boolean);
  const guards = preHandlers.filter(isGuard);
  if (!guards.length) return;
  const rest = preHandlers.filter((h) => !isGuard(h));
  route.preHandler = (rest.length ? rest : undefined) as RouteOptions['preHandler'];
  route.onRequest = [...[route.onRequest].flat().filter(Boolean), ...guards] as RouteOptions['onRequest'];
}

export async function buildApp({ config, db, dbEngine, logStream, listen, store }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config.LOG_LEVEL, logStream),
    bodyLimit: config.BODY_LIMIT,
    // X-Forwarded-For/-Proto only from the configured proxies; otherwise anyone could pick the IP
    // the rate limits and the login lockout count (docs/decisions.md "Who the client is, and the
    // login lockout").
    trustProxy: config.TRUST_PROXY.length ? config.TRUST_PROXY : false,
    // Loading the page renderer took more than Fastify's 10 s on a busy 2-core machine; a start
    // that fails for it helps nobody (docs/decisions.md "Starting again costs only what changed").
    pluginTimeout: 60_000,
    // Sockets that send headers and then a body slowly, or nothing, are closed (docs/decisions.md
    // "Uploads get an hour; every other request keeps its two minutes"): after
    // UPLOAD_TIMEOUT_MS here, after REQUEST_TIMEOUT_MS for a request without a file
    // (enforceRequestDeadline below).
    requestTimeout: Math.max(config.UPLOAD_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      // Node looks for expired requests every 30 s by default: short timeouts need a closer look.
      connectionsCheckingInterval: Math.max(
        50,
        Math.min(5_000, Math.floor(Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS) / 2)),
      ),
    },
    // Unknown fields are refused by z.strictObject; ajv is not used.
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Responses are checked against their zod schema in development and tests (a presenter that
  // drifts from the contract fails there); production only stringifies: parsing a 180-family page
  // with zod costs as much as the query that made it.
  app.setSerializerCompiler(config.NODE_ENV === 'production' ? stringifyOnly : serializerCompiler);

  limitConnectionsPerIp(app.server, config);
  enforceRequestDeadline(app, config.REQUEST_TIMEOUT_MS);
  closeRefusedBodies(app);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('dbEngine', dbEngine);
  const ownStore = !store;
  app.decorate('store', store ?? openStore(config));
  if (ownStore) app.addHook('onClose', async () => app.store.close());
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const guard = guardOf(route);
    runGuardOnRequest(route);
    declareErrorResponses(route, guard);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      // A test's own fixture routes (/api/test-…) stand outside the table; the app's never do.
      if (!(process.env.VITEST && /^\/api\/test[-/]/.test(route.url))) checkInTable(method, route.url);
      app.apiRoutes.push({ method, url: route.url, guard });
    }
  });

  await app.register(errors);
  await app.register(security);
  await app.register(internalRequests);
  await app.register(rateLimit);
  await app.register(changes, { listen });
  await app.register(auth);
  await app.register(responseCache);
  // After the response cache: its onSend sets Cache-Control, which this marks private.
  await app.register(sessionMarker);
  await app.register(write);
  await app.register(jobs);
  await app.register(changeRequests);
  await app.register(newsPush);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Parish site API',
        version: '1.0.0',
        description: 'docs/product.md "API", with the wire names of docs/product.md "Records".',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(houseRoutes, { prefix: '/api/houses' });
  await app.register(searchRoutes, { prefix: '/api/houses' });
  await app.register(contactRoutes, { prefix: '/api/contacts' });
  await app.register(boardRoutes, { prefix: '/api/board' });
  await app.register(addressRoutes, { prefix: '/api/board' });
  await app.register(settingsRoutes, { prefix: '/api/settings' });
  await app.register(galleryRoutes, { prefix: '/api/events' });
  await app.register(catechismRoutes, { prefix: '/api/students' });
  await app.register(sandeshamRoutes, { prefix: '/api/sandesham' });
  await app.register(newsRoutes, { prefix: '/api/news' });
  await app.register(mediaRoutes, { prefix: '/api/media' });
  await app.register(officeRoutes, { prefix: '/api' });
  await app.register(faqRoutes, { prefix: '/api/faq' });
  await app.register(historyRoutes, { prefix: '/api/faq' });
  await app.register(departedRoutes, { prefix: '/api/departed' });
  await app.register(adRoutes, { prefix: '/api/ads' });
  await app.register(privacyRoutes, { prefix: '/api' });
  await app.register(invitationRoutes, { prefix: '/api' });
  await app.register(familyRoutes, { prefix: '/api/family' });
  await app.register(requestRoutes, { prefix: '/api' });

  await app.register(uploadSweep);
  await app.register(nightlyBackup);
  await app.register(pages);
  await app.register(staticWeb);
  return app;
}
