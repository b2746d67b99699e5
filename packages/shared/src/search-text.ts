// docs/product.md "Validation" search text, as both the search field and the server apply it: English letters or
// Malayalam letters (U+0D00–U+0D7F) only, with single spaces between words, at least
// 3 letters, no slash. ZWJ/ZWNJ are accepted
// inside Malayalam, because older keyboards type chillus with them (docs/decisions.md "Search:
// ZWJ/ZWNJ inside Malayalam, and how names match").
import { z } from 'zod';
import { BLOOD_AGE_MAX, BLOOD_AGE_MIN, BLOOD_GROUPS, SEARCH_MIN_CHARS, type BloodGroup } from './plain/constants.ts';

/** A search text longer than any name a family could have is refused. */
export const SEARCH_TEXT_MAX = 100;

const MALAYALAM = /[\u0D00-\u0D7F]/;
const JOINER = /[\u200C\u200D]/;
const ENGLISH = /[A-Za-z]/;

/**
 * Keeps what the search field accepts and drops everything else (digits, punctuation…): English
 * and Malayalam letters, ZWJ/ZWNJ only right after a Malayalam character, and one space after a
 * letter ("george arackal"; a space at the end is kept while the next word is typed).
 */
export function filterSearchInput(text: string): string {
  let out = '';
  let previous = '';
  for (const ch of text) {
    const keep =
      ENGLISH.test(ch) ||
      MALAYALAM.test(ch) ||
      (JOINER.test(ch) && (MALAYALAM.test(previous) || JOINER.test(previous))) ||
      (ch === ' ' && previous !== '' && previous !== ' ');
    if (keep) {
      out += ch;
      previous = ch;
    }
  }
  return out;
}

/** The characters the rule counts: joiners shape letters and spaces part words; neither counts. */
export function searchTextLength(text: string): number {
  return Array.from(text.replace(/[\u200C\u200D ]/g, '')).length;
}

/** The text a search sends: the accepted text without the space typed before a next word. */
export function searchTermOf(text: string): string {
  return filterSearchInput(text).trim();
}

/** docs/product.md "Validation": a house search runs only for accepted text of 3 or more letters and no slash. */
export function isSearchableText(text: string): boolean {
  return (
    !text.includes('/') &&
    filterSearchInput(text) === text &&
    text === text.trim() &&
    searchTextLength(text) >= SEARCH_MIN_CHARS
  );
}

export const SearchTermSchema = z
  .string()
  .max(SEARCH_TEXT_MAX)
  .refine((t) => filterSearchInput(t) === t && t === t.trim(), {
    message: 'Only English or Malayalam letters, words parted by one space',
  })
  .refine((t) => searchTextLength(t) >= SEARCH_MIN_CHARS, { message: `At least ${SEARCH_MIN_CHARS} characters` });

// ---- blood-group search (docs/product.md "Search API": blood, start age, end age and gender-or-all joined by "z")
// ----
export type GenderFilter = 'all' | 'male' | 'female';
export const GENDER_FILTERS: readonly GenderFilter[] = ['all', 'male', 'female'];

/** docs/product.md "Search": the gender filter cycles both → male → female → both. */
export function nextGenderFilter(current: GenderFilter): GenderFilter {
  return GENDER_FILTERS[(GENDER_FILTERS.indexOf(current) + 1) % GENDER_FILTERS.length];
}

export interface BloodQuery {
  blood: BloodGroup;
  start: number;
  end: number;
  gender: GenderFilter;
}

const AgeSchema = z.coerce.number().int().min(BLOOD_AGE_MIN).max(BLOOD_AGE_MAX);

export const BloodQuerySchema = z
  .object({
    blood: z.enum(BLOOD_GROUPS),
    start: AgeSchema,
    end: AgeSchema,
    gender: z.enum(['all', 'male', 'female']),
  })
  .refine((q) => q.start <= q.end, { path: ['end'], message: 'End age is below the start age' });

/** The path segment of a blood search: "A+z18z60zall" (the caller URL-encodes it). */
export function bloodComposite(q: BloodQuery): string {
  return [q.blood, q.start, q.end, q.gender].join('z');
}

/** Parses "A+z18z60zmale"; the blood groups hold no "z", so a plain split is exact. */
export function parseBloodComposite(text: string) {
  const [blood, start, end, gender, ...rest] = text.split('z');
  if (rest.length > 0 || [blood, start, end, gender].some((part) => part === undefined || part === '')) {
    return { success: false as const, error: 'Expected blood, start age, end age and gender joined by z' };
  }
  const parsed = BloodQuerySchema.safeParse({ blood, start, end, gender });
  if (!parsed.success) {
    return {
      success: false as const,
      error: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    };
  }
  return { success: true as const, data: parsed.data };
}
