import { useQuery } from '@tanstack/react-query';
import type { Faq } from '@parish/shared/faq';
import { api } from '../../../lib/api.ts';
import { faqKeys } from './keys.ts';
import { readPaths } from '@parish/shared/plain/page-reads';

/** GET /api/faq: the items in their order. */
export function useFaq() {
  return useQuery({ queryKey: faqKeys.all, queryFn: ({ signal }) => api<Faq[]>(readPaths.faq(), { signal }) });
}
