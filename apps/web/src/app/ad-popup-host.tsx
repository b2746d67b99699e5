// The video popup's foothold in the shell (docs/product.md "Advertisements"; docs/decisions.md "Sponsor
// ads"). A few hundred bytes
// in the first load: nothing happens until a visitor's first click or touch ("the user is
// active"); only then is the popup's code loaded. A logged-in user never loads it, and logging in
// unmounts it at once (its timer, video and scroll lock go with it).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { seesAds } from '@parish/shared/plain/ad-rules';
import type { UserInfo } from '@parish/shared/auth';

const AdPopup = lazy(() => import('../features/ads/ad-popup.tsx'));

export function AdPopupHost({ user }: { user: UserInfo | null }) {
  const { pathname } = useLocation();
  const [active, setActive] = useState(false);
  const visitor = !user;

  useEffect(() => {
    if (!visitor || active) return;
    const activate = () => setActive(true);
    const options = { capture: true, passive: true, once: true } as const;
    window.addEventListener('pointerdown', activate, options);
    window.addEventListener('touchstart', activate, options);
    return () => {
      window.removeEventListener('pointerdown', activate, options);
      window.removeEventListener('touchstart', activate, options);
    };
  }, [visitor, active]);

  if (!visitor || !active) return null;
  return (
    <Suspense fallback={null}>
      {/* On /news and /sandeshangal the timer waits, as when the window is left. */}
      <AdPopup allowed={seesAds({ loggedIn: false }, pathname)} />
    </Suspense>
  );
}
