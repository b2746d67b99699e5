// Word lists for the demo parish: names as a Syro-Malabar parish in central Kerala writes them.
// Each entry is [Malayalam, English].

export const MALE_NAMES: [string, string][] = [
  ['ജോസഫ്', 'Joseph'], ['തോമസ്', 'Thomas'], ['ജോർജ്', 'George'], ['മാത്യു', 'Mathew'],
  ['ജോൺ', 'John'], ['ആന്റണി', 'Antony'], ['സെബാസ്റ്റ്യൻ', 'Sebastian'], ['ജെയിംസ്', 'James'],
  ['ഫ്രാൻസിസ്', 'Francis'], ['പോൾ', 'Paul'], ['പീറ്റർ', 'Peter'], ['വർഗീസ്', 'Varghese'],
  ['ചാക്കോ', 'Chacko'], ['ഔസേപ്പ്', 'Ouseph'], ['ദേവസ്യ', 'Devasya'], ['ജോയി', 'Joy'],
  ['ബിജു', 'Biju'], ['ഷാജി', 'Shaji'], ['സജി', 'Saji'], ['ജിജോ', 'Jijo'], ['ജോമോൻ', 'Jomon'],
  ['ടോമി', 'Tomy'], ['ബെന്നി', 'Benny'], ['ജോബി', 'Joby'], ['റോബിൻ', 'Robin'], ['ആൽബിൻ', 'Albin'],
  ['അലൻ', 'Alan'], ['ജസ്റ്റിൻ', 'Justin'], ['എബിൻ', 'Ebin'], ['ജോയൽ', 'Joel'], ['ആരോൺ', 'Aaron'],
  ['ഇമ്മാനുവൽ', 'Emmanuel'], ['കുര്യൻ', 'Kurian'], ['ഉലഹന്നാൻ', 'Ulahannan'], ['മൈക്കിൾ', 'Michael'],
  ['ഏബ്രഹാം', 'Abraham'], ['ഡേവിസ്', 'Davis'], ['ഷിബു', 'Shibu'], ['സിബി', 'Siby'], ['ടിജോ', 'Tijo'],
  ['അനൂപ്', 'Anoop'], ['ജിതിൻ', 'Jithin'], ['അഖിൽ', 'Akhil'], ['ആൽവിൻ', 'Alwin'], ['ക്രിസ്റ്റി', 'Christy'],
  ['ജോഷ്വ', 'Joshua'], ['ഡാനിയേൽ', 'Daniel'], ['ഐസക്', 'Isaac'], ['ലൂക്കോസ്', 'Lukose'], ['ഫിലിപ്പ്', 'Philip'],
];

export const FEMALE_NAMES: [string, string][] = [
  ['മേരി', 'Mary'], ['ഏലിയാമ്മ', 'Eliyamma'], ['അന്നമ്മ', 'Annamma'], ['ത്രേസ്യാമ്മ', 'Thresiamma'],
  ['റോസമ്മ', 'Rosamma'], ['ലീലാമ്മ', 'Leelamma'], ['സിസിലി', 'Cicily'], ['ഗ്രേസി', 'Gracy'],
  ['മോളി', 'Molly'], ['ലിസി', 'Lissy'], ['ജെസ്സി', 'Jessy'], ['ബിന്ദു', 'Bindu'], ['സിനി', 'Sini'],
  ['ജിഷ', 'Jisha'], ['ഷൈനി', 'Shiny'], ['ആൻ', 'Ann'], ['മരിയ', 'Maria'], ['ആഗ്നസ്', 'Agnes'],
  ['ജെസ്ന', 'Jesna'], ['ടെസ്സ', 'Tessa'], ['അലീന', 'Aleena'], ['അനു', 'Anu'], ['നിമ്മി', 'Nimmy'],
  ['റിയ', 'Riya'], ['സാനിയ', 'Saniya'], ['എയ്ഞ്ചൽ', 'Angel'], ['ഡെയ്സി', 'Daisy'], ['ലൂസി', 'Lucy'],
  ['സോഫിയ', 'Sophia'], ['ക്ലാര', 'Clara'], ['അൽഫോൻസ', 'Alphonsa'], ['റീന', 'Reena'], ['ജോളി', 'Jolly'],
  ['മിനി', 'Mini'], ['ഷേർളി', 'Shirly'], ['ബീന', 'Beena'], ['ആലീസ്', 'Alice'], ['ഹെലൻ', 'Helen'],
  ['ക്രിസ്റ്റീന', 'Christina'], ['ഐറിൻ', 'Irene'], ['നീതു', 'Neethu'], ['ജിൻസി', 'Jincy'], ['റോസ്മിൻ', 'Rosmin'],
];

/** House (family) names of the region. */
export const HOUSE_NAMES: [string, string][] = [
  ['പുത്തൻപുരയ്ക്കൽ', 'Puthenpurackal'], ['കുന്നേൽ', 'Kunnel'], ['പാലയ്ക്കൽ', 'Palackal'],
  ['വടക്കേൽ', 'Vadakkel'], ['തെക്കേൽ', 'Thekkel'], ['കിഴക്കേൽ', 'Kizhakkel'], ['മാളിയേക്കൽ', 'Maliyekkal'],
  ['ചിറയിൽ', 'Chirayil'], ['കരോട്ട്', 'Karott'], ['മണ്ണൂർ', 'Mannur'], ['പുളിക്കൽ', 'Pulickal'],
  ['കൊച്ചുപറമ്പിൽ', 'Kochuparambil'], ['തോട്ടത്തിൽ', 'Thottathil'], ['വെട്ടിക്കാട്ട്', 'Vettikattu'],
  ['ഇലഞ്ഞിക്കൽ', 'Elanjickal'], ['കല്ലറയ്ക്കൽ', 'Kallarackal'], ['മുണ്ടയ്ക്കൽ', 'Mundackal'],
  ['പൂവത്തിങ്കൽ', 'Poovathinkal'], ['ഞാറക്കാട്ട്', 'Njarakkattu'], ['കട്ടക്കയം', 'Kattakayam'],
  ['പുതുപ്പറമ്പിൽ', 'Puthuparambil'], ['ഈരയിൽ', 'Eerayil'], ['കൂട്ടുങ്കൽ', 'Koottunkal'],
  ['മറ്റത്തിൽ', 'Mattathil'], ['ചെമ്പകശ്ശേരി', 'Chempakassery'], ['നെടുംപുറം', 'Nedumpuram'],
  ['ഓലിക്കൽ', 'Olickal'], ['പാറയിൽ', 'Parayil'], ['വാഴയിൽ', 'Vazhayil'], ['തുരുത്തിയിൽ', 'Thuruthiyil'],
  ['കാഞ്ഞിരത്തിങ്കൽ', 'Kanjirathinkal'], ['മൂലയിൽ', 'Moolayil'], ['പള്ളിപ്പറമ്പിൽ', 'Pallyparambil'],
  ['കുഴിവേലിൽ', 'Kuzhivelil'], ['അറയ്ക്കൽ', 'Arackal'], ['ചക്കാലയ്ക്കൽ', 'Chakkalackal'],
  ['താന്നിക്കൽ', 'Thannickal'], ['മുളയ്ക്കൽ', 'Mulackal'], ['കളപ്പുരയ്ക്കൽ', 'Kalappurackal'],
  ['വെള്ളാപ്പള്ളിൽ', 'Vellappallil'], ['കൊല്ലംപറമ്പിൽ', 'Kollamparambil'], ['നടുവിലേടത്ത്', 'Naduviledathu'],
  ['ഇടയാടിയിൽ', 'Edayadiyil'], ['കാരിക്കൽ', 'Karickal'], ['പൊട്ടനാനി', 'Pottanani'], ['മഠത്തിൽ', 'Madathil'],
  ['ആലപ്പാട്ട്', 'Alappattu'], ['കണ്ണന്തറ', 'Kannanthara'], ['പുല്ലാട്ട്', 'Pullattu'], ['വലിയപറമ്പിൽ', 'Valiyaparambil'],
];

export const WORK: string[] = [
  'കർഷകൻ', 'അധ്യാപകൻ', 'നഴ്സ്', 'എഞ്ചിനീയർ', 'ഡ്രൈവർ', 'ബിസിനസ്', 'സർക്കാർ ജോലി', 'ബാങ്ക് ജീവനക്കാരൻ',
  'പ്രവാസി', 'ഡോക്ടർ', 'അക്കൗണ്ടന്റ്', 'റബ്ബർ ടാപ്പിങ്', 'ഇലക്ട്രീഷ്യൻ', 'ആശാരി', 'സോഫ്റ്റ്‌വെയർ എഞ്ചിനീയർ',
];
export const RETIRED = 'വിരമിച്ചു';
export const STUDENT = 'വിദ്യാർത്ഥി';
export const HOMEMAKER = 'വീട്ടമ്മ';

export const RELATIONS = {
  head: 'ഗൃഹനാഥൻ',
  headF: 'ഗൃഹനാഥ',
  wife: 'ഭാര്യ',
  husband: 'ഭർത്താവ്',
  son: 'മകൻ',
  daughter: 'മകൾ',
  daughterInLaw: 'മരുമകൾ',
  grandson: 'കൊച്ചുമകൻ',
  granddaughter: 'കൊച്ചുമകൾ',
  mother: 'അമ്മ',
  father: 'അപ്പൻ',
} as const;

/** Parishes a wife may come from (origin is 'parish,family'). */
export const PARISHES: string[] = [
  'പാലാ', 'കുറവിലങ്ങാട്', 'രാമപുരം', 'ഭരണങ്ങാനം', 'ചങ്ങനാശ്ശേരി', 'കാഞ്ഞിരപ്പള്ളി', 'തൊടുപുഴ',
  'മുട്ടുചിറ', 'അതിരമ്പുഴ', 'ഉഴവൂർ', 'ഏറ്റുമാനൂർ', 'കടുത്തുരുത്തി',
];
export const HOME_PARISH = 'കുറവിലങ്ങാട്';

/** Where members live when not at home. */
export const ABROAD: string[] = ['ദുബായ്', 'ബാംഗ്ലൂർ', 'എറണാകുളം', 'യു.കെ.', 'കാനഡ', 'ഓസ്ട്രേലിയ', 'ഡൽഹി', 'കുവൈറ്റ്', 'ജർമ്മനി'];
export const AT_HOME = 'ഇടവകയിൽ';

export const EMAIL_DOMAINS = ['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com'];

/** docs/product.md "Board" sections for the demo's news and events. */
export const NEWS_ITEMS: [string, string][] = [
  ['ഇടവക തിരുനാൾ', 'ഇടവക മധ്യസ്ഥയായ പരിശുദ്ധ കന്യകാമറിയത്തിന്റെ തിരുനാൾ ഈ മാസം 8 മുതൽ 15 വരെ ആഘോഷിക്കുന്നു. എല്ലാ ഇടവകാംഗങ്ങളെയും സ്നേഹപൂർവ്വം ക്ഷണിക്കുന്നു.'],
  ['രക്തദാന ക്യാമ്പ്', 'ചാരിറ്റി സൊസൈറ്റിയുടെ നേതൃത്വത്തിൽ ഞായറാഴ്ച രാവിലെ 9 മണി മുതൽ പാരിഷ് ഹാളിൽ രക്തദാന ക്യാമ്പ് നടക്കും.'],
  ['മതബോധന വാർഷികം', 'മതബോധന വിഭാഗത്തിന്റെ വാർഷികവും സമ്മാനദാനവും അടുത്ത ഞായറാഴ്ച വിശുദ്ധ കുർബാനയ്ക്ക് ശേഷം.'],
  ['കുടുംബ യൂണിറ്റ് സമ്മേളനം', 'എല്ലാ കുടുംബ യൂണിറ്റുകളുടെയും സംയുക്ത സമ്മേളനം ശനിയാഴ്ച വൈകുന്നേരം 4 മണിക്ക്.'],
  ['ധ്യാനം', 'നോമ്പുകാല ധ്യാനം വെള്ളി, ശനി, ഞായർ ദിവസങ്ങളിൽ വൈകുന്നേരം 5 മണി മുതൽ.'],
  ['ഭവന നിർമ്മാണ സഹായം', 'ചാരിറ്റി സൊസൈറ്റിയുടെ ഭവന നിർമ്മാണ പദ്ധതിയിലേക്കുള്ള അപേക്ഷകൾ ഈ മാസം 30 വരെ സ്വീകരിക്കും.'],
  ['വിവാഹ ഒരുക്ക കോഴ്സ്', 'വിവാഹ ഒരുക്ക കോഴ്സ് അടുത്ത മാസം ആദ്യ ആഴ്ച പാരിഷ് ഹാളിൽ നടക്കും. പേര് ഓഫീസിൽ നൽകുക.'],
  ['മെഡിക്കൽ ക്യാമ്പ്', 'സൗജന്യ മെഡിക്കൽ ക്യാമ്പ് ഞായറാഴ്ച രാവിലെ 10 മുതൽ 1 വരെ.'],
];

export const EVENTS: string[] = [
  'ഇടവക തിരുനാൾ 2025', 'ആദ്യകുർബാന സ്വീകരണം', 'ക്രിസ്മസ് കരോൾ', 'മതബോധന വാർഷികം',
  'യുവജന സംഗമം', 'ഓണാഘോഷം', 'പള്ളി കൂദാശ ജൂബിലി',
];
