// /news/{id}: one news item at an address of its own, which is what the parish shares on WhatsApp
// (its link preview has the item's title, text and photo) and what a pushed notification opens.
// Back goes to the list (docs/decisions.md "An address for every item").
import { Link, useParams } from 'react-router';
import { excerpt } from '@parish/shared/plain/excerpt';
import { smallImageUrl } from '@parish/shared/plain/image-paths';
import { Loader } from '../../components/loader.tsx';
import { NotFoundRedirect } from '../../components/redirect.tsx';
import { useT } from '../../i18n/language.tsx';
import { usePagePreview, usePreloadImage } from '../../lib/page-head.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useListBehind } from '../../lib/use-list-behind.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useNewsItem } from './api/get-news-item.ts';
import { NewsCard } from './components/news-card.tsx';
import { newsMessages } from './messages.ts';
import './news.css';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function NewsItemScreen() {
  const id = useParams().id ?? '';
  if (!ID.test(id)) return <NotFoundRedirect />;
  return <NewsItem key={id} id={id} />;
}

function NewsItem({ id }: { id: string }) {
  const t = useT(newsMessages);
  useListBehind('/news');
  const item = useNewsItem(id);
  useLoadError(item.error);
  const news = item.data;
  useDocumentTitle(news?.title ?? t.titles.news);
  usePagePreview(
    news && { title: news.title, description: excerpt(news.news), image: news.image ?? undefined, type: 'article' },
  );
  usePreloadImage(news?.image ? smallImageUrl(news.image) : null);
  return (
    <section className="news-page">
      <p className="back-link">
        <Link to="/news">← {t.news.allNews}</Link>
      </p>
      {news ? <NewsCard item={news} priority /> : item.isPending && <Loader />}
    </section>
  );
}
