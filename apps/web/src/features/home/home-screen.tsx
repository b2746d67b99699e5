// Spec §2 Home: landing buttons (news, the wards overlay, board, catechism, sandesham), cards to
// the parish's sections, the gallery card's carousel (loaded after 100 px of scroll), footer links.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SCROLL_TRIGGER_PX } from '@parish/shared/constants';
import { Loader } from '../../components/loader.tsx';
import { useT } from '../../i18n/language.tsx';
import { AdSlot } from '../../components/ad-slot.tsx';
import { WardsOverlay } from './wards-overlay.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const GalleryPreview = lazy(() => import('./gallery-preview.tsx'));

/** True once the page has scrolled SCROLL_TRIGGER_PX (spec §9), and from then on. */
function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (past) return;
    const check = () => {
      if (window.scrollY >= px) setPast(true);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [past, px]);
  return past;
}

export function HomeScreen() {
  const t = useT();
  useDocumentTitle(t.titles.home);
  const h = t.homeShell;
  const [wardsOpen, setWardsOpen] = useState(false);
  const showGallery = useScrolledPast(SCROLL_TRIGGER_PX);

  const cards: { to: string; title: string; text: string }[] = [
    { to: '/faq', title: h.faq, text: h.faqText },
    { to: '/history', title: h.history, text: h.historyText },
    { to: '/departed', title: h.departed, text: h.departedText },
    { to: '/samarpithar', title: h.samarpithar, text: h.samarpitharText },
    { to: '/convent', title: h.convent, text: h.conventText },
    { to: '/ex-vicars', title: h.exVicars, text: h.exVicarsText },
  ];

  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">{t.home.welcome}</h1>
        <div className="landing-buttons">
          <Link to="/news" className="landing-button">{h.news}</Link>
          <button type="button" className="landing-button" onClick={() => setWardsOpen(true)} aria-haspopup="dialog">{h.wards}</button>
          <Link to="/board" className="landing-button">{h.board}</Link>
          <Link to="/catehism" className="landing-button">{h.catechism}</Link>
          <Link to="/sandeshangal" className="landing-button">{h.sandesham}</Link>
        </div>
      </section>

      <section aria-labelledby="home-explore">
        <h2 id="home-explore">{h.explore}</h2>
        <ul className="home-cards">
          {cards.map((c) => (
            <li key={c.to}>
              <Link to={c.to} className="home-card">
                <span className="home-card-title">{c.title}</span>
                <span className="home-card-text">{c.text}</span>
              </Link>
            </li>
          ))}
          <li className="home-card home-card-gallery">
            <Link to="/gallery" className="home-card-title">{h.gallery}</Link>
            <span className="home-card-text">{h.galleryText}</span>
            <div className="gallery-slot">
              {showGallery && (
                <Suspense fallback={<Loader inline label={h.galleryLoading} />}>
                  <GalleryPreview />
                </Suspense>
              )}
            </div>
          </li>
        </ul>
      </section>

      {/* A sponsor's banner for visitors (issue 16), below what people come for; a new one each visit. */}
      <AdSlot name="home-banner" choose={(count) => Math.floor(Math.random() * count)} />

      <footer className="home-footer">
        <span>{t.app.name} · {h.footer}</span>
        <nav aria-label={h.footer}>
          <Link to="/privacy">{t.drawer.privacy}</Link>
          <Link to="/address">{t.drawer.address}</Link>
        </nav>
      </footer>

      <WardsOverlay open={wardsOpen} onClose={() => setWardsOpen(false)} />
    </div>
  );
}
