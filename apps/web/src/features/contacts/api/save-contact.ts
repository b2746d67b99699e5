import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact } from '@parish/shared/schemas';
import type { ContactInput } from '@parish/shared/contacts';
import { api } from '../../../lib/api.ts';
import { contactsKey } from './get-contacts.ts';

/** Adds a contact, or changes one when an id is given (admin). */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ContactInput }) =>
      api<Contact>('/contacts', { method: id ? 'PUT' : 'POST', body: id ? { ...input, _id: id } : input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsKey }),
  });
}
