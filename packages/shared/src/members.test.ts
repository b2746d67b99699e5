import { describe, expect, it } from 'vitest';
import { headOf, sortMembers } from './members.ts';

describe('member ordering (docs/product.md "Members table")', () => {
  const members = [
    { name: 'ജോസ്', age: 20, HOH: false },
    { name: 'അന്നമ്മ', age: 81, HOH: false },
    { name: 'തോമസ്', age: 52, HOH: true },
    { name: 'ആനി', age: 20, HOH: false },
  ];
  it('puts the head first, then the oldest, the name breaking ties', () => {
    expect(sortMembers(members).map((m) => m.name)).toEqual(['തോമസ്', 'അന്നമ്മ', 'ആനി', 'ജോസ്']);
  });
  it('finds the head of household', () => {
    expect(headOf(members)?.name).toBe('തോമസ്');
    expect(headOf(members.filter((m) => !m.HOH))).toBeUndefined();
  });
});
