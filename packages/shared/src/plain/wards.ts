import { WARD_COUNT } from './constants.ts';

/** The 21 wards (family units) of the parish, by number. docs/product.md "Ward record": name is Malayalam. */
export const WARDS: readonly { number: number; name: string; nameEng: string }[] = [
  { number: 1, name: 'സെന്റ് ജോസഫ് കുടുംബ യൂണിറ്റ്', nameEng: 'St. Joseph Family Unit' },
  { number: 2, name: 'സെന്റ് മേരീസ് കുടുംബ യൂണിറ്റ്', nameEng: "St. Mary's Family Unit" },
  { number: 3, name: 'സെന്റ് തോമസ് കുടുംബ യൂണിറ്റ്', nameEng: 'St. Thomas Family Unit' },
  { number: 4, name: 'വിശുദ്ധ അൽഫോൻസാ കുടുംബ യൂണിറ്റ്', nameEng: 'St. Alphonsa Family Unit' },
  { number: 5, name: 'സെന്റ് ജോർജ് കുടുംബ യൂണിറ്റ്', nameEng: 'St. George Family Unit' },
  { number: 6, name: 'സെന്റ് സെബാസ്റ്റ്യൻ കുടുംബ യൂണിറ്റ്', nameEng: 'St. Sebastian Family Unit' },
  { number: 7, name: 'സെന്റ് ആന്റണി കുടുംബ യൂണിറ്റ്', nameEng: 'St. Antony Family Unit' },
  { number: 8, name: 'വിശുദ്ധ ചാവറയച്ചൻ കുടുംബ യൂണിറ്റ്', nameEng: 'St. Chavara Family Unit' },
  { number: 9, name: 'സെന്റ് ഫ്രാൻസിസ് അസീസി കുടുംബ യൂണിറ്റ്', nameEng: 'St. Francis of Assisi Family Unit' },
  { number: 10, name: 'തിരുഹൃദയ കുടുംബ യൂണിറ്റ്', nameEng: 'Sacred Heart Family Unit' },
  { number: 11, name: 'തിരുക്കുടുംബ കുടുംബ യൂണിറ്റ്', nameEng: 'Holy Family Unit' },
  { number: 12, name: 'സെന്റ് ജൂഡ് കുടുംബ യൂണിറ്റ്', nameEng: 'St. Jude Family Unit' },
  { number: 13, name: 'വിശുദ്ധ എവുപ്രാസ്യമ്മ കുടുംബ യൂണിറ്റ്', nameEng: 'St. Euphrasia Family Unit' },
  { number: 14, name: 'സെന്റ് പോൾ കുടുംബ യൂണിറ്റ്', nameEng: 'St. Paul Family Unit' },
  { number: 15, name: 'സെന്റ് പീറ്റർ കുടുംബ യൂണിറ്റ്', nameEng: 'St. Peter Family Unit' },
  { number: 16, name: 'വിശുദ്ധ മറിയം ത്രേസ്യ കുടുംബ യൂണിറ്റ്', nameEng: 'St. Mariam Thresia Family Unit' },
  { number: 17, name: 'സെന്റ് മൈക്കിൾ കുടുംബ യൂണിറ്റ്', nameEng: 'St. Michael Family Unit' },
  { number: 18, name: 'സെന്റ് ജോൺ കുടുംബ യൂണിറ്റ്', nameEng: 'St. John Family Unit' },
  { number: 19, name: 'ലൂർദ് മാതാ കുടുംബ യൂണിറ്റ്', nameEng: 'Lourdes Matha Family Unit' },
  { number: 20, name: 'ഫാത്തിമ മാതാ കുടുംബ യൂണിറ്റ്', nameEng: 'Fatima Matha Family Unit' },
  { number: 21, name: 'വേളാങ്കണ്ണി മാതാ കുടുംബ യൂണിറ്റ്', nameEng: 'Velankanni Matha Family Unit' },
];

export function isWardNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= WARD_COUNT;
}

/** Parses a route parameter such as "7" into a ward number, or null when it is not one. */
export function parseWardParam(param: string | undefined): number | null {
  if (!param || !/^\d{1,2}$/.test(param)) return null;
  const n = Number(param);
  return isWardNumber(n) ? n : null;
}

export function wardName(number: number): string {
  return WARDS[number - 1]?.name ?? '';
}

/** docs/product.md "Nav bar and drawers": the drawer shows only the first two words of a ward name. */
export function shortWardName(name: string): string {
  return name.split(/\s+/).slice(0, 2).join(' ');
}

/** Words that begin many ward names without telling them apart (saint's titles). */
const WARD_NAME_TITLES = new Set(['സെന്റ്', 'വിശുദ്ധ']);

/**
 * The word that tells a ward from the others, for a short label beside its number (the stats
 * charts): the first word of its name that is not a saint's title ("ജോസഫ്", "അൽഫോൻസാ", "ലൂർദ്").
 */
export function wardKeyWord(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return words.find((w) => !WARD_NAME_TITLES.has(w)) ?? words[0] ?? '';
}
