// Malayalam text as people really type it (docs/decisions.md "Search: ZWJ/ZWNJ inside Malayalam,
// and how names match"): one canonical encoding for comparing, and a
// phonetic romanised key so that English-letter typing ("kunnel") finds Malayalam names (കുന്നേൽ).
//
// The key is computed in two steps, the same for every input:
//   1. transliterate Malayalam script to plain Latin letters (English letters pass through);
//   2. fold the Latin spelling so the usual English spellings of one sound meet:
//      ck/kk/c(a,o,u)/q → k, c(e,i,y) → s, th → t, dh → d, sh → s, zh → l, ph → f, w → v, mb → mp,
//      ng → nk, ee/ii → i, oo/uu → u, au/ou → o, y not before a vowel → i, doubled letters → one,
//      a word-final "u" after t dropped (the half-u ending: Vettikattu = വെട്ടിക്കാട്ട്), a silent
//      final e, a final -el written -al (Kunnel, Kunnal) and an initial e written i (Elanjickal).
// It is a search aid, not a transliteration to show anyone.

const ZWNJ = '\u200C';
const ZWJ = '\u200D';
const VIRAMA = '\u0D4D';

/** Consonant → atomic chillu (U+0D7A–U+0D7F). */
const CHILLU_OF: Record<string, string> = {
  '\u0D23': '\u0D7A', // ണ → ൺ
  '\u0D28': '\u0D7B', // ന → ൻ
  '\u0D30': '\u0D7C', // ര → ർ
  '\u0D32': '\u0D7D', // ല → ൽ
  '\u0D33': '\u0D7E', // ള → ൾ
  '\u0D15': '\u0D7F', // ക → ൿ
};
const CONSONANT_OF_CHILLU: Record<string, string> = Object.fromEntries(
  Object.entries(CHILLU_OF).map(([consonant, chillu]) => [chillu, consonant]),
);

const LEGACY_CHILLU = /([\u0D23\u0D28\u0D30\u0D32\u0D33\u0D15])\u0D4D\u200D/g;
const ATOMIC_CHILLU = /[\u0D7A-\u0D7F]/g;

/**
 * One canonical encoding of Malayalam text, so that text stored in one encoding equals the same
 * text typed in another:
 * - Unicode NFC;
 * - chillus typed as consonant + virama + ZWJ (pre-Unicode-5.1 keyboards) → atomic chillus;
 * - the dot reph ൎ (U+0D4E) → chillu ർ, as modern spelling writes it (കൎത്താവ് = കർത്താവ്);
 * - the old two-part au sign ൌ (U+0D4C) → the au length mark ൗ (U+0D57) alone, the modern form;
 * - ൻ + virama + റ (the Unicode 6.0 spelling of ന്റ) → ന + virama + റ;
 * - vowels split by old font converters (ഇൗ, ഉൗ, ഒാ, ഒൗ) → ഈ, ഊ, ഓ, ഔ;
 * - then every remaining ZWJ/ZWNJ is dropped: they only choose a glyph form, not a letter.
 */
export function normalizeMalayalam(text: string): string {
  return text
    .normalize('NFC')
    .replace(LEGACY_CHILLU, (_, consonant: string) => CHILLU_OF[consonant])
    .replace(/\u0D4E/g, '\u0D7C')
    .replace(/\u0D4C/g, '\u0D57')
    .replace(/\u0D7B\u0D4D\u0D31/g, '\u0D28\u0D4D\u0D31')
    .replace(/\u0D07\u0D57/g, '\u0D08')
    .replace(/\u0D09\u0D57/g, '\u0D0A')
    .replace(/\u0D12\u0D3E/g, '\u0D13')
    .replace(/\u0D12\u0D57/g, '\u0D14')
    .replace(/[\u200C\u200D]/g, '');
}

/**
 * The old encoding of the same text: atomic chillus written back as consonant + virama + ZWJ.
 * The demo parish stores some names this way, so the site really holds both encodings.
 */
export function toLegacyChillus(text: string): string {
  return text.replace(ATOMIC_CHILLU, (chillu) => CONSONANT_OF_CHILLU[chillu] + VIRAMA + ZWJ);
}

/** True when the text holds a chillu in either encoding. */
export function hasChillu(text: string): boolean {
  return /[\u0D7A-\u0D7F]/.test(text) || new RegExp(LEGACY_CHILLU.source).test(text);
}

const INDEPENDENT_VOWELS: Record<string, string> = {
  അ: 'a',
  ആ: 'aa',
  ഇ: 'i',
  ഈ: 'ii',
  ഉ: 'u',
  ഊ: 'uu',
  ഋ: 'ri',
  ൠ: 'ri',
  ഌ: 'li',
  എ: 'e',
  ഏ: 'e',
  ഐ: 'ai',
  ഒ: 'o',
  ഓ: 'o',
  ഔ: 'au',
};
const VOWEL_SIGNS: Record<string, string> = {
  'ാ': 'aa',
  'ി': 'i',
  'ീ': 'ii',
  'ു': 'u',
  'ൂ': 'uu',
  'ൃ': 'ri',
  'ൄ': 'ri',
  'െ': 'e',
  'േ': 'e',
  'ൈ': 'ai',
  'ൊ': 'o',
  'ോ': 'o',
  'ൗ': 'au',
};
const CONSONANTS: Record<string, string> = {
  ക: 'k',
  ഖ: 'kh',
  ഗ: 'g',
  ഘ: 'gh',
  ങ: 'ng',
  ച: 'ch',
  ഛ: 'chh',
  ജ: 'j',
  ഝ: 'jh',
  ഞ: 'nj',
  ട: 't',
  ഠ: 'th',
  ഡ: 'd',
  ഢ: 'dh',
  ണ: 'n',
  ത: 'th',
  ഥ: 'th',
  ദ: 'd',
  ധ: 'dh',
  ന: 'n',
  പ: 'p',
  ഫ: 'f',
  ബ: 'b',
  ഭ: 'bh',
  മ: 'm',
  യ: 'y',
  ര: 'r',
  ല: 'l',
  വ: 'v',
  ശ: 'sh',
  ഷ: 'sh',
  സ: 's',
  ഹ: 'h',
  ള: 'l',
  ഴ: 'zh',
  റ: 'r',
  ഺ: 't',
};
const CHILLUS: Record<string, string> = { ൺ: 'n', ൻ: 'n', ർ: 'r', ൽ: 'l', ൾ: 'l', ൿ: 'k' };
const SIGNS: Record<string, string> = { 'ം': 'm', 'ഃ': 'h' };

/** Clusters whose sound is not the sum of their letters. */
const CLUSTERS: [string, string][] = [
  ['ന്റ', 'nt'], // ന്റ is "nt" (ആന്റണി Antony)
  ['റ്റ', 'tt'], // റ്റ is "tt" (ക്രിസ്റ്റി Christy)
  ['ണ്ട', 'nd'], // മുണ്ടയ്ക്കൽ Mundackal
  ['ങ്ക', 'nk'], // പൂവത്തിങ്കൽ Poovathinkal
  ['ങ്ങ', 'ng'],
  ['ഞ്ഞ', 'nj'],
  ['ക്ഷ', 'ksh'],
];

const isConsonant = (ch: string | undefined) => ch !== undefined && ch in CONSONANTS;
const isMalayalamLetter = (ch: string | undefined) =>
  ch !== undefined && (ch in CONSONANTS || ch in INDEPENDENT_VOWELS || ch in CHILLUS || ch in VOWEL_SIGNS);

/** Latin for one consonant in its context: single ട/ഠ between vowels sounds "d" (നടുവിലേടത്ത്). */
function consonantSound(chars: string[], i: number): string {
  const ch = chars[i];
  if (
    (ch === 'ട' || ch === 'ഠ') &&
    chars[i - 1] !== VIRAMA &&
    chars[i + 1] !== VIRAMA &&
    i > 0 &&
    isMalayalamLetter(chars[i - 1])
  ) {
    return 'd';
  }
  return CONSONANTS[ch];
}

/** Malayalam script → plain Latin letters (other characters pass through unchanged). */
function transliterate(text: string): string {
  const chars = Array.from(text);
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    const cluster = CLUSTERS.find(([script]) => chars.slice(i, i + script.length).join('') === script);
    let consonant: string | undefined;
    let next = i + 1;
    if (cluster) {
      consonant = cluster[1];
      next = i + cluster[0].length;
    } else if (isConsonant(ch)) {
      // A doubled consonant (ക്ക) is written once: the key ignores length.
      consonant = consonantSound(chars, i);
      if (chars[i + 1] === VIRAMA && chars[i + 2] === ch) next = i + 3;
      // യ് before a consonant is silent in the English spellings (പാലയ്ക്കൽ Palackal).
      if (ch === 'യ' && chars[i + 1] === VIRAMA && isConsonant(chars[i + 2])) consonant = '';
    }
    if (consonant !== undefined) {
      out += consonant;
      const after = chars[next];
      if (after === VIRAMA) {
        i = next; // no vowel; a word-final virama (the half-u) is not written
      } else if (after !== undefined && after in VOWEL_SIGNS) {
        out += VOWEL_SIGNS[after];
        i = next;
      } else {
        out += 'a'; // the inherent vowel
        i = next - 1;
      }
      continue;
    }
    if (ch in INDEPENDENT_VOWELS) out += INDEPENDENT_VOWELS[ch];
    else if (ch in CHILLUS) out += CHILLUS[ch];
    else if (ch in SIGNS) out += SIGNS[ch];
    else if (ch === VIRAMA || ch in VOWEL_SIGNS)
      continue; // stray marks carry no sound of their own
    else out += ch;
  }
  return out;
}

/** Folds one lowercase Latin word so that the common English spellings of one sound meet. */
function foldWord(word: string): string {
  let w = word
    .replace(/chr/g, 'kr')
    .replace(/tch/g, 'ch')
    .replace(/ck/g, 'k')
    .replace(/ch/g, 'C') // ച, held aside so the c-rules below don't touch it
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/C/g, 'c')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/th/g, 't')
    .replace(/dh/g, 'd')
    .replace(/kh/g, 'k')
    .replace(/gh/g, 'g')
    .replace(/bh/g, 'b')
    .replace(/jh/g, 'j')
    .replace(/ph/g, 'f')
    .replace(/sh/g, 's')
    .replace(/zh/g, 'l')
    .replace(/ew$/, 'yu') // Mathew = മാത്യു
    .replace(/w/g, 'v')
    .replace(/mb/g, 'mp') // മ്പ is written both ways: Kochuparambil, Chempakassery
    .replace(/ng/g, 'nk') // ങ്ക and ങ്ങ are both written -ngal and -nkal: Koottunkal, Koottungal
    .replace(/ee|ii/g, 'i')
    .replace(/oo|uu/g, 'u')
    .replace(/ou|au/g, 'o') // Paul = പോൾ, Ouseph = ഔസേപ്പ്
    .replace(/([aeiou])h(?![aeiou])/g, '$1') // John = ജോൺ
    .replace(/iy(?=[aeiou])/g, 'i') // Maria = മരിയ
    .replace(/([^aeiou])y(?=[aeiou])/g, '$1i') // Kurian = കുര്യൻ
    .replace(/y(?![aeiou])/g, 'i') // Joy = ജോയി, Tomy = ടോമി
    .replace(/yi/g, 'i') // ചിറയിൽ "chirayil" = "chirail"
    .replace(/(.)\1+/g, '$1') // doubled letters and vowel length
    .replace(/tu$/, 't') // the half-u ending after t: Vettikattu = വെട്ടിക്കാട്ട്
    .replace(/([^aeiou])e$/, '$1') // a silent final e: Alice = ആലീസ്
    .replace(/el$/, 'al') // the final -ൽ is written -el and -al alike: Kunnel, Kunnal; Olickal, Olickel
    .replace(/^e/, 'i'); // an initial ഇ/ഈ is often written e: Elanjickal = ഇലഞ്ഞിക്കൽ, Erayil = ഈരയിൽ
  return w;
}

/** Phonetic romanisation of Malayalam or English-letter text: lowercase Latin words, space-separated. */
export function romanizeMalayalam(text: string): string {
  return transliterate(normalizeMalayalam(text).toLowerCase())
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map(foldWord)
    .join(' ');
}

/**
 * The search key stored in houses.house_key and members.name_key and computed from every query:
 * the phonetic romanisation with the spaces removed, so "Puthen Purackal" = പുത്തൻപുരയ്ക്കൽ.
 */
export function searchKey(text: string): string {
  return romanizeMalayalam(text).replace(/ /g, '');
}
