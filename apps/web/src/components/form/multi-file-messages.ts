// Texts of the many-files field: they load with the screens that use it, not with the first page.
import { defineMessages } from '../../i18n/language.tsx';

export const multiFileMessages = defineMessages({
  ml: {
    multiFile: {
      choose: (kind: string) => `${kind}കൾ തിരഞ്ഞെടുക്കുക`,
      chooseMore: (kind: string) => `കൂടുതൽ ${kind}കൾ തിരഞ്ഞെടുക്കുക`,
      // prettier-ignore
      hint: (types: string, mb: number, n: number) =>
        `${types}; ഓരോന്നും ${mb} MB വരെ. ഒരേ സമയം ${n} എണ്ണം അപ്‌ലോഡ് ചെയ്യും.`,
      summary: (done: number, total: number) => `അപ്‌ലോഡ് ചെയ്തത്: ${done} / ${total}`,
      failedCount: (n: number) => `${n} എണ്ണം അപ്‌ലോഡ് ആയില്ല`,
      refusedCount: (n: number) => `${n} എണ്ണം സ്വീകരിക്കാനാവില്ല`,
      waiting: 'ഊഴം കാത്തിരിക്കുന്നു',
      retrying: 'കണക്ഷൻ തടസ്സപ്പെട്ടു; വീണ്ടും ശ്രമിക്കും',
      skipped: 'നേരത്തേ അപ്‌ലോഡ് ചെയ്തതാണ്',
      retry: 'വീണ്ടും ശ്രമിക്കുക',
      retryFile: (name: string) => `${name}: വീണ്ടും ശ്രമിക്കുക`,
      retryAll: 'പരാജയപ്പെട്ടവ വീണ്ടും ശ്രമിക്കുക',
      remove: (name: string) => `${name}: ഒഴിവാക്കുക`,
      stopAll: 'ബാക്കിയുള്ളവ നിർത്തുക',
      tooMany: 'ഒരു മണിക്കൂറിൽ അനുവദിച്ചതിലധികം ഫയലുകൾ. അൽപസമയം കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.',
      list: 'അപ്‌ലോഡ് ചെയ്യുന്ന ഫയലുകൾ',
    },
  },
  en: {
    multiFile: {
      choose: (kind: string) => `Choose ${kind.toLowerCase()}s`,
      chooseMore: (kind: string) => `Choose more ${kind.toLowerCase()}s`,
      hint: (types: string, mb: number, n: number) => `${types}; up to ${mb} MB each. ${n} upload at a time.`,
      summary: (done: number, total: number) => `${done} of ${total} uploaded`,
      failedCount: (n: number) => `${n} did not upload`,
      refusedCount: (n: number) => `${n} cannot be accepted`,
      waiting: 'Waiting its turn',
      retrying: 'Connection broke; will try again',
      skipped: 'Uploaded before',
      retry: 'Try again',
      retryFile: (name: string) => `${name}: try again`,
      retryAll: 'Try the failed ones again',
      remove: (name: string) => `${name}: remove`,
      stopAll: 'Stop the rest',
      tooMany: 'More files than allowed in an hour. Try again a little later.',
      list: 'Files being uploaded',
    },
  },
});
