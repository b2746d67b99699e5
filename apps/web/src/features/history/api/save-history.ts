import type { History, HistoryInput } from '@parish/shared/history';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { history } from '@parish/shared/plain/routes/history';

/** Saves the history (admin): the paragraphs in order. */
export function useSaveHistory() {
  return useInvalidatingMutation({
    mutationFn: (input: HistoryInput) => api<History>(history.update, { body: input }),
    invalidates: [allOf(history.update)],
  });
}
