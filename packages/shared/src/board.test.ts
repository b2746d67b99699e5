import { describe, expect, it } from 'vitest';
import {
  byStartYearNewestFirst,
  DURATION_REVERSED,
  durationStartYear,
  isReversedDuration,
  titleFieldIssues,
  withoutOtherTitlesFields,
} from './board.ts';

describe('ex-vicars order (docs/product.md "Former vicars")', () => {
  it('reads the start year of "start - end", and nothing else', () => {
    expect(durationStartYear('1998 - 2004')).toBe(1998);
    expect(durationStartYear('2022 - ')).toBe(2022);
    expect(durationStartYear('2010–2015')).toBe(2010);
    expect(durationStartYear('പത്തൊമ്പതാം നൂറ്റാണ്ട്')).toBeNull();
    expect(durationStartYear('')).toBeNull();
    expect(durationStartYear('98 - 2004')).toBeNull();
  });

  it('puts the newest start first and a malformed duration last, keeping their order', () => {
    const list = [
      { name: 'a', duration: '1990 - 1995' },
      { name: 'b', duration: 'unknown' },
      { name: 'c', duration: '2010 - 2016' },
      { name: 'd', duration: '' },
      { name: 'e', duration: '2001 - 2010' },
    ];
    expect(byStartYearNewestFirst(list).map((x) => x.name)).toEqual(['c', 'e', 'a', 'b', 'd']);
    expect(list[0].name).toBe('a'); // the input is not sorted in place
  });
});

describe('per-title fields', () => {
  it('asks a ward of title 4, a grade of 6, the years of 9', () => {
    expect(Object.keys(titleFieldIssues({ title: 4, ward: null, grade: null, duration: '' }))).toEqual(['ward']);
    expect(Object.keys(titleFieldIssues({ title: 6, ward: null, grade: null, duration: '' }))).toEqual(['grade']);
    expect(Object.keys(titleFieldIssues({ title: 9, ward: null, grade: null, duration: ' ' }))).toEqual(['duration']);
    expect(titleFieldIssues({ title: 5, ward: null, grade: null, duration: '' })).toEqual({});
  });

  it('refuses a term whose end year comes before its start, for every title; an open or equal end is fine', () => {
    expect(isReversedDuration('2030 - 2025')).toBe(true);
    expect(isReversedDuration('2030–2029')).toBe(true);
    for (const ok of ['2025 - 2030', '2025 - 2025', '2022 - ', '2022 -', '', 'പത്തൊമ്പതാം നൂറ്റാണ്ട്'])
      expect(isReversedDuration(ok), ok).toBe(false);
    expect(titleFieldIssues({ title: 9, ward: null, grade: null, duration: '2030 - 2025' })).toEqual({
      duration: DURATION_REVERSED,
    });
    expect(titleFieldIssues({ title: 1, ward: null, grade: null, duration: '2030 - 2025' })).toEqual({
      duration: DURATION_REVERSED,
    });
    expect(titleFieldIssues({ title: 5, ward: null, grade: null, duration: '2030 - 2025' })).toEqual({
      duration: DURATION_REVERSED,
    });
    expect(titleFieldIssues({ title: 9, ward: null, grade: null, duration: '2025 - 2030' })).toEqual({});
  });

  it('drops the ward and grade of a title that has none', () => {
    expect(withoutOtherTitlesFields(5, { ward: 3, grade: 2, name: 'x' })).toEqual({
      ward: null,
      grade: null,
      name: 'x',
    });
    expect(withoutOtherTitlesFields(4, { ward: 3, grade: 2 })).toEqual({ ward: 3, grade: null });
    expect(withoutOtherTitlesFields(6, { ward: 3, grade: 2 })).toEqual({ ward: null, grade: 2 });
  });
});
