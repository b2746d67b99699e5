import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { news } from '@parish/shared/plain/routes/news';

/** The news this user posted and may still delete (logged in, not admin). */
export function useMyNews(enabled: boolean) {
  return useQuery({
    queryKey: keyOf(news.mine),
    queryFn: ({ signal }) => api<{ ids: string[] }>(news.mine, { signal }),
    enabled,
    select: (data) => new Set(data.ids),
  });
}
