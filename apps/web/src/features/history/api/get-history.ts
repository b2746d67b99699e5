import { useQuery } from '@tanstack/react-query';
import type { History } from '@parish/shared/history';
import { api } from '../../../lib/api.ts';
import { historyKeys } from './keys.ts';
import { readPaths } from '@parish/shared/plain/page-reads';

/** GET /api/faq/history: docs/product.md "Records", an array whose first item is the text. */
export function useHistory() {
  return useQuery({
    queryKey: historyKeys.all,
    queryFn: ({ signal }) => api<History>(readPaths.history(), { signal }),
  });
}
