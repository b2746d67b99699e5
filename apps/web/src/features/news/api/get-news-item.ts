import { useQuery } from '@tanstack/react-query';
import type { News } from '@parish/shared/news';
import { readPaths } from '@parish/shared/plain/page-reads';
import { api } from '../../../lib/api.ts';
import { newsKeys } from './keys.ts';

/** GET /api/news/{id}: one news item, for its own address. */
export function useNewsItem(id: string) {
  return useQuery({
    queryKey: newsKeys.item(id),
    queryFn: ({ signal }) => api<News>(readPaths.newsItem(id), { signal }),
  });
}
