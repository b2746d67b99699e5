import { api } from '../../../lib/api.ts';
import { departedKeys } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

export function useDeleteDeparted() {
  return useInvalidatingMutation({
    mutationFn: (id: string) => api<{ message: string }>('/departed', { method: 'DELETE', body: { _id: id } }),
    invalidates: [departedKeys.all],
  });
}
