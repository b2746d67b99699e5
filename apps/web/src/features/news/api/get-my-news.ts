import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { newsKeys } from './keys.ts';

/** GET /api/news/mine: the news this user posted and may still delete (logged in, not admin). */
export function useMyNews(enabled: boolean) {
  return useQuery({
    queryKey: newsKeys.mine(),
    queryFn: ({ signal }) => api<{ ids: string[] }>('/news/mine', { signal }),
    enabled,
    select: (data) => new Set(data.ids),
  });
}
