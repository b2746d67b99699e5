import { describe, expect, it } from 'vitest';
import { hasChillu, normalizeMalayalam, romanizeMalayalam, searchKey, toLegacyChillus } from './malayalam.ts';

/** Trigram similarity as pg_trgm computes it for one word, to check that near spellings rank close. */
function similarity(a: string, b: string): number {
  const grams = (s: string) => {
    const padded = `  ${s} `;
    return new Set(Array.from({ length: padded.length - 2 }, (_, i) => padded.slice(i, i + 3)));
  };
  const [ga, gb] = [grams(a), grams(b)];
  const shared = [...ga].filter((g) => gb.has(g)).length;
  return shared / (ga.size + gb.size - shared);
}

/** The house names of the demo parish (apps/server/src/setup/demo/names.ts), as the region writes them. */
const HOUSE_NAMES: [string, string][] = [
  ['പുത്തൻപുരയ്ക്കൽ', 'Puthenpurackal'],
  ['കുന്നേൽ', 'Kunnel'],
  ['പാലയ്ക്കൽ', 'Palackal'],
  ['വടക്കേൽ', 'Vadakkel'],
  ['തെക്കേൽ', 'Thekkel'],
  ['കിഴക്കേൽ', 'Kizhakkel'],
  ['മാളിയേക്കൽ', 'Maliyekkal'],
  ['ചിറയിൽ', 'Chirayil'],
  ['കരോട്ട്', 'Karott'],
  ['മണ്ണൂർ', 'Mannur'],
  ['പുളിക്കൽ', 'Pulickal'],
  ['കൊച്ചുപറമ്പിൽ', 'Kochuparambil'],
  ['തോട്ടത്തിൽ', 'Thottathil'],
  ['വെട്ടിക്കാട്ട്', 'Vettikattu'],
  ['ഇലഞ്ഞിക്കൽ', 'Elanjickal'],
  ['കല്ലറയ്ക്കൽ', 'Kallarackal'],
  ['മുണ്ടയ്ക്കൽ', 'Mundackal'],
  ['പൂവത്തിങ്കൽ', 'Poovathinkal'],
  ['ഞാറക്കാട്ട്', 'Njarakkattu'],
  ['കട്ടക്കയം', 'Kattakayam'],
  ['പുതുപ്പറമ്പിൽ', 'Puthuparambil'],
  ['ഈരയിൽ', 'Eerayil'],
  ['കൂട്ടുങ്കൽ', 'Koottunkal'],
  ['മറ്റത്തിൽ', 'Mattathil'],
  ['ചെമ്പകശ്ശേരി', 'Chempakassery'],
  ['നെടുംപുറം', 'Nedumpuram'],
  ['ഓലിക്കൽ', 'Olickal'],
  ['പാറയിൽ', 'Parayil'],
  ['വാഴയിൽ', 'Vazhayil'],
  ['തുരുത്തിയിൽ', 'Thuruthiyil'],
  ['കാഞ്ഞിരത്തിങ്കൽ', 'Kanjirathinkal'],
  ['മൂലയിൽ', 'Moolayil'],
  ['പള്ളിപ്പറമ്പിൽ', 'Pallyparambil'],
  ['കുഴിവേലിൽ', 'Kuzhivelil'],
  ['അറയ്ക്കൽ', 'Arackal'],
  ['ചക്കാലയ്ക്കൽ', 'Chakkalackal'],
  ['താന്നിക്കൽ', 'Thannickal'],
  ['മുളയ്ക്കൽ', 'Mulackal'],
  ['കളപ്പുരയ്ക്കൽ', 'Kalappurackal'],
  ['വെള്ളാപ്പള്ളിൽ', 'Vellappallil'],
  ['കൊല്ലംപറമ്പിൽ', 'Kollamparambil'],
  ['നടുവിലേടത്ത്', 'Naduviledathu'],
  ['ഇടയാടിയിൽ', 'Edayadiyil'],
  ['കാരിക്കൽ', 'Karickal'],
  ['പൊട്ടനാനി', 'Pottanani'],
  ['മഠത്തിൽ', 'Madathil'],
  ['ആലപ്പാട്ട്', 'Alappattu'],
  ['കണ്ണന്തറ', 'Kannanthara'],
  ['പുല്ലാട്ട്', 'Pullattu'],
  ['വലിയപറമ്പിൽ', 'Valiyaparambil'],
];

describe('normalizeMalayalam', () => {
  it('turns chillus typed as consonant + virama + ZWJ into the atomic chillus', () => {
    expect(normalizeMalayalam('കുന്നേ\u0D32\u0D4D\u200D')).toBe('കുന്നേൽ');
    expect(normalizeMalayalam('പുത്ത\u0D28\u0D4D\u200Dപുരയ്ക്ക\u0D32\u0D4D\u200D')).toBe('പുത്തൻപുരയ്ക്കൽ');
    expect(normalizeMalayalam('ആരോ\u0D23\u0D4D\u200D')).toBe('ആരോൺ');
    expect(normalizeMalayalam('ജോ\u0D30\u0D4D\u200Dജ്')).toBe('ജോർജ്');
    expect(normalizeMalayalam('മൈക്കി\u0D33\u0D4D\u200D')).toBe('മൈക്കിൾ');
  });

  it('maps the old au sign and the split vowels of old font converters to the modern forms', () => {
    expect(normalizeMalayalam('ഔസേപ്പ്')).toBe('ഔസേപ്പ്');
    expect(normalizeMalayalam('അക്ക\u0D4Cണ്ടന്റ്')).toBe('അക്ക\u0D57ണ്ടന്റ്'); // ൌ → ൗ
    expect(normalizeMalayalam('അക്ക\u0D46\u0D57ണ്ടന്റ്')).toBe('അക്ക\u0D57ണ്ടന്റ്'); // െ + ൗ → ൗ
    expect(normalizeMalayalam('\u0D07\u0D57രയിൽ')).toBe('ഈരയിൽ');
    expect(normalizeMalayalam('\u0D12\u0D3Eലിക്കൽ')).toBe('ഓലിക്കൽ');
  });

  it('composes two-part vowel signs (NFC)', () => {
    expect(normalizeMalayalam('ത\u0D46\u0D3Eട്ടി')).toBe('ത\u0D4Aട്ടി');
    expect(normalizeMalayalam('ജ\u0D47\u0D3Eസഫ്')).toBe('ജോസഫ്');
  });

  it('writes the dot reph as the chillu r', () => {
    expect(normalizeMalayalam('ക\u0D4Eത്താവ്')).toBe('കർത്താവ്');
  });

  it('writes ൻ + virama + റ as ന്റ, and drops ZWJ/ZWNJ that are left', () => {
    expect(normalizeMalayalam('ആ\u0D7B\u0D4D\u0D31ണി')).toBe('ആന്റണി');
    expect(normalizeMalayalam('സോഫ്റ്റ്\u200Cവെയർ')).toBe('സോഫ്റ്റ്വെയർ');
    expect(normalizeMalayalam('Kunnel')).toBe('Kunnel');
  });

  it('round-trips the legacy chillu encoding', () => {
    const names = ['പുത്തൻപുരയ്ക്കൽ', 'കുന്നേൽ', 'ആരോൺ', 'ഷേർളി', 'മൈക്കിൾ'];
    for (const name of names) {
      const legacy = toLegacyChillus(name);
      expect(legacy).not.toBe(name);
      expect(legacy).toContain('\u200D');
      expect(hasChillu(legacy)).toBe(true);
      expect(normalizeMalayalam(legacy)).toBe(name);
    }
    expect(hasChillu('ബിജു')).toBe(false);
  });
});

describe('searchKey', () => {
  it('gives the same key to the spellings people type for one house', () => {
    for (const typed of ['kunnel', 'kunnell', 'kunel', 'Kunnel', 'KUNNEL', 'kunnal'])
      expect(searchKey(typed)).toBe(searchKey('കുന്നേൽ'));
    expect(searchKey('koottungal')).toBe(searchKey('കൂട്ടുങ്കൽ'));
    expect(searchKey('olickel')).toBe(searchKey('ഓലിക്കൽ'));
    expect(searchKey('elanjickal')).toBe(searchKey('ഇലഞ്ഞിക്കൽ'));
    expect(searchKey('erayil')).toBe(searchKey('ഈരയിൽ'));
    expect(searchKey('edayadiyil')).toBe(searchKey('ഇടയാടിയിൽ'));
    for (const typed of ['puthenpurackal', 'puthenpurakkal', 'Puthenpurakal'])
      expect(searchKey(typed)).toBe('putenpurakal');
    expect(searchKey('palackal')).toBe(searchKey('പാലയ്ക്കൽ'));
    expect(searchKey('palakkal')).toBe(searchKey('പാലയ്ക്കൽ'));
    expect(searchKey('vazhayil')).toBe(searchKey('വാഴയിൽ'));
    expect(searchKey('valayil')).toBe(searchKey('വാഴയിൽ'));
    expect(searchKey('chempakassery')).toBe(searchKey('ചെമ്പകശ്ശേരി'));
    expect(searchKey('kochuparambil')).toBe(searchKey('കൊച്ചുപറമ്പിൽ'));
    expect(searchKey('vettikattu')).toBe(searchKey('വെട്ടിക്കാട്ട്'));
    expect(searchKey('naduviledathu')).toBe(searchKey('നടുവിലേടത്ത്'));
    expect(searchKey('poovathinkal')).toBe(searchKey('പൂവത്തിങ്കൽ'));
    expect(searchKey('moolayil')).toBe(searchKey('മൂലയിൽ'));
    expect(searchKey('mundackal')).toBe(searchKey('മുണ്ടയ്ക്കൽ'));
    expect(searchKey('njarakkattu')).toBe(searchKey('ഞാറക്കാട്ട്'));
    expect(searchKey('kannanthara')).toBe(searchKey('കണ്ണന്തറ'));
  });

  it('gives the same key to Malayalam and English spellings of common given names', () => {
    const pairs: [string, string][] = [
      ['ചാക്കോ', 'Chacko'],
      ['ജോയി', 'Joy'],
      ['ടോമി', 'Tomy'],
      ['ആൽവിൻ', 'Alwin'],
      ['ക്രിസ്റ്റി', 'Christy'],
      ['സിസിലി', 'Cicily'],
      ['അലീന', 'Aleena'],
      ['ബെന്നി', 'Benny'],
      ['മരിയ', 'Maria'],
      ['കുര്യൻ', 'Kurian'],
      ['ജോൺ', 'John'],
      ['പോൾ', 'Paul'],
      ['മാത്യു', 'Mathew'],
      ['ആലീസ്', 'Alice'],
      ['ഷാജി', 'Shaji'],
      ['നീതു', 'Neethu'],
      ['ത്രേസ്യാമ്മ', 'Thresiamma'],
    ];
    for (const [malayalam, english] of pairs) expect(searchKey(english), english).toBe(searchKey(malayalam));
  });

  it('finds a name stored in either chillu encoding with the same key', () => {
    expect(searchKey(toLegacyChillus('കുന്നേൽ'))).toBe(searchKey('കുന്നേൽ'));
    expect(searchKey(toLegacyChillus('പുത്തൻപുരയ്ക്കൽ'))).toBe(searchKey('പുത്തൻപുരയ്ക്കൽ'));
  });

  it('keeps the English spellings of every demo house close to its Malayalam key (trigram similarity ≥ 0.5)', () => {
    for (const [malayalam, english] of HOUSE_NAMES) {
      expect(similarity(searchKey(malayalam), searchKey(english)), `${malayalam} ${english}`).toBeGreaterThanOrEqual(
        0.5,
      );
    }
  });

  it('is lowercase Latin with no spaces; romanizeMalayalam keeps the word breaks', () => {
    expect(searchKey('ജോസഫ് കുന്നേൽ')).toMatch(/^[a-z]+$/);
    expect(romanizeMalayalam('ജോസഫ് കുന്നേൽ')).toBe('josaf kunal');
    expect(searchKey('  ')).toBe('');
    expect(searchKey('123')).toBe('');
  });
});
