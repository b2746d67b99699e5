// A banner's place on a public screen (docs/decisions.md "Sponsor ads").
// This part is in the screen's chunk and stays tiny:
// for a logged-in user or on an ad-free screen it renders nothing and loads no ad code; for a
// visitor it reserves the banner's space (no layout shift) and loads the banner only when the slot
// comes near the screen.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { seesAds } from '@parish/shared/plain/ad-rules';
import { useUserInfo } from '../lib/auth-store.ts';

const AdBanner = lazy(() => import('./ads/ad-banner.tsx'));

export interface AdSlotProps {
  /** Which of the active banners (given how many there are) this slot shows. */
  choose: (count: number) => number;
  /** Names the slot in tests ('ward-banner-1'). */
  name: string;
}

export function AdSlot(props: AdSlotProps) {
  const user = useUserInfo();
  const { pathname } = useLocation();
  if (!seesAds({ loggedIn: Boolean(user) }, pathname)) return null;
  return <VisitorSlot {...props} />;
}

function VisitorSlot({ choose, name }: AdSlotProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [gone, setGone] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '200px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  if (gone) return null;
  return (
    <div ref={ref} className="ad-slot" data-ad-slot={name}>
      {near && (
        <Suspense fallback={null}>
          <AdBanner choose={choose} onGone={() => setGone(true)} />
        </Suspense>
      )}
    </div>
  );
}
