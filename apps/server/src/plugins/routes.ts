// Routes registered from the route table (docs/architecture.md "Routes"): a feature declares each
// route as `on(app, departed.page)({ schema, … }, handler)`, so its method and path are the table's,
// written once for the server, the web and the OpenAPI document. `checkInTable` refuses at start
// any /api route that is not in the table.
import type {
  FastifyBaseLogger,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ContextConfigDefault } from 'fastify/types/utils.js';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Route } from '@parish/shared/plain/routes/route';
import { allRoutes } from '@parish/shared/plain/routes/all';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Req = RawRequestDefaultExpression<RawServerDefault>;
type Rep = RawReplyDefaultExpression<RawServerDefault>;

/** Fastify's `app.get(path, opts, handler)` with the path and method already the table's. */
export type Declare = <
  RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
  ContextConfig = ContextConfigDefault,
  const SchemaCompiler extends FastifySchema = FastifySchema,
>(
  opts: RouteShorthandOptions<
    RawServerDefault,
    Req,
    Rep,
    RouteGeneric,
    ContextConfig,
    SchemaCompiler,
    ZodTypeProvider,
    FastifyBaseLogger
  >,
  handler: RouteHandlerMethod<
    RawServerDefault,
    Req,
    Rep,
    RouteGeneric,
    ContextConfig,
    SchemaCompiler,
    ZodTypeProvider,
    FastifyBaseLogger
  >,
) => ZodApp;

/** The route's path inside the plugin it is declared in (registered under a prefix in app.ts). */
export function pathIn(prefix: string, route: Route): string {
  const full = `/api${route.path}`;
  if (full !== prefix && !full.startsWith(`${prefix}/`))
    throw new Error(`${route.method} ${full} is not under ${prefix}`);
  return full.slice(prefix.length) || '/';
}

/** Declares `route` in `app`: `on(app, departed.page)({ schema }, handler)`. */
export function on(app: ZodApp, route: Route): Declare {
  const url = pathIn(app.prefix, route);
  return ((opts: object, handler: RouteHandlerMethod) =>
    app.route({ ...opts, method: route.method, url, handler } as never)) as Declare;
}

const inTable = new Set(allRoutes.map((r) => `${r.method} /api${r.path}`));

/** Refuses a route of the API that the table does not name (one place for every path). */
export function checkInTable(method: string, url: string): void {
  const key = `${method} ${url.replace(/(.)\/$/, '$1')}`;
  if (!inTable.has(key)) throw new Error(`${key} is not in the route table (packages/shared/src/plain/routes)`);
}
