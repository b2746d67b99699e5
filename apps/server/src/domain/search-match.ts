// How a typed term matches houses and members: the forms the stored text may hold and the WHERE
// conditions the trigram indexes answer; the family search and the phone book both use them
// (docs/decisions.md "Search: ZWJ/ZWNJ inside Malayalam, and how names match").
import { sql } from 'drizzle-orm';
import { normalizeMalayalam, searchKey, toLegacyChillus } from '@parish/shared/plain/malayalam';

/** The forms of a typed term that the stored text may hold. */
export interface SearchForms {
  /** NFC with atomic chillus: the modern encoding. */
  text: string;
  /** The same text with chillus as consonant + virama + ZWJ: the old encoding some rows hold. */
  legacy: string;
  /** The phonetic key, as stored in house_key and name_key. */
  key: string;
}

export function searchForms(term: string): SearchForms {
  const text = normalizeMalayalam(term).toLowerCase();
  return { text, legacy: toLegacyChillus(text), key: searchKey(term) };
}

/** LIKE pattern for a substring, with the LIKE metacharacters escaped. */
export const contains = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Only conditions the trigram GIN indexes answer go in WHERE: the phonetic key with `<%` (close spellings) and LIKE
 * (the key inside a longer key: "josef" in the name key "josafjosefkunel" of ജോസഫ് Joseph Kunnel, whose
 * word similarity is low because keys have no spaces), and for Malayalam input the stored text
 * with LIKE in both chillu encodings (Malayalam has no case: no ILIKE, which is slow on it).
 *
 * The WHERE conditions of a typed term over houses (alias h) and members (alias m), each one the
 * trigram indexes answer; shared by the family search and the phone book.
 */
export function matchConditions(term: string) {
  const f = searchForms(term);
  const malayalam = /[\u0D00-\u0D7F]/.test(f.text);
  // A key of under 3 letters has no trigram the index could use.
  const useKey = f.key.length >= 3;
  const key = f.key;
  const text = contains(f.text);
  const legacy = contains(f.legacy);
  const houseWhere = [
    ...(malayalam ? [sql`h.house like ${text}`, sql`h.house like ${legacy}`] : []),
    ...(useKey ? [sql`${key} <% h.house_key`, sql`h.house_key like ${contains(key)}`] : []),
    ...(!malayalam && !useKey ? [sql`h.house ilike ${text}`] : []),
  ];
  const memberWhere = [
    ...(malayalam ? [sql`m.name like ${text}`, sql`m.name like ${legacy}`] : []),
    ...(useKey ? [sql`${key} <% m.name_key`, sql`m.name_key like ${contains(key)}`] : []),
    ...(!malayalam && !useKey ? [sql`m.name_eng ilike ${text}`] : []),
  ];
  return {
    key,
    keyPattern: contains(key),
    house: sql.join(houseWhere, sql` or `),
    member: sql.join(memberWhere, sql` or `),
    houseExact: malayalam ? sql`h.house like ${text} or h.house like ${legacy}` : sql`h.house ilike ${text}`,
    memberExact: malayalam ? sql`m.name like ${text} or m.name like ${legacy}` : sql`m.name_eng ilike ${text}`,
  };
}
