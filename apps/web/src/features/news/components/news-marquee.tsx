// docs/product.md "News" marquee: the latest headlines scrolling across; it stands still for people who ask
// the system for reduced motion (CSS), and while it has the pointer or focus.
import type { News } from '@parish/shared/news';
import { useT } from '../../../i18n/language.tsx';
import { newsMessages } from '../messages.ts';

export function NewsMarquee({ items }: { items: News[] }) {
  const t = useT(newsMessages);
  if (!items.length) return null;
  const line = items.map((n) => n.title).join('  •  ');
  return (
    <section className="news-marquee" aria-label={t.news.latest}>
      <span className="news-marquee-label">{t.news.latest}</span>
      <div className="news-marquee-track" tabIndex={0}>
        {/* The line twice, so the loop is seamless; the copy is hidden from screen readers. */}
        <p className="news-marquee-text">
          <span>{line}</span>
          <span aria-hidden="true">{line}</span>
        </p>
      </div>
    </section>
  );
}
