// The gallery card's carousel: the five newest events with their first image (loaded lazily,
// once the page has scrolled 100 px — see home-screen.tsx).
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { IMAGE_WIDTHS } from '@parish/shared/plain/image-paths';
import type { GalleryEvent } from '@parish/shared/gallery';
import { BlurImage } from '../../components/blur-image.tsx';
import { Loader } from '../../components/loader.tsx';
import { LoadErrorBanner } from '../../components/load-error-banner.tsx';
import { useT } from '../../i18n/language.tsx';
import { getLatestEvents } from './api/get-latest-events.ts';

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; events: GalleryEvent[] };

export default function GalleryPreview() {
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const strip = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const abort = new AbortController();
    getLatestEvents(abort.signal)
      .then((events) => setState({ kind: 'ready', events: events.filter((e) => e.images[0]?.image) }))
      .catch(() => {
        if (!abort.signal.aborted) setState({ kind: 'error' });
      });
    return () => abort.abort();
  }, [attempt]);

  if (state.kind === 'loading') return <Loader inline label={t.homeShell.galleryLoading} />;
  if (state.kind === 'error') {
    return (
      <LoadErrorBanner
        onRefresh={() => {
          setState({ kind: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  if (state.events.length === 0) return <p className="muted">{t.homeShell.galleryEmpty}</p>;

  const scrollBy = (direction: 1 | -1) => {
    const el = strip.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth, behavior: 'smooth' });
  };
  return (
    <div className="carousel" data-testid="gallery-preview">
      <ul className="carousel-strip" ref={strip}>
        {state.events.map((e) => {
          const first = e.images[0];
          return (
            <li key={e._id} className="carousel-item">
              <Link to={`/gallery/${e._id}`}>
                <BlurImage
                  as="img"
                  image={first.image}
                  preImage={first.preImage}
                  alt=""
                  width={IMAGE_WIDTHS.small}
                  height={320}
                />
                <span className="carousel-caption">{e.event}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="carousel-controls">
        <button type="button" className="icon-button" onClick={() => scrollBy(-1)} aria-label={t.homeShell.previous}>
          ‹
        </button>
        <button type="button" className="icon-button" onClick={() => scrollBy(1)} aria-label={t.homeShell.next}>
          ›
        </button>
      </div>
    </div>
  );
}
