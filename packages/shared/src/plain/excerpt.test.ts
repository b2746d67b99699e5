import { describe, expect, it } from 'vitest';
import { excerpt, graphemes, shorten } from './excerpt.ts';

/** True when a text holds half a surrogate pair. */
const hasLoneSurrogate = (text: string) =>
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe('excerpt', () => {
  it('keeps a short text whole, with its white space folded', () => {
    expect(excerpt('  നാളെ\n\nരാവിലെ   10 മണിക്ക്  ')).toBe('നാളെ രാവിലെ 10 മണിക്ക്');
  });
  it('cuts a long text at a word, within the bound, with an ellipsis', () => {
    const text = 'ഇടവക '.repeat(60);
    const short = excerpt(text, 40);
    expect(graphemes(short).length).toBeLessThanOrEqual(40);
    expect(short.endsWith('ഇടവക…')).toBe(true);
  });
});

describe('shorten', () => {
  it('never cuts an emoji in half (the news push text of 118 a, an emoji, 10 b)', () => {
    for (let n = 110; n <= 125; n++) {
      const short = shorten(`${'a'.repeat(n)}😀${'b'.repeat(10)}`, 120);
      expect(hasLoneSurrogate(short)).toBe(false);
      expect(graphemes(short).length).toBeLessThanOrEqual(120);
    }
    expect(shorten(`${'a'.repeat(118)}😀${'b'.repeat(10)}`, 120)).toBe(`${'a'.repeat(118)}😀…`);
  });
  it('keeps a ZWJ sequence and a flag whole or drops them whole', () => {
    const family = '👨‍👩‍👧‍👦';
    const text = `${family}🇮🇳${family}🇮🇳${family}`;
    expect(shorten(text, 3)).toBe(`${family}🇮🇳…`);
    expect(shorten(text, 2)).toBe(`${family}…`);
    expect(shorten(text, 5)).toBe(text);
  });
  it('keeps a Malayalam conjunct and a chillu whole', () => {
    // ക്ഷ and സ്ത്രീ are conjuncts, ന്‍ the old chillu with ZWJ: one grapheme each.
    const text = 'അവന്‍ക്ഷമസ്ത്രീ';
    expect(graphemes(text)).toEqual(['അ', 'വ', 'ന്‍ക്ഷ', 'മ', 'സ്ത്രീ']);
    expect(shorten(text, 4)).toBe('അവന്‍ക്ഷ…');
    expect(shorten('ക്ഷമ സ്ത്രീ ക്ഷമ', 4, { atWord: false })).toBe('ക്ഷമ…');
    const whole = graphemes(text);
    for (let max = 1; max <= 6; max++) {
      const kept = graphemes(shorten(text, max).replace(/…$/, ''));
      expect(kept).toEqual(whole.slice(0, kept.length));
    }
  });
  it('counts graphemes, not code units, against the bound', () => {
    const text = '😀'.repeat(10);
    expect(shorten(text, 10)).toBe(text);
    expect(shorten(text, 9)).toBe(`${'😀'.repeat(8)}…`);
  });
});
