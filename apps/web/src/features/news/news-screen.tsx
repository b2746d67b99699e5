// docs/product.md "News" (docs/decisions.md "News and web push"):
// the marquee of the latest headlines, the admin contact notice, the
// news cards (newest first, the next page as the list grows), Delete for admins and for the
// author within a day, and the push-notification prompt. No ads here (docs/product.md "News").
import { Link } from 'react-router';
import type { News } from '@parish/shared/news';
import { useDeleteFlow } from '../../components/delete-flow.tsx';
import { Loader } from '../../components/loader.tsx';
import { useT } from '../../i18n/language.tsx';
import { useUserInfo } from '../../lib/auth-store.ts';
import { entersData } from '@parish/shared/plain/roles';
import { usePagePreview } from '../../lib/page-head.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useInfiniteScroll } from '../../lib/use-infinite-scroll.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useDeleteNews } from './api/delete-news.ts';
import { useMyNews } from './api/get-my-news.ts';
import { useNews } from './api/get-news.ts';
import { AdminNotice } from './components/admin-notice.tsx';
import { NewsCard } from './components/news-card.tsx';
import { NewsMarquee } from './components/news-marquee.tsx';
import { PushPrompt } from './components/push-prompt.tsx';
import { newsMessages } from './messages.ts';
import './news.css';

/** Headlines in the marquee. */
const MARQUEE_COUNT = 3;

export function NewsScreen() {
  const t = useT(newsMessages);
  useDocumentTitle(t.titles.news);
  const user = useUserInfo();
  const news = useNews();
  const mine = useMyNews(Boolean(entersData(user) && !user?.isAdmin));
  const remove = useDeleteNews();
  useLoadError(news.error);
  const sentinel = useInfiniteScroll({
    hasMore: news.hasMore,
    loading: news.isFetchingNextPage,
    onLoadMore: () => news.fetchNextPage(),
  });
  const deleteFlow = useDeleteFlow<News>({
    remove: (item) => remove.mutateAsync(item._id),
    question: (item) => t.news.confirmDelete(item.title),
    what: (item, g) => g.news(item.title),
    successText: t.news.deleted,
  });
  // A shared link to the news shows the newest news with a photo (docs/decisions.md "A picture for every shared link").
  const pictured = news.items.find((item) => item.image);
  usePagePreview(pictured?.image ? { image: pictured.image, imageAlt: pictured.title } : null);
  const canDelete = (item: News) => Boolean(user?.isAdmin || mine.data?.has(item._id));

  return (
    <section className="news-page">
      <div className="page-head">
        <h1>{t.news.title}</h1>
        <div className="page-head-actions">
          {entersData(user) && (
            <Link className="button small" to="/add-news">
              {t.news.add}
            </Link>
          )}
          <PushPrompt />
        </div>
      </div>
      <NewsMarquee items={news.items.slice(0, MARQUEE_COUNT)} />
      <AdminNotice />
      {news.isPending ? (
        <Loader />
      ) : (
        <section className="news-list" aria-label={t.news.listLabel}>
          {news.items.length === 0 && <p className="muted">{t.news.empty}</p>}
          {news.items.map((item, i) => (
            <NewsCard
              key={item._id}
              item={item}
              priority={i === 0}
              onDelete={canDelete(item) ? deleteFlow.ask : undefined}
            />
          ))}
          <div ref={sentinel} className="scroll-sentinel" aria-hidden="true" />
          {news.isFetchingNextPage && <Loader inline label={t.news.loadingMore} />}
        </section>
      )}
      {deleteFlow.dialog}
    </section>
  );
}
