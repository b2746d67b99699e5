import { useQuery } from '@tanstack/react-query';
import type { History } from '@parish/shared/faq';
import { api } from '../../../lib/api.ts';
import { historyKeys } from './keys.ts';

/** GET /api/faq/history: spec §3, an array whose first item is the text. */
export function useHistory() {
  return useQuery({ queryKey: historyKeys.all, queryFn: ({ signal }) => api<History>('/faq/history', { signal }) });
}
