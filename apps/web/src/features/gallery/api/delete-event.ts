import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { events } from '@parish/shared/plain/routes/events';

/** docs/product.md "Gallery API": DELETE events with the id in the body. */
export function useDeleteEvent() {
  return useInvalidatingMutation({
    mutationFn: (id: string) => api<{ message: string }>(events.remove, { body: { _id: id } }),
    invalidates: [keyOf(events.list)],
    removes: (id) => [keyOf(events.detail, { id })],
  });
}
