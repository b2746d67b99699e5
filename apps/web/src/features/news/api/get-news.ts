import type { News, NewsPage } from '@parish/shared/news';
import { NEWS_PAGE_SIZE } from '@parish/shared/plain/constants';
import { api } from '../../../lib/api.ts';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';
import { readPaths } from '@parish/shared/plain/page-reads';
import { keyOf } from '../../../lib/query-keys.ts';
import { news } from '@parish/shared/plain/routes/news';

/** The news, newest first, a page at a time. */
export function useNews() {
  return usePagedQuery<News, NewsPage>({
    queryKey: keyOf(news.list),
    fetchPage: (page, signal) => api<NewsPage>(readPaths.news(page), { signal }),
    pageSize: NEWS_PAGE_SIZE,
  });
}
