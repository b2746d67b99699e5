import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { contacts } from '@parish/shared/plain/routes/contacts';

export function useDeleteContact() {
  return useInvalidatingMutation({
    mutationFn: (id: string) => api<{ message: string }>(contacts.remove, { body: { _id: id } }),
    invalidates: [allOf(contacts.remove)],
  });
}
