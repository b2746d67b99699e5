import { describe, expect, it } from 'vitest';
import { pageCount, wardPageSize } from './paging.ts';

describe('wardPageSize', () => {
  it('is about a sixth of the ward, rounded up', () => {
    expect(wardPageSize(38)).toBe(7);
    expect(wardPageSize(36)).toBe(6);
  });
  it('is at least one, even for an empty ward', () => {
    expect(wardPageSize(0)).toBe(1);
    expect(wardPageSize(1)).toBe(1);
  });
  it('gives six pages or fewer', () => {
    for (const n of [1, 5, 6, 7, 37, 38, 1000]) expect(pageCount(n, wardPageSize(n))).toBeLessThanOrEqual(6);
  });
});
