import { useQuery } from '@tanstack/react-query';
import type { News } from '@parish/shared/news';
import { readPaths } from '@parish/shared/plain/page-reads';
import { api } from '../../../lib/api.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { news } from '@parish/shared/plain/routes/news';

/** One news item, for its own address. */
export function useNewsItem(id: string) {
  return useQuery({
    queryKey: keyOf(news.item, { id }),
    queryFn: ({ signal }) => api<News>(readPaths.newsItem(id), { signal }),
  });
}
