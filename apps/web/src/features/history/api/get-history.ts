import { useQuery } from '@tanstack/react-query';
import type { History } from '@parish/shared/history';
import { api } from '../../../lib/api.ts';
import { readPaths } from '@parish/shared/plain/page-reads';
import { keyOf } from '../../../lib/query-keys.ts';
import { history } from '@parish/shared/plain/routes/history';

/** GET /api/faq/history: docs/product.md "Records", an array whose first item is the text. */
export function useHistory() {
  return useQuery({
    queryKey: keyOf(history.get),
    queryFn: ({ signal }) => api<History>(readPaths.history(), { signal }),
  });
}
