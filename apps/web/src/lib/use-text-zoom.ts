// docs/product.md "Validation" and "Business constants": the text zoom of /history and the FAQ overlay, on
// the one rule of packages/shared.
import { useState } from 'react';
import { ZOOM } from '@parish/shared/plain/constants';
import { canZoomIn, canZoomOut, zoomIn, zoomOut } from '@parish/shared/plain/zoom';

export interface TextZoom {
  /** The size in rem. */
  size: number;
  canIncrease: boolean;
  canDecrease: boolean;
  increase: () => void;
  decrease: () => void;
}

/** The zoom's size and buttons; every size it shows stays within the shared rule's bounds (at most 1.5 rem). */
export function useTextZoom(start: number = ZOOM.start): TextZoom {
  const [size, setSize] = useState(() => Math.min(start, ZOOM.max));
  return {
    size,
    canIncrease: canZoomIn(size),
    canDecrease: canZoomOut(size),
    increase: () => setSize(zoomIn),
    decrease: () => setSize(zoomOut),
  };
}
