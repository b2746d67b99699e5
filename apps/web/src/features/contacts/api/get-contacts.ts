import { useQuery } from '@tanstack/react-query';
import type { Contact } from '@parish/shared/contacts';
import { api } from '../../../lib/api.ts';
import { contactKeys } from './keys.ts';

/** docs/product.md "Phone book": the public local centres, types 1 to 6. */
export function useCentres() {
  return useQuery({
    queryKey: contactKeys.centres(),
    queryFn: ({ signal }) => api<Contact[]>('/contacts', { signal }),
  });
}

/** The people the office keeps in the phone book. */
export function usePersonContacts() {
  return useQuery({
    queryKey: contactKeys.people(),
    queryFn: ({ signal }) => api<Contact[]>('/contacts/members', { signal }),
  });
}
