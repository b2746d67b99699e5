import type { Departed, DepartedPage } from '@parish/shared/departed';
import { DEPARTED_PAGE_SIZE } from '@parish/shared/plain/constants';
import { api } from '../../../lib/api.ts';
import { departedKeys } from '../../../lib/query-keys.ts';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';
import { readPaths } from '@parish/shared/plain/page-reads';

/** GET /api/departed/view?v={page}: docs/product.md "Records" answers [profiles, total]; the kit reads { items, total }. */
export async function getDepartedPage(page: number, signal?: AbortSignal) {
  const [items, total] = await api<DepartedPage>(readPaths.departed(page), { signal });
  return { items, total };
}

/** docs/product.md "Departed" and "Business constants": pages of 12; the next while ceil(total / 12) is greater than the pages loaded. */
export function useDepartedPages() {
  return usePagedQuery<Departed>({
    queryKey: departedKeys.pages(),
    fetchPage: (page, signal) => getDepartedPage(page, signal),
    pageSize: DEPARTED_PAGE_SIZE,
  });
}
