import { useInfiniteQuery } from '@tanstack/react-query';
import type { ContactPage } from '@parish/shared/contacts';
import { MEMBER_CONTACTS_PAGE_SIZE } from '@parish/shared/contacts';
import { api } from '../../../lib/api.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { at } from '@parish/shared/plain/routes/path';
import { contacts } from '@parish/shared/plain/routes/contacts';

/** docs/product.md "Phone book" "all member contacts", a page at a time. */
export function useMemberContacts() {
  return useInfiniteQuery({
    queryKey: keyOf(contacts.members),
    queryFn: ({ pageParam, signal }) => api<ContactPage>(at(contacts.members, {}, { page: pageParam }), { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * MEMBER_CONTACTS_PAGE_SIZE < last.total ? all.length + 1 : undefined),
  });
}
