// One news card (docs/product.md "News"): title, date in Malayalam, the photo over its blurred preImage in
// a reserved 4:3 box (no layout shift), the text, and Delete for whoever may delete it.
import { Link } from 'react-router';
import { ShareLinks } from '../../../components/share-links.tsx';
import type { News } from '@parish/shared/news';
import { IMAGE_WIDTHS } from '@parish/shared/plain/image-paths';
import { BlurImage } from '../../../components/blur-image.tsx';
import { useLanguage, useT } from '../../../i18n/language.tsx';
import { newsMessages } from '../messages.ts';
import { NewsText } from './news-text.tsx';

const dateFormats = {
  ml: new Intl.DateTimeFormat('ml-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }),
  en: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }),
};

export function NewsCard({
  item,
  onDelete,
  priority,
}: {
  item: News;
  onDelete?: (item: News) => void;
  priority?: boolean;
}) {
  const t = useT(newsMessages);
  const { lang } = useLanguage();
  return (
    <article className="news-card" aria-labelledby={`news-${item._id}`}>
      <header className="news-card-head">
        {/* The item's own address: a page of its own, with its link preview (/news/{id}). */}
        <h2 id={`news-${item._id}`}>
          <Link to={`/news/${item._id}`} className="news-title-link">
            {item.title}
          </Link>
        </h2>
        <time dateTime={item.createdAt} className="muted">
          {dateFormats[lang].format(new Date(item.createdAt))}
        </time>
      </header>
      {item.image && (
        <BlurImage
          className="news-photo"
          image={item.image}
          preImage={item.preImage}
          alt={t.news.photoAlt(item.title)}
          width={IMAGE_WIDTHS.small}
          height={Math.round((IMAGE_WIDTHS.small * 3) / 4)}
          priority={priority}
        />
      )}
      <NewsText text={item.news} />
      <ShareLinks title={item.title} path={`/news/${item._id}`} />
      {onDelete && (
        <div className="row-actions">
          <button
            type="button"
            className="button small danger"
            onClick={() => onDelete(item)}
            aria-label={t.news.deleteLabel(item.title)}
          >
            {t.news.delete}
          </button>
        </div>
      )}
    </article>
  );
}
