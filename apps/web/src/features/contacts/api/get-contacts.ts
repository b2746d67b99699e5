import { useQuery } from '@tanstack/react-query';
import type { Contact } from '@parish/shared/contacts';
import { api } from '../../../lib/api.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { contacts } from '@parish/shared/plain/routes/contacts';

/** docs/product.md "Phone book": the public local centres, types 1 to 6. */
export function useCentres() {
  return useQuery({
    queryKey: keyOf(contacts.centres),
    queryFn: ({ signal }) => api<Contact[]>(contacts.centres, { signal }),
  });
}

/** The people the office keeps in the phone book. */
export function usePersonContacts() {
  return useQuery({
    queryKey: keyOf(contacts.people),
    queryFn: ({ signal }) => api<Contact[]>(contacts.people, { signal }),
  });
}
