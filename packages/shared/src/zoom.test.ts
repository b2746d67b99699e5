import { describe, expect, it } from 'vitest';
import { ZOOM } from './constants.ts';
import { canZoomIn, canZoomOut, questionSize, zoomIn, zoomOut } from './zoom.ts';

describe('text zoom (spec §5, §9)', () => {
  it('starts at 0.95 with only increase offered', () => {
    expect(ZOOM.start).toBe(0.95);
    expect(canZoomIn(0.95)).toBe(true);
    expect(canZoomOut(0.95)).toBe(false);
    expect(zoomOut(0.95)).toBe(0.95);
  });

  it('steps by 0.1 up to the first size at or above 1.5, then offers only decrease', () => {
    const sizes: number[] = [];
    for (let size: number = ZOOM.start; ; size = zoomIn(size)) {
      sizes.push(size);
      if (!canZoomIn(size)) break;
    }
    expect(sizes).toEqual([0.95, 1.05, 1.15, 1.25, 1.35, 1.45, 1.55]);
    expect(canZoomIn(1.55)).toBe(false);
    expect(zoomIn(1.55)).toBe(1.55);
    expect(canZoomOut(1.55)).toBe(true);
  });

  it('offers decrease only above 1 rem', () => {
    expect(canZoomOut(1.05)).toBe(true);
    expect(zoomOut(1.05)).toBe(0.95);
    expect(canZoomOut(1)).toBe(false);
    expect(canZoomIn(1.5)).toBe(false);
    expect(canZoomIn(1.49)).toBe(true);
  });

  it('makes the FAQ question 0.05 larger than the answer', () => {
    expect(questionSize(0.95)).toBe(1);
    expect(questionSize(1.45)).toBe(1.5);
  });
});
