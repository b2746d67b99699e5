// The web's half of the server write kit (docs/decisions.md "Server write kit"): a domain's POST
// (no id) or PUT (the id in the body) as one save, and its DELETE by id, each refreshing every read
// of the domain (docs/decisions.md "One refresh rule").
import type { Route } from '@parish/shared/plain/routes/route';
import { api } from './api.ts';
import { allOf } from './query-keys.ts';
import { useInvalidatingMutation } from './use-invalidating-mutation.ts';

/** Adds a record, or changes one when an id is given. */
export const useSaveRecord = <Row, Input extends object>(routes: { create: Route; update: Route }) =>
  useInvalidatingMutation({
    mutationFn: ({ id, input }: { id?: string; input: Input }) =>
      api<Row>(id ? routes.update : routes.create, { body: id ? { ...input, _id: id } : input }),
    invalidates: [allOf(routes.create)],
  });

/** Deletes a record by its id (in the body). */
export const useDeleteRecord = (remove: Route) =>
  useInvalidatingMutation({
    mutationFn: (id: string) => api<{ message: string }>(remove, { body: { _id: id } }),
    invalidates: [allOf(remove)],
  });
