import { useQuery } from '@tanstack/react-query';
import type { Contact } from '@parish/shared/schemas';
import { api } from '../../../lib/api.ts';

/** Every phone-book query starts with 'contacts', so a contact write refreshes them all. */
export const contactsKey = ['contacts'] as const;
export const centresKey = ['contacts', 'centres'] as const;
export const personContactsKey = ['contacts', 'people'] as const;

/** Spec §2: the public local centres, types 1 to 6. */
export function useCentres() {
  return useQuery({ queryKey: centresKey, queryFn: ({ signal }) => api<Contact[]>('/contacts', { signal }) });
}

/** The people the office keeps in the phone book. */
export function usePersonContacts() {
  return useQuery({ queryKey: personContactsKey, queryFn: ({ signal }) => api<Contact[]>('/contacts/members', { signal }) });
}
