// The API's operations, each written once (docs/architecture.md "Routes"): its method and its path
// (after `/api`, in the server's `:param` form). The server registers every route at the path of its
// operation and refuses one that is not in the table; the web builds every URL with `pathOf` (path.ts) and
// names every query by its operation (`[domain, operation, …]`). Zod-free and tiny: a read-only
// screen loads only the few domains it reads. The schemas of an operation live apart
// (`packages/shared/src/routes.ts`), so the screens that only read never load zod.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Route<P extends string = string, M extends Method = Method, D extends string = string> {
  readonly method: M;
  readonly path: P;
  /** The query key's first element, the server's cache tag: a write of the domain refreshes its reads. */
  readonly domain: D;
  /** The operation's name in its domain, the query key's second element. */
  readonly name: string;
}

type ParamOf<P extends string> = P extends `${string}:${infer N}/${infer R}`
  ? N | ParamOf<`/${R}`>
  : P extends `${string}:${infer N}`
    ? N
    : never;

/** The path parameters an operation's path names: `/houses/:id` takes `{ id }`. */
export type PathParams<P extends string> = Record<ParamOf<P>, string | number>;

/** The query string: a parameter left undefined is not sent. */
export type Query = Record<string, string | number | undefined>;

/** `pathOf(route)` for a path without parameters, `pathOf(route, { id })` for one with. */
export type PathArgs<P extends string> = [ParamOf<P>] extends [never]
  ? [params?: Record<string, never>, query?: Query]
  : [params: PathParams<P>, query?: Query];

/** A domain's operations from `[method, path]` pairs, each told its domain and name. */
export function routes<const D extends string, const T extends Record<string, readonly [Method, string]>>(
  domain: D,
  ops: T,
): { readonly [K in keyof T]: Route<T[K][1], T[K][0], D> } {
  const out: Record<string, Route> = {};
  for (const [name, [method, path]] of Object.entries(ops)) out[name] = { method, path, domain, name };
  return out as never;
}

/** What a call sends to: an operation's method and its URL. */
export interface Endpoint {
  readonly method: Method;
  readonly path: string;
}
