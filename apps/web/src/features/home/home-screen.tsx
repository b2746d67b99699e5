// docs/product.md "Home": landing buttons (news, the wards overlay, board, catechism, sandesham), cards to
// the parish's sections, the gallery card's carousel (loaded after 100 px of scroll), footer links.
// Above them the church's photo and its Mass and office times, from the settings the page carries
// (docs/decisions.md "The home page a parish shows"): drawn in the first paint, in boxes of fixed
// shape, so nothing moves.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SCROLL_TRIGGER_PX } from '@parish/shared/plain/constants';
import { smallImageUrl } from '@parish/shared/plain/image-paths';
import { BlurImage } from '../../components/blur-image.tsx';
import { Loader } from '../../components/loader.tsx';
import { ServiceTimes } from '../../components/service-times.tsx';
import { usePageSettings } from '../../lib/page-settings.ts';
import { usePreloadImage } from '../../lib/page-head.ts';
import { useT } from '../../i18n/language.tsx';
import { AdSlot } from '../../components/ad-slot.tsx';
import { WardsOverlay } from './wards-overlay.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const GalleryPreview = lazy(() => import('./gallery-preview.tsx'));

const WIDE_SCREEN = '(min-width: 720px)';
const NARROW_SCREEN = '(max-width: 719.98px)';

/** True once the page has scrolled SCROLL_TRIGGER_PX (docs/product.md "Business constants"), and from then on. */
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
  const settings = usePageSettings();
  // The church photo is the home page's largest paint: named in the page's head.
  usePreloadImage(settings?.churchImage ? smallImageUrl(settings.churchImage) : null, NARROW_SCREEN);
  usePreloadImage(settings?.churchImage ?? null, WIDE_SCREEN);
  const times = settings && settings.massTimes.length + settings.officeHours.length > 0;

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
      <section className={times ? 'home-hero' : 'home-hero no-times'} aria-labelledby="home-title">
        <h1 id="home-title">{t.home.welcome}</h1>
        {/* Phones get the 480 px rendition (the first paint on 4G), wide screens the full one; with no
            photo the CSS draws a church. */}
        <BlurImage
          as="figure"
          className="church-photo"
          image={settings?.churchImage}
          preImage={settings?.churchPreImage}
          alt=""
          wideMedia={WIDE_SCREEN}
          width={16}
          height={9}
          priority="high"
        >
          {settings && <figcaption>{settings.churchName}</figcaption>}
        </BlurImage>
        {times && <ServiceTimes massTimes={settings.massTimes} officeHours={settings.officeHours} />}
        <div className="landing-buttons">
          <Link to="/news" className="landing-button">
            {h.news}
          </Link>
          <button type="button" className="landing-button" onClick={() => setWardsOpen(true)} aria-haspopup="dialog">
            {h.wards}
          </button>
          <Link to="/board" className="landing-button">
            {h.board}
          </Link>
          <Link to="/catehism" className="landing-button">
            {h.catechism}
          </Link>
          <Link to="/sandeshangal" className="landing-button">
            {h.sandesham}
          </Link>
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
            <Link to="/gallery" className="home-card-title">
              {h.gallery}
            </Link>
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

      {/* A sponsor's banner for visitors, below what people come for; a new one each visit. */}
      <AdSlot name="home-banner" choose={(count) => Math.floor(Math.random() * count)} />

      <footer className="home-footer">
        <span>
          {t.app.name} · {h.footer}
        </span>
        <nav aria-label={h.footer}>
          <Link to="/privacy">{t.drawer.privacy}</Link>
          <Link to="/address">{t.drawer.address}</Link>
        </nav>
      </footer>

      <WardsOverlay open={wardsOpen} onClose={() => setWardsOpen(false)} />
    </div>
  );
}
