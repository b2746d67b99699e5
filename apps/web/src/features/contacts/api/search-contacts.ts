import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Contact } from '@parish/shared/contacts';
import { isSearchableText } from '@parish/shared/search-text';
import { api } from '../../../lib/api.ts';
import { contactKeys } from './keys.ts';

/** Search by name or house, Malayalam or English letters (docs/product.md "Phone book"). */
export function useSearchContacts(text: string) {
  return useQuery({
    queryKey: contactKeys.search(text),
    queryFn: ({ signal }) => api<Contact[]>(`/contacts/member-contacts/${encodeURIComponent(text)}`, { signal }),
    enabled: isSearchableText(text),
    placeholderData: keepPreviousData,
  });
}
