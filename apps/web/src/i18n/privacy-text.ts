// The privacy policy (docs/product.md "Privacy"): long text, so it has its own typed catalog that loads with
// the privacy screen instead of with every page. Same shape in both languages.
import type { Language } from './language.tsx';

export interface PrivacyText {
  title: string;
  intro: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
  contactIntro: string;
  email: string;
  phone: string;
  whatsapp: string;
  postal: string;
  loading: string;
}

const ml: PrivacyText = {
  title: 'സ്വകാര്യതാ നയം',
  intro:
    'ഇടവകയുടെ ചാരിറ്റി സൊസൈറ്റി നടത്തുന്ന ഈ വെബ്സൈറ്റ് ഇടവകാംഗങ്ങളുടെ വ്യക്തിവിവരങ്ങൾ സൂക്ഷിക്കുന്നു. അവ എങ്ങനെ ' +
    'ശേഖരിക്കുന്നു, ഉപയോഗിക്കുന്നു, സംരക്ഷിക്കുന്നു എന്ന് ഈ നയം വിശദീകരിക്കുന്നു.',
  sections: [
    {
      heading: '1. ഞങ്ങൾ ശേഖരിക്കുന്ന വിവരങ്ങൾ',
      paragraphs: [
        'വ്യക്തിപരമായ വിവരങ്ങൾ: കുടുംബാംഗങ്ങളുടെ പേര്, വീട്ടുപേര്, വാർഡ്, വയസ്സ്, ജോലി, ഫോൺ നമ്പർ, രക്തഗ്രൂപ്പ്, ' +
          'ജന്മദിനം, ഇ-മെയിൽ, ഫോട്ടോ എന്നിവ — ഇടവക ഓഫീസോ കുടുംബം തന്നെയോ നൽകുന്നവ.',
        'ഉപകരണ വിവരങ്ങൾ: ബ്രൗസറിന്റെ തരം, ഭാഷ, സ്ക്രീൻ വലിപ്പം തുടങ്ങി സൈറ്റ് ശരിയായി കാണിക്കാൻ ആവശ്യമായവ.',
        'ഉപയോഗ വിവരങ്ങൾ: ഏതു പേജുകൾ തുറന്നു, എപ്പോൾ എന്നിങ്ങനെ സുരക്ഷയ്ക്കും തകരാറുകൾ കണ്ടെത്താനുമുള്ള സെർവർ രേഖകൾ.',
      ],
    },
    {
      heading: '2. വിവരങ്ങളുടെ ഉപയോഗം',
      paragraphs: [
        'ഇടവക കുടുംബങ്ങളുടെ ഡയറക്ടറി, വാർത്തകൾ, മതബോധനം, അറിയിപ്പുകൾ എന്നിവ ഇടവകാംഗങ്ങൾക്ക് ലഭ്യമാക്കാനും ഇടവക ' +
          'ഭരണം സുഗമമാക്കാനും മാത്രമാണ് ഈ വിവരങ്ങൾ ഉപയോഗിക്കുന്നത്.',
      ],
    },
    {
      heading: '3. കുക്കികൾ',
      paragraphs: [
        'ലോഗിൻ ചെയ്ത ഉപയോക്താക്കളുടെ സെഷൻ നിലനിർത്താൻ മാത്രമുള്ള ഒരു കുക്കി ഞങ്ങൾ ഉപയോഗിക്കുന്നു. തിരഞ്ഞെടുത്ത ' +
          'ഭാഷ, അറിയിപ്പ് കണ്ടു എന്നത് പോലുള്ള ക്രമീകരണങ്ങൾ നിങ്ങളുടെ ബ്രൗസറിൽ തന്നെ സൂക്ഷിക്കുന്നു. പരസ്യ ' +
          'ട്രാക്കിംഗ് കുക്കികൾ ഉപയോഗിക്കുന്നില്ല.',
      ],
    },
    {
      heading: '4. വിവരങ്ങൾ പങ്കുവയ്ക്കൽ',
      paragraphs: [
        'നിങ്ങളുടെ വ്യക്തിവിവരങ്ങൾ ഞങ്ങൾ ആർക്കും വിൽക്കുകയോ വാടകയ്ക്ക് നൽകുകയോ ചെയ്യുന്നില്ല. നിയമപരമായ ' +
          'ബാധ്യതയുള്ളപ്പോൾ മാത്രം അധികാരികളുമായി പങ്കുവയ്ക്കും.',
      ],
    },
    {
      heading: '5. സുരക്ഷ',
      paragraphs: [
        'വിവരങ്ങൾ മാറ്റാനുള്ള അനുവാദം ചുമതലപ്പെടുത്തിയ ഉപയോക്താക്കൾക്ക് മാത്രമാണ്; ഓരോ മാറ്റവും സെർവർ ' +
          'പരിശോധിക്കുന്നു. പാസ്‌വേഡുകൾ എൻക്രിപ്റ്റ് ചെയ്ത രൂപത്തിലാണ് സൂക്ഷിക്കുന്നത്, ഫോട്ടോകളിൽ നിന്ന് ' +
          'സ്ഥാന വിവരങ്ങൾ നീക്കം ചെയ്യുന്നു.',
      ],
    },
    {
      heading: '6. നിങ്ങളുടെ അവകാശങ്ങൾ',
      paragraphs: [
        'നിങ്ങളെയും കുടുംബത്തെയും കുറിച്ചുള്ള വിവരങ്ങൾ കാണാനും തെറ്റുകൾ തിരുത്താനും നീക്കം ചെയ്യാൻ ' +
          'ആവശ്യപ്പെടാനും നിങ്ങൾക്ക് അവകാശമുണ്ട്. താഴെ നൽകിയിരിക്കുന്ന വിലാസത്തിൽ ബന്ധപ്പെടുക.',
      ],
    },
    {
      heading: '7. നയത്തിലെ മാറ്റങ്ങൾ',
      paragraphs: ['ഈ നയം കാലാകാലങ്ങളിൽ പുതുക്കിയേക്കാം. പ്രധാന മാറ്റങ്ങൾ ഈ പേജിലും വാർത്തകളിലും അറിയിക്കും.'],
    },
    {
      heading: '8. ബന്ധപ്പെടുക',
      paragraphs: [],
    },
  ],
  contactIntro: 'ഈ നയത്തെക്കുറിച്ചുള്ള ചോദ്യങ്ങൾക്കും അപേക്ഷകൾക്കും ബന്ധപ്പെടുക:',
  email: 'ഇ-മെയിൽ',
  phone: 'ഫോൺ',
  whatsapp: 'വാട്സ്ആപ്പ്',
  postal: 'തപാൽ വിലാസം',
  loading: 'ബന്ധപ്പെടാനുള്ള വിവരങ്ങൾ ലോഡ് ചെയ്യുന്നു…',
};

const en: PrivacyText = {
  title: 'Privacy policy',
  intro:
    "This website, run by the parish's charity society, holds personal data of parishioners. This policy " +
    'explains how it is collected, used and protected.',
  sections: [
    {
      heading: '1. Information we collect',
      paragraphs: [
        'Personal information: names, house names, ward, age, work, phone numbers, blood group, birthday, e-mail ' +
          'and photos of family members, given by the parish office or by the family itself.',
        'Device information: browser type, language and screen size, as needed to show the site properly.',
        'Usage information: server records of which pages were opened and when, for security and to find faults.',
      ],
    },
    {
      heading: '2. Use',
      paragraphs: [
        'The information is used only to give parishioners the family directory, news, catechism and notices, ' +
          'and to help run the parish.',
      ],
    },
    {
      heading: '3. Cookies',
      paragraphs: [
        'We use one cookie, only to keep a logged-in user’s session. Preferences such as the chosen language or ' +
          'having seen the notice are kept in your own browser. No advertising tracking cookies are used.',
      ],
    },
    {
      heading: '4. Sharing',
      paragraphs: [
        'We never sell or rent your personal information. It is shared with authorities only where the law ' +
          'requires it.',
      ],
    },
    {
      heading: '5. Security',
      paragraphs: [
        'Only authorised users may change data, and the server checks every change. Passwords are stored hashed, ' +
          'and location data is removed from photos.',
      ],
    },
    {
      heading: '6. Your rights',
      paragraphs: [
        'You may see the information about you and your family, have mistakes corrected, and ask for it to be ' +
          'deleted. Contact us at the address below.',
      ],
    },
    {
      heading: '7. Changes',
      paragraphs: [
        'This policy may be updated from time to time. Important changes will be announced on this page and in ' +
          'the news.',
      ],
    },
    { heading: '8. Contact', paragraphs: [] },
  ],
  contactIntro: 'For questions and requests about this policy, contact:',
  email: 'E-mail',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  postal: 'Postal address',
  loading: 'Loading contact details…',
};

export const privacyText: Record<Language, PrivacyText> = { ml, en };
