import { useQuery } from '@tanstack/react-query';
import type { Faq } from '@parish/shared/faq';
import { api } from '../../../lib/api.ts';
import { readPaths } from '@parish/shared/plain/page-reads';
import { keyOf } from '../../../lib/query-keys.ts';
import { faq } from '@parish/shared/plain/routes/faq';

/** GET /api/faq: the items in their order. */
export function useFaq() {
  return useQuery({ queryKey: keyOf(faq.list), queryFn: ({ signal }) => api<Faq[]>(readPaths.faq(), { signal }) });
}
