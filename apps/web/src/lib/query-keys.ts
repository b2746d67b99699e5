// Query keys, derived from the route table (docs/architecture.md "Query keys"): a read's key is its
// operation's domain, its name, then what its answer depends on (the path's parameters and query,
// the reader's role when the answer differs). The domain is the server's cache tag, so a write
// invalidates `allOf(<its route>)` and every open screen reading that domain refetches
// (docs/decisions.md "Query keys name the server domain first").
import type { Route } from '@parish/shared/plain/routes/route';

/** The key of one read of `route`. */
export const keyOf = <const A extends unknown[]>(route: Route, ...args: A) =>
  [route.domain, route.name, ...args] as const;

/** Every key of `route`'s domain: what a write of that domain makes stale. */
export const allOf = (route: Route) => [route.domain] as const;
