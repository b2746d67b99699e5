import type { History, HistoryInput } from '@parish/shared/history';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { historyKeys } from './keys.ts';

/** PUT /api/faq/history (admin): the paragraphs in order. */
export function useSaveHistory() {
  return useInvalidatingMutation({
    mutationFn: (input: HistoryInput) => api<History>('/faq/history', { method: 'PUT', body: input }),
    invalidates: [historyKeys.all],
  });
}
