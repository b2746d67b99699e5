// docs/product.md "Validation" and "Business constants": the text zoom of /history and of the FAQ overlay — one rule
// for both. The size starts at 0.95 rem (below the range); increase is offered only while the size is below 1.5 rem,
// decrease only while it is above 1 rem; each step is 0.1 rem. A step never passes a bound: from
// 1.45 increase gives 1.5, not 1.55, and from 1.05 decrease gives 1, so no size outside 1–1.5 rem
// (but the start) is ever shown, the FAQ question included.
import { ZOOM } from './constants.ts';

/** Sizes as hundredths, so 0.95 + 0.1 is 1.05 and never 1.0499999. */
const round = (rem: number) => Math.round(rem * 100) / 100;

export const canZoomIn = (rem: number) => rem < ZOOM.max;
export const canZoomOut = (rem: number) => rem > ZOOM.min;

/** One step larger, at most 1.5 rem; the same size when increase is not offered. */
export const zoomIn = (rem: number) => (canZoomIn(rem) ? Math.min(ZOOM.max, round(rem + ZOOM.step)) : rem);
/** One step smaller, at least 1 rem; the same size when decrease is not offered. */
export const zoomOut = (rem: number) => (canZoomOut(rem) ? Math.max(ZOOM.min, round(rem - ZOOM.step)) : rem);

/** docs/product.md "FAQ": the question is 0.05 rem larger than the answer, but never above the 1.5 rem bound. */
export const FAQ_QUESTION_EXTRA_REM = 0.05;
export const questionSize = (answerRem: number) => Math.min(ZOOM.max, round(answerRem + FAQ_QUESTION_EXTRA_REM));
