// A sponsor's banner inside its reserved slot (docs/decisions.md "Sponsor ads"):
// the small rendition (animated when the
// sponsor's picture is), a tap through to the sponsor, a hide button for this visit, and an
// impression counted once when at least half of it has been seen.
import { useEffect, useRef, useState } from 'react';
import type { BannerAd } from '@parish/shared/ads';
import { IMAGE_WIDTHS, smallImageUrl } from '@parish/shared/plain/image-paths';
import { useT } from '../../i18n/language.tsx';
import { countAd, hiddenBanners, hideBanner, loadAds } from '../../lib/ads.ts';
import { adMessages } from './messages.ts';

export default function AdBanner({ choose, onGone }: { choose: (count: number) => number; onGone: () => void }) {
  const t = useT(adMessages).ads;
  const [ad, setAd] = useState<BannerAd | null>(null);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    void loadAds().then(({ banners }) => {
      if (!live) return;
      const chosen = banners[choose(banners.length)];
      if (!chosen || hiddenBanners().has(chosen._id)) onGone();
      else setAd(chosen);
    });
    return () => {
      live = false;
    };
    // The choice is made once, when the slot first comes near.
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!ad || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        countAd('banner', ad._id, 'impression');
        io.disconnect();
      },
      { threshold: 0.5 },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ad]);

  if (!ad) return null;
  const picture = (
    <img
      src={smallImageUrl(ad.image)}
      srcSet={`${smallImageUrl(ad.image)} ${IMAGE_WIDTHS.small}w, ${ad.image} ${IMAGE_WIDTHS.full}w`}
      sizes="(max-width: 600px) 100vw, 600px"
      alt={t.sponsor(ad.title)}
      width={960}
      height={240}
      loading="lazy"
      decoding="async"
    />
  );
  return (
    <div ref={ref} className="ad-banner" data-banner-id={ad._id} data-banner-title={ad.title}>
      {ad.link ? (
        <a
          href={ad.link}
          target="_blank"
          rel="sponsored noopener noreferrer"
          onClick={() => countAd('banner', ad._id, 'click')}
        >
          {picture}
        </a>
      ) : (
        picture
      )}
      <span className="ad-label">{t.sponsored}</span>
      <button
        type="button"
        className="ad-hide"
        aria-label={t.hide}
        onClick={() => {
          hideBanner(ad._id);
          onGone();
        }}
      >
        ×
      </button>
    </div>
  );
}
