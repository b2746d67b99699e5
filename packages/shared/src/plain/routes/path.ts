// URLs of the table's operations (docs/architecture.md "Routes"), apart from the table itself so the
// first load, which calls only routes without parameters, does not carry them.
import type { Endpoint, PathArgs, Route } from './route.ts';

// A path segment may carry & = : @ $ , ; + as they are (RFC 3986 pchar): the week's range stays
// `11-23&11-29`, as the page preloads it.
const segment = (v: string | number) =>
  encodeURIComponent(v).replace(/%(26|3D|3A|40|24|2C|3B|2B)/g, (c) => decodeURIComponent(c));

/** The URL (after `/api`) of an operation: its parameters put in, then the query's defined values. */
export function pathOf<P extends string>(route: Route<P>, ...[params, query]: PathArgs<P>): string {
  const path = route.path.replace(/:(\w+)/g, (_, k: string) => segment((params as Record<string, string>)[k]));
  const q = Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(v as string)}`)
    .join('&');
  return q ? `${path}?${q}` : path;
}

/** The endpoint of one call of `route`: `api(at(board.title, { title: 4 }, { ward: 5 }))`. */
export const at = <P extends string>(route: Route<P>, ...args: PathArgs<P>): Endpoint => ({
  method: route.method,
  path: pathOf(route, ...args),
});
