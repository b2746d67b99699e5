// Malayalam, the default language: the shell's and the kit's texts (en.ts has the same keys). A
// domain's own texts live in its features/<domain>/messages.ts (docs/decisions.md "A domain's texts
// travel with its screens").

export const ml = {
  app: {
    name: 'സെന്റ് മേരീസ് ഇടവക',
    loading: 'ലോഡ് ചെയ്യുന്നു…',
    language: 'English',
    languageLabel: 'ഭാഷ മാറ്റുക',
    skipToContent: 'ഉള്ളടക്കത്തിലേക്ക് പോകുക',
  },
  home: {
    welcome: 'ഇടവക കുടുംബത്തിലേക്ക് സ്വാഗതം',
    wards: 'വാർഡുകൾ',
  },
  errors: {
    loadFailed: 'വിവരങ്ങൾ ലോഡ് ചെയ്യാനായില്ല. ദയവായി പേജ് റീലോഡ് ചെയ്യുക.',
    refresh: 'റിഫ്രഷ്',
    notFound: 'നിങ്ങൾ തിരയുന്ന പേജ് കണ്ടെത്താനായില്ല',
  },
  // ---- app shell --------------------------------------------------------------------------
  common: {
    close: 'അടയ്ക്കുക',
    yes: 'അതെ',
    no: 'വേണ്ട',
    cancel: 'റദ്ദാക്കുക',
    deleting: 'നീക്കം ചെയ്യുന്നു..',
    deleteFailed: 'നീക്കം ചെയ്യാനായില്ല, വീണ്ടും ശ്രമിക്കുക',
    confirmDelete: 'നീക്കം ചെയ്യട്ടെ?',
    reload: 'റീലോഡ് ചെയ്യുക',
    home: 'ഹോം',
    notifications: 'അറിയിപ്പുകൾ',
  },
  nav: {
    label: 'പ്രധാന നാവിഗേഷൻ',
    menu: 'മെനു',
    home: 'ഹോം',
    contacts: 'ഫോൺ ബുക്ക്',
    search: 'തിരയുക',
    searchHint: 'കുടുംബങ്ങളെ തിരയുക',
    account: 'എന്റെ അക്കൗണ്ട്',
    accountAdmin: 'അഡ്മിൻ അക്കൗണ്ട്',
  },
  drawer: {
    privacy: 'സ്വകാര്യതാ നയം',
    address: 'വിലാസം',
  },
  notice: {
    title: 'ശ്രദ്ധിക്കുക',
    misuse:
      'ഈ സൈറ്റ് ഉപയോഗിക്കുന്നതിലൂടെ, ഇതിലെ വിവരങ്ങൾ ദുരുപയോഗം ചെയ്യില്ലെന്ന് നിങ്ങൾ സമ്മതിക്കുന്നു. ദുരുപയോഗം ' +
      'ചെയ്താൽ നിയമനടപടികൾ നേരിടേണ്ടി വരുമെന്നും അംഗീകരിക്കുന്നു.',
    // prettier-ignore
    ads: 'സൈറ്റിന്റെ പരിപാലനത്തിനും വികസനത്തിനുമുള്ള ചെലവ് കണ്ടെത്താൻ ഈ സൈറ്റിൽ സ്പോൺസർമാരുടെ ' +
      'പരസ്യങ്ങൾ ഉണ്ടായിരിക്കും.',
    continue: 'തുടരുക',
  },
  offline: {
    title: 'ഇന്റർനെറ്റ് ബന്ധം വിച്ഛേദിക്കപ്പെട്ടു',
  },
  errorScreen: {
    status: (status: string) => `പിശക് ${status}`,
    // The headline in words, Malayalam and English alike in both languages: the screen is bilingual.
    headlineMalayalam: {
      notFound: 'പേജ് കണ്ടെത്താനായില്ല',
      timedOut: 'മറുപടി വൈകുന്നു',
      network: 'കണക്ഷൻ ലഭ്യമല്ല',
      tooManyRequests: 'അഭ്യർത്ഥനകൾ വളരെ കൂടുതൽ',
      serverError: 'സെർവറിൽ തകരാർ',
      unauthorized: 'അനുവാദമില്ല',
      pageError: 'പേജ് തുറക്കാനായില്ല',
      other: 'എന്തോ തകരാർ സംഭവിച്ചു',
    },
    headlineEnglish: {
      notFound: 'Page not found',
      timedOut: 'The answer is taking too long',
      network: 'No connection',
      tooManyRequests: 'Too many requests',
      serverError: 'Server error',
      unauthorized: 'Not allowed',
      pageError: 'The page could not open',
      other: 'Something went wrong',
    },
    notFoundMalayalam: 'ക്ഷമിക്കണം, നിങ്ങൾ തിരയുന്ന പേജ് കണ്ടെത്താനായില്ല.',
    notFoundEnglish: 'The page you are looking for was not found.',
    routerMalayalam: 'ക്ഷമിക്കണം, ഈ പേജ് തുറക്കുന്നതിൽ ഒരു തകരാർ സംഭവിച്ചു. ദയവായി പേജ് റീലോഡ് ചെയ്യുക.',
    routerEnglish: 'Something went wrong while opening this page.',
    back: 'തിരികെ',
    login: 'ലോഗിൻ',
    reload: 'റീലോഡ്',
    home: 'ഹോം',
    imageAlt: {
      bug: 'പേജ് കണ്ടെത്താനായില്ല എന്ന ചിത്രം',
      slowNetwork: 'വേഗത കുറഞ്ഞ നെറ്റ്‌വർക്ക് എന്ന ചിത്രം',
      tooManyRequests: 'വളരെയധികം അഭ്യർത്ഥനകൾ എന്ന ചിത്രം',
      serverError: 'സെർവർ തകരാർ എന്ന ചിത്രം',
      unauthorized: 'അനുവാദമില്ല എന്ന ചിത്രം',
    },
  },
  errorHandler: {
    // prettier-ignore
    serverError: 'സെർവറിൽ ഒരു തകരാർ സംഭവിച്ചു. ക്ഷമിക്കണം, ഇത് ഉടൻ പരിഹരിക്കും. ദയവായി സെർവർ ' +
      'അഡ്മിനിസ്ട്രേറ്ററെ ബന്ധപ്പെടുക.',
    // prettier-ignore
    tooManyRequests: 'നിങ്ങളുടെ ഐപി വിലാസത്തിൽ നിന്ന് വളരെയധികം അഭ്യർത്ഥനകൾ വന്നിരിക്കുന്നു. 15 ' +
      'മിനിറ്റിനു ശേഷം വീണ്ടും ശ്രമിക്കുക.',
    // prettier-ignore
    unauthorized: 'ഈ പ്രവർത്തനം നിങ്ങൾക്ക് അനുവദിച്ചിട്ടുള്ള പരിധിക്ക് പുറത്താണ്. ദയവായി ലോഗിൻ ചെയ്ത് ' +
      'വീണ്ടും ശ്രമിക്കുക.',
    timedOut: 'ഇന്റർനെറ്റ് വേഗത കുറവായിരിക്കാം. ദയവായി വീണ്ടും ശ്രമിക്കുക.',
    other: 'എന്തോ തകരാർ സംഭവിച്ചു. ദയവായി വീണ്ടും ശ്രമിക്കുക.',
    connectionReset: 'കണക്ഷൻ റീസെറ്റ് ആയി, ദയവായി ഈ പേജ് റിഫ്രഷ് ചെയ്യുക',
  },
  /** The browser tab's title of each screen. */
  titles: {
    home: 'സെന്റ് മേരീസ് ഇടവക',
    ward: (n: number, name: string) => `വാർഡ് ${n}: ${name}`,
    login: 'ലോഗിൻ',
    search: 'തിരയൽ',
    contacts: 'ഫോൺ ബുക്ക്',
    addContact: 'കോൺടാക്റ്റ് ചേർക്കുക',
    address: 'വിലാസം',
    privacy: 'സ്വകാര്യതാ നയം',
    newFamily: 'പുതിയ കുടുംബം',
    editFamily: 'കുടുംബം തിരുത്തുക',
    switchWard: 'വാർഡ് മാറ്റുക',
    addToGallery: 'ഗാലറിയിലേക്ക് ചേർക്കുക',
    news: 'വാർത്തകൾ',
    addNews: 'വാർത്ത ചേർക്കുക',
    stats: 'സ്ഥിതിവിവരക്കണക്കുകൾ',
    audit: 'മാറ്റങ്ങളുടെ രേഖ',
    directory: 'ഡയറക്ടറി: കയറ്റുമതിയും ഇറക്കുമതിയും',
    printDirectory: (n: number, name: string) => `വാർഡ് ${n} ഡയറക്ടറി: ${name}`,
    error: 'പിശക്',
    // board and accounts
    board: 'ഭരണസമിതി',
    exVicars: 'മുൻ വികാരിമാർ',
    convent: 'കോൺവെന്റ്',
    samarpithar: 'സമർപ്പിതർ',
    accounts: 'അക്കൗണ്ടുകൾ',
    changePassword: 'പാസ്‌വേഡ് മാറ്റുക',
  },
  auth: {
    loggedOut: 'ലോഗൗട്ട് ചെയ്തു',
  },
  homeShell: {
    news: 'വാർത്തകൾ',
    wards: 'വാർഡുകൾ',
    board: 'ഭരണസമിതി',
    catechism: 'മതബോധനം',
    sandesham: 'സന്ദേശങ്ങൾ',
    explore: 'ഇടവകയെ അറിയാം',
    faq: 'സംശയങ്ങളും മറുപടികളും',
    faqText: 'വിശ്വാസ സംബന്ധമായ ചോദ്യങ്ങൾക്ക് ഉത്തരം',
    history: 'ഇടവക ചരിത്രം',
    historyText: 'നമ്മുടെ ഇടവകയുടെ വളർച്ചയുടെ കഥ',
    departed: 'പരേതർ',
    departedText: 'നമ്മെ വിട്ടുപിരിഞ്ഞവരുടെ ഓർമ്മയ്ക്ക്',
    samarpithar: 'സമർപ്പിതർ',
    samarpitharText: 'ഇടവകയിൽ നിന്നുള്ള വൈദികരും സന്യസ്തരും',
    convent: 'കോൺവെന്റ്',
    conventText: 'ഇടവകയിൽ സേവനം ചെയ്യുന്ന സന്യാസിനികൾ',
    exVicars: 'മുൻ വികാരിമാർ',
    exVicarsText: 'ഇടവകയെ നയിച്ച വൈദികർ',
    gallery: 'ഫോട്ടോ ഗാലറി',
    galleryText: 'ഇടവകയിലെ ആഘോഷങ്ങളുടെ ചിത്രങ്ങൾ',
    galleryLoading: 'ചിത്രങ്ങൾ ലോഡ് ചെയ്യുന്നു…',
    galleryEmpty: 'ചിത്രങ്ങൾ ഇതുവരെ ചേർത്തിട്ടില്ല',
    previous: 'മുമ്പത്തെ ചിത്രം',
    next: 'അടുത്ത ചിത്രം',
    wardsTitle: 'വാർഡുകൾ',
    footer: 'ഇടവക വെബ്സൈറ്റ്',
    massTimes: 'കുർബാന സമയം',
    officeHours: 'ഓഫീസ് സമയം',
  },
  // ---- search and phone book -----------------------------------------------------------------
  searchBox: {
    pasteBlocked: 'ഇവിടെ പേസ്റ്റ് ചെയ്യാനാവില്ല; ടൈപ്പ് ചെയ്യുക',
    searching: 'തിരയുന്നു…',
  },
} as const;

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { [K in keyof T]: Widen<T[K]> };
export type Messages = Widen<typeof ml>;
