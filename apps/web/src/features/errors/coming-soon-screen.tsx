// The honest placeholder for a section whose screen is still being built (its route exists).
import { Link } from 'react-router';
import { useT } from '../../i18n/language.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function ComingSoonScreen() {
  const t = useT();
  useDocumentTitle(t.titles.comingSoon);
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <img src="/errors/coming-soon.svg" alt="" width={200} height={150} />
      <h1 id="coming-soon-title">{t.comingSoon.title}</h1>
      <p>{t.comingSoon.body}</p>
      <Link to="/" className="button primary">{t.comingSoon.home}</Link>
    </section>
  );
}
