import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { contactKeys } from './keys.ts';

export function useDeleteContact() {
  return useInvalidatingMutation({
    mutationFn: (id: string) => api<{ message: string }>('/contacts', { method: 'DELETE', body: { _id: id } }),
    invalidates: [contactKeys.all],
  });
}
