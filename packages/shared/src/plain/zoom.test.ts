import { describe, expect, it } from 'vitest';
import { ZOOM } from './constants.ts';
import { canZoomIn, canZoomOut, questionSize, zoomIn, zoomOut } from './zoom.ts';

/** Every size pressing A+ until it is no longer offered shows, from the start. */
function sizesUp(from: number = ZOOM.start): number[] {
  const sizes = [from];
  for (let size = from; canZoomIn(size);) {
    size = zoomIn(size);
    sizes.push(size);
  }
  return sizes;
}

describe('text zoom (docs/product.md "Validation" and "Business constants")', () => {
  it('starts at 0.95 with only increase offered', () => {
    expect(ZOOM.start).toBe(0.95);
    expect(canZoomIn(0.95)).toBe(true);
    expect(canZoomOut(0.95)).toBe(false);
    expect(zoomOut(0.95)).toBe(0.95);
  });

  it('steps by 0.1 and stops at 1.5 rem, never past it; then only decrease is offered', () => {
    expect(sizesUp()).toEqual([0.95, 1.05, 1.15, 1.25, 1.35, 1.45, 1.5]);
    expect(canZoomIn(1.5)).toBe(false);
    expect(zoomIn(1.5)).toBe(1.5);
    expect(canZoomOut(1.5)).toBe(true);
    // From any size the largest ever reached is 1.5.
    for (const from of [0.95, 1, 1.1, 1.42, 1.49]) expect(Math.max(...sizesUp(from))).toBe(1.5);
  });

  it('steps down by 0.1 and stops at 1 rem, never below it', () => {
    const sizes = [1.5];
    for (let size = 1.5; canZoomOut(size);) {
      size = zoomOut(size);
      sizes.push(size);
    }
    expect(sizes).toEqual([1.5, 1.4, 1.3, 1.2, 1.1, 1]);
    expect(zoomOut(1.05)).toBe(1);
    expect(canZoomOut(1)).toBe(false);
    expect(canZoomIn(1.49)).toBe(true);
  });

  it('makes the FAQ question 0.05 larger than the answer, never above 1.5 rem', () => {
    expect(questionSize(0.95)).toBe(1);
    expect(questionSize(1.45)).toBe(1.5);
    expect(Math.max(...sizesUp().map(questionSize))).toBe(1.5);
    expect(questionSize(1.5)).toBe(1.5);
  });
});
