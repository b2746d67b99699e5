// docs/product.md "Ward page" and "Departed": the next page loads when a sentinel below the list comes within
// 100 px of the bottom of the screen, while pages remain and none is loading.
import { useCallback, useEffect, useRef, useState } from 'react';
import { SCROLL_TRIGGER_PX } from '@parish/shared/plain/constants';

export interface InfiniteScrollOptions {
  hasMore: boolean;
  loading: boolean;
  /** Loads the next page; while its promise runs no other load starts. */
  onLoadMore: () => unknown;
  /** Distance below the screen at which loading starts (docs/product.md "Business constants": 100 px). */
  marginPx?: number;
}

/** Returns the ref for the sentinel element placed after the list. */
export function useInfiniteScroll({
  hasMore,
  loading,
  onLoadMore,
  marginPx = SCROLL_TRIGGER_PX,
}: InfiniteScrollOptions) {
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const inFlight = useRef(false);
  const load = useRef(onLoadMore);
  load.current = onLoadMore;

  // A new observer each time loading ends: it reports at once whether the sentinel is still in
  // reach (a short page), so the screen fills without waiting for a scroll.
  useEffect(() => {
    if (!sentinel || !hasMore || loading) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting) || inFlight.current) return;
        inFlight.current = true;
        void Promise.resolve(load.current()).finally(() => {
          inFlight.current = false;
        });
      },
      { rootMargin: `0px 0px ${marginPx}px 0px` },
    );
    io.observe(sentinel);
    return () => io.disconnect();
  }, [sentinel, hasMore, loading, marginPx]);

  return useCallback((el: Element | null) => setSentinel(el), []);
}
