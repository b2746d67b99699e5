import type { News, NewsInput } from '@parish/shared/news';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { newsKeys } from './keys.ts';

/** POST /api/news (logged in). */
export function usePostNews() {
  return useInvalidatingMutation({
    mutationFn: (input: NewsInput) => api<News>('/news', { method: 'POST', body: input }),
    invalidates: [newsKeys.all],
  });
}
