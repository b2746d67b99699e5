// Texts of the offline copy line and the install offer: they load with those lazy pieces, not with
// the first page (the first-load budget).
import { defineMessages } from '../i18n/language.tsx';

export const offlineMessages = defineMessages({
  ml: {
    copy: {
      /** A page the phone kept, shown without a network. */
      of: (when: string) => `ഓഫ്‌ലൈൻ — സൂക്ഷിച്ച പകർപ്പ്: ${when}`,
      retry: 'വീണ്ടും ശ്രമിക്കുക',
    },
    install: {
      // prettier-ignore
      text: 'ഈ സൈറ്റ് ഫോണിന്റെ ഹോം സ്ക്രീനിൽ ചേർക്കാം: ഒറ്റ തൊടലിൽ തുറക്കാം, ഇന്റർനെറ്റ് ' +
        'ഇല്ലാത്തപ്പോഴും കണ്ട പേജുകൾ വായിക്കാം.',
      label: 'ഹോം സ്ക്രീനിൽ ചേർക്കുക',
      accept: 'ചേർക്കുക',
      decline: 'ഇപ്പോൾ വേണ്ട',
    },
  },
  en: {
    copy: {
      of: (when: string) => `Offline — showing the copy of ${when}`,
      retry: 'Try again',
    },
    install: {
      text:
        'Add this site to your home screen: it opens with one tap, and pages you have seen read without a ' +
        'connection.',
      label: 'Add to home screen',
      accept: 'Add',
      decline: 'Not now',
    },
  },
});
