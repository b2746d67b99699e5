import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { contactsKey } from './get-contacts.ts';

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ message: string }>('/contacts', { method: 'DELETE', body: { _id: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKey }),
  });
}
