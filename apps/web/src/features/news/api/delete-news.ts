import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { news } from '@parish/shared/plain/routes/news';

/** Deletes a news item (an admin, or the author within a day). */
export function useDeleteNews() {
  return useInvalidatingMutation({
    mutationFn: (id: string) => api<{ message: string }>(news.remove, { body: { _id: id } }),
    invalidates: [allOf(news.remove)],
  });
}
