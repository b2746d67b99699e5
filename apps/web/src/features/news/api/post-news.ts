import type { News, NewsInput } from '@parish/shared/news';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { news } from '@parish/shared/plain/routes/news';

/** Posts a news item (logged in). */
export function usePostNews() {
  return useInvalidatingMutation({
    mutationFn: (input: NewsInput) => api<News>(news.create, { body: input }),
    invalidates: [allOf(news.create)],
  });
}
