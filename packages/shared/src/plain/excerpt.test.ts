import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt.ts';

describe('excerpt', () => {
  it('keeps a short text whole, with its white space folded', () => {
    expect(excerpt('  നാളെ\n\nരാവിലെ   10 മണിക്ക്  ')).toBe('നാളെ രാവിലെ 10 മണിക്ക്');
  });
  it('cuts a long text at a word, within the bound, with an ellipsis', () => {
    const text = 'ഇടവക '.repeat(60);
    const short = excerpt(text, 40);
    expect(short.length).toBeLessThanOrEqual(40);
    expect(short.endsWith('ഇടവക…')).toBe(true);
  });
});
