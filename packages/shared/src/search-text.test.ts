import { describe, expect, it } from 'vitest';
import {
  bloodComposite,
  filterSearchInput,
  isSearchableText,
  nextGenderFilter,
  parseBloodComposite,
  searchTermOf,
  SearchTermSchema,
} from './search-text.ts';

describe('filterSearchInput', () => {
  it('keeps English and Malayalam letters and one space after a letter; drops digits and punctuation', () => {
    expect(filterSearchInput('kun1nel')).toBe('kunnel');
    expect(filterSearchInput('കുന്നേൽ 2/')).toBe('കുന്നേൽ ');
    expect(filterSearchInput('a b-c.d_e')).toBe('a bcde');
    expect(filterSearchInput('  george   arackal ')).toBe('george arackal ');
    expect(filterSearchInput('ജോർജ് അറയ്ക്കൽ')).toBe('ജോർജ് അറയ്ക്കൽ');
    expect(filterSearchInput('ജോസഫ്😀')).toBe('ജോസഫ്');
  });

  it('keeps ZWJ/ZWNJ inside Malayalam only', () => {
    const legacy = 'കുന്നേ\u0D32\u0D4D\u200D';
    expect(filterSearchInput(legacy)).toBe(legacy);
    expect(filterSearchInput('സോഫ്റ്റ്\u200Cവെയർ')).toBe('സോഫ്റ്റ്\u200Cവെയർ');
    expect(filterSearchInput('\u200Dkunnel')).toBe('kunnel');
    expect(filterSearchInput('kun\u200Cnel')).toBe('kunnel');
  });
});

describe('isSearchableText', () => {
  it('needs 3 characters, accepted letters and no slash', () => {
    expect(isSearchableText('ku')).toBe(false);
    expect(isSearchableText('kun')).toBe(true);
    expect(isSearchableText('കുന്')).toBe(true);
    expect(isSearchableText('ku/n')).toBe(false);
    expect(isSearchableText('kun1')).toBe(false);
  });

  it('does not count joiners as characters', () => {
    expect(isSearchableText('ന്\u200D')).toBe(false);
    expect(isSearchableText('ന്\u200Dന')).toBe(true);
  });

  it('is the same rule as the server schema', () => {
    expect(SearchTermSchema.safeParse('kunnel').success).toBe(true);
    expect(SearchTermSchema.safeParse('kk').success).toBe(false);
    expect(SearchTermSchema.safeParse('kun nel').success).toBe(true);
    expect(SearchTermSchema.safeParse('kun  nel').success).toBe(false);
    expect(SearchTermSchema.safeParse('kunnel ').success).toBe(false);
    expect(SearchTermSchema.safeParse('k l').success).toBe(false);
    expect(SearchTermSchema.safeParse('a'.repeat(101)).success).toBe(false);
    expect(isSearchableText('george arackal')).toBe(true);
    expect(isSearchableText('george ')).toBe(false);
    expect(searchTermOf('george ')).toBe('george');
  });
});

describe('blood composite', () => {
  it('round-trips through the path segment', () => {
    const q = { blood: 'AB-', start: 18, end: 60, gender: 'female' } as const;
    expect(bloodComposite(q)).toBe('AB-z18z60zfemale');
    expect(parseBloodComposite('AB-z18z60zfemale')).toEqual({ success: true, data: q });
    expect(parseBloodComposite('O+z0z80zall').success).toBe(true);
  });

  it('refuses malformed composites', () => {
    for (const bad of [
      'A+',
      'A+z18z60',
      'C+z18z60zall',
      'A+z18z81zall',
      'A+z-1z60zall',
      'A+z60z18zall',
      'A+z18z60zboth',
      'A+z18z60zallzx',
      'A+zz60zall',
      'A+z1.5z60zall',
    ]) {
      expect(parseBloodComposite(bad).success, bad).toBe(false);
    }
  });

  it('cycles the gender filter both → male → female', () => {
    expect(nextGenderFilter('all')).toBe('male');
    expect(nextGenderFilter('male')).toBe('female');
    expect(nextGenderFilter('female')).toBe('all');
  });
});
