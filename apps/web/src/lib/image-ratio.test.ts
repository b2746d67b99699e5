import { describe, expect, it } from 'vitest';
import { placeholderRatio, placeholderSize } from './image-ratio.ts';

// Placeholders as sharp writes them (lossy VP8, lossless VP8L, VP8X with alpha) and a PNG.
const LANDSCAPE =
  'data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAABwAQCdASoQAAwABABoJaACdAFAAAD+7HDYuE5df/JT/7yv9d2zAAAA';
const PORTRAIT =
  'data:image/webp;base64,UklGRjQAAABXRUJQVlA4ICgAAABwAQCdASoJABAABABoJaACdAFAAAD+7HDYuE5df/JT/7yv9d2zAAAA';
const LOSSLESS = 'data:image/webp;base64,UklGRh4AAABXRUJQVlA4TBEAAAAvDwABAAdQhSIXpf+BiOh/AAA=';
const ALPHA =
  'data:image/webp;base64,UklGRlgAAABXRUJQVlA4WAoAAAAQAAAADwAADwAAQUxQSAoAAAARB1DAiAhERP8DVlA4ICgAAABwAQCdASoQ' +
  'ABAABABoJaACdAFAAAD+7HDYuE5df/JT/7yv9d2zAAAA';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAcAAAADCAIAAADQoYKSAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQI' +
  'mWP4jw0wkCAKABebPsI9H199AAAAAElFTkSuQmCC';

describe('placeholderSize', () => {
  it('reads the width and height from WebP (VP8, VP8L, VP8X) and PNG headers', () => {
    expect(placeholderSize(LANDSCAPE)).toEqual({ width: 16, height: 12 });
    expect(placeholderSize(PORTRAIT)).toEqual({ width: 9, height: 16 });
    expect(placeholderSize(LOSSLESS)).toEqual({ width: 16, height: 5 });
    expect(placeholderSize(ALPHA)).toEqual({ width: 16, height: 16 });
    expect(placeholderSize(PNG)).toEqual({ width: 7, height: 3 });
  });

  it('gives null for anything else', () => {
    for (const bad of [
      null,
      undefined,
      '',
      '/media/a.webp',
      'data:image/webp;base64,!!!!',
      'data:image/webp;base64,UklGRjQA',
      'data:text/plain,hello',
    ]) {
      expect(placeholderSize(bad)).toBeNull();
    }
  });
});

describe('placeholderRatio', () => {
  it('is width ÷ height, bounded to 1:3 … 3:1, with a fallback when unknown', () => {
    expect(placeholderRatio(LANDSCAPE)).toBeCloseTo(4 / 3);
    expect(placeholderRatio(PORTRAIT)).toBeCloseTo(9 / 16);
    expect(placeholderRatio(LOSSLESS)).toBe(3);
    expect(placeholderRatio(null)).toBeCloseTo(4 / 3);
    expect(placeholderRatio(null, 1)).toBe(1);
  });
});
