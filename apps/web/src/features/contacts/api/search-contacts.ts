import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Contact } from '@parish/shared/contacts';
import { isSearchableText } from '@parish/shared/search-text';
import { api } from '../../../lib/api.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { at } from '@parish/shared/plain/routes/path';
import { contacts } from '@parish/shared/plain/routes/contacts';

/** Search by name or house, Malayalam or English letters (docs/product.md "Phone book"). */
export function useSearchContacts(text: string) {
  return useQuery({
    queryKey: keyOf(contacts.search, { text }),
    queryFn: ({ signal }) => api<Contact[]>(at(contacts.search, { text }), { signal }),
    enabled: isSearchableText(text),
    placeholderData: keepPreviousData,
  });
}
