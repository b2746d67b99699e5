// Spec §5, §9: the text zoom of /history and of the FAQ overlay — one rule for both. The size
// starts at 0.95 rem (below the range); increase is offered only while the size is below 1.5 rem,
// decrease only while it is above 1 rem; each step is 0.1 rem.
import { ZOOM } from './constants.ts';

/** Sizes as hundredths, so 0.95 + 0.1 is 1.05 and never 1.0499999. */
const round = (rem: number) => Math.round(rem * 100) / 100;

export const canZoomIn = (rem: number) => rem < ZOOM.max;
export const canZoomOut = (rem: number) => rem > ZOOM.min;

/** One step larger, or the same size when increase is not offered. */
export const zoomIn = (rem: number) => (canZoomIn(rem) ? round(rem + ZOOM.step) : rem);
/** One step smaller, or the same size when decrease is not offered. */
export const zoomOut = (rem: number) => (canZoomOut(rem) ? round(rem - ZOOM.step) : rem);

/** Spec §2 FAQ: the question is 0.05 rem larger than the answer. */
export const FAQ_QUESTION_EXTRA_REM = 0.05;
export const questionSize = (answerRem: number) => round(answerRem + FAQ_QUESTION_EXTRA_REM);
