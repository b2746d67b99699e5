import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { eventKeys } from './keys.ts';

/** docs/product.md "Gallery API": DELETE events with the id in the body. */
export function useDeleteEvent() {
  return useInvalidatingMutation({
    mutationFn: (id: string) => api<{ message: string }>('/events', { method: 'DELETE', body: { _id: id } }),
    invalidates: [eventKeys.pages()],
    removes: (id) => [eventKeys.detail(id)],
  });
}
