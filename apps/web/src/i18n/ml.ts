// Malayalam, the default language. Every text the UI shows lives here (and in en.ts, same keys).
export const ml = {
  app: {
    name: 'സെന്റ് മേരീസ് ഇടവക',
    loading: 'ലോഡ് ചെയ്യുന്നു…',
    language: 'English',
    languageLabel: 'ഭാഷ മാറ്റുക',
  },
  home: {
    welcome: 'ഇടവക കുടുംബത്തിലേക്ക് സ്വാഗതം',
    wards: 'വാർഡുകൾ',
  },
  wards: {
    title: 'വാർഡ്',
    committee: 'വാർഡ് കമ്മിറ്റി',
    families: 'കുടുംബങ്ങൾ',
    familyCount: (n: number) => `${n} കുടുംബങ്ങൾ`,
    loadingMore: 'കൂടുതൽ കുടുംബങ്ങൾ ലോഡ് ചെയ്യുന്നു…',
    end: 'എല്ലാ കുടുംബങ്ങളും കാണിച്ചു',
    committeeError: 'താൽക്കാലിക തകരാർ: കമ്മിറ്റി വിവരങ്ങൾ ലഭ്യമായില്ല. ദയവായി പേജ് റീലോഡ് ചെയ്യുക.',
  },
  members: {
    serial: 'ക്രമ നം.',
    name: 'പേര്',
    age: 'വയസ്സ്',
    work: 'ജോലി',
    phone: 'ഫോൺ',
    relation: 'ബന്ധം',
    origin: 'പാരമ്പര്യം',
    location: 'താമസം',
    blood: 'രക്തഗ്രൂപ്പ്',
    gender: 'ലിംഗം',
    male: 'പു',
    female: 'സ്ത്രീ',
    birthday: 'ജന്മദിനം',
    email: 'ഇ-മെയിൽ',
    head: 'ഗൃഹനാഥൻ',
    houseName: 'വീട്ടുപേര്',
  },
  errors: {
    loadFailed: 'വിവരങ്ങൾ ലോഡ് ചെയ്യാനായില്ല. ദയവായി പേജ് റീലോഡ് ചെയ്യുക.',
    refresh: 'റിഫ്രഷ്',
    notFound: 'നിങ്ങൾ തിരയുന്ന പേജ് കണ്ടെത്താനായില്ല',
  },
} as const;

type Widen<T> = T extends string ? string : T extends (...args: infer A) => string ? (...args: A) => string : { [K in keyof T]: Widen<T[K]> };
export type Messages = Widen<typeof ml>;
