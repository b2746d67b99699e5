// The join screen's texts (docs/product.md "Join link /join/{token}"), loaded with its chunk.
import { defineMessages } from '../../i18n/language.tsx';

export const joinMessages = defineMessages({
  ml: {
    join: {
      pageTitle: 'ഇടവക വെബ്സൈറ്റിൽ ചേരുക',
      title: (house: string) => `${house} കുടുംബത്തിന്റെ അക്കൗണ്ട്`,
      intro:
        'ഇടവക ഓഫീസ് നിങ്ങളുടെ കുടുംബത്തിന് അയച്ച ക്ഷണമാണിത്. ഒരു ഉപയോക്തൃനാമവും പാസ്‌വേഡും ' +
        'തിരഞ്ഞെടുക്കുക: ഇതുപയോഗിച്ച് കുടുംബത്തിന്റെ വിവരങ്ങൾ കാണാനും മാറ്റങ്ങൾ ഓഫീസിനെ ' +
        'അറിയിക്കാനും കഴിയും. ഈ ലിങ്ക് ഒരു തവണ മാത്രമേ ഉപയോഗിക്കാനാകൂ.',
      username: 'ഉപയോക്തൃനാമം',
      usernameHint: 'ഇംഗ്ലീഷ് അക്ഷരങ്ങൾ, അക്കങ്ങൾ, _ . - എന്നിവ മാത്രം; കുറഞ്ഞത് 3 അക്ഷരം',
      badUsername: 'ഇംഗ്ലീഷ് അക്ഷരങ്ങൾ, അക്കങ്ങൾ, _ . - എന്നിവ മാത്രം ഉപയോഗിക്കുക (3 മുതൽ 60 വരെ)',
      password: 'പാസ്‌വേഡ്',
      passwordHint: 'കുറഞ്ഞത് 10 അക്ഷരം; എളുപ്പം ഊഹിക്കാവുന്നതാകരുത്',
      commonPassword: 'ഈ പാസ്‌വേഡ് വളരെ സാധാരണമാണ് അല്ലെങ്കിൽ ഉപയോക്തൃനാമത്തോട് സാമ്യമുള്ളതാണ്',
      fixErrors: 'അടയാളപ്പെടുത്തിയ വിവരങ്ങൾ ശരിയാക്കുക',
      create: 'അക്കൗണ്ട് ഉണ്ടാക്കുക',
      creating: 'ഉണ്ടാക്കുന്നു…',
      loading: 'ലിങ്ക് പരിശോധിക്കുന്നു…',
      loadError: 'ലിങ്ക് പരിശോധിക്കാനായില്ല.',
      retry: 'വീണ്ടും ശ്രമിക്കുക',
      goHome: 'ഹോം പേജിലേക്ക്',
      gone: {
        expired: {
          title: 'ഈ ലിങ്കിന്റെ കാലാവധി കഴിഞ്ഞു',
          text: 'ക്ഷണ ലിങ്കുകൾ 14 ദിവസത്തേക്ക് മാത്രം. പുതിയ ലിങ്കിനായി ഇടവക ഓഫീസിനെ സമീപിക്കുക.',
        },
        used: {
          title: 'ഈ ലിങ്ക് ഇതിനകം ഉപയോഗിച്ചു',
          text:
            'ഈ ലിങ്ക് ഉപയോഗിച്ച് ഒരു അക്കൗണ്ട് ഉണ്ടാക്കിക്കഴിഞ്ഞു. നിങ്ങളുടേതാണെങ്കിൽ ലോഗിൻ ' +
            'ചെയ്യുക; അല്ലെങ്കിൽ പുതിയ ലിങ്കിനായി ഇടവക ഓഫീസിനെ സമീപിക്കുക.',
        },
        revoked: {
          title: 'ഈ ലിങ്ക് റദ്ദാക്കി',
          text: 'ഇടവക ഓഫീസ് ഈ ലിങ്ക് റദ്ദാക്കിയിരിക്കുന്നു. പുതിയ ലിങ്കിനായി ഓഫീസിനെ സമീപിക്കുക.',
        },
        unknown: {
          title: 'ഈ ലിങ്ക് ശരിയല്ല',
          // prettier-ignore
          text: 'ഈ ലിങ്ക് നിലവിലില്ല. ലിങ്ക് മുഴുവനായി പകർത്തിയിട്ടുണ്ടോ എന്ന് നോക്കുക, അല്ലെങ്കിൽ ' +
            'ഇടവക ഓഫീസിനെ സമീപിക്കുക.',
        },
      },
      login: 'ലോഗിൻ ചെയ്യുക',
      made: (name: string) => `അക്കൗണ്ട് തയ്യാർ: ${name}`,
      // prettier-ignore
      passkeyOffer: 'അടുത്ത തവണ പാസ്‌വേഡ് ഇല്ലാതെ, ഫോണിലെ വിരലടയാളമോ സ്ക്രീൻ ലോക്കോ ഉപയോഗിച്ച് കയറാൻ ഒരു ' +
        'പാസ്‌കീ ചേർക്കാം.',
      addPasskey: 'പാസ്‌കീ ചേർക്കുക',
      addingPasskey: 'ഫോണിലെ വിരലടയാളമോ സ്ക്രീൻ ലോക്കോ നൽകുക…',
      passkeyAdded: 'പാസ്‌കീ ചേർത്തു',
      passkeyCancelled: 'പാസ്‌കീ ചേർത്തില്ല. വീണ്ടും ശ്രമിക്കാം, അല്ലെങ്കിൽ പിന്നീട് ചേർക്കാം.',
      skip: 'ഇപ്പോൾ വേണ്ട, തുടരുക',
      welcome: (name: string) => `സ്വാഗതം, ${name}`,
    },
  },
  en: {
    join: {
      pageTitle: 'Join the parish website',
      title: (house: string) => `An account for the ${house} family`,
      intro:
        'The parish office sent this invitation to your family. Choose a username and a password: with them you ' +
        "can see your family's record and send changes to the office. The link works only once.",
      username: 'Username',
      usernameHint: 'English letters, digits, _ . - only; at least 3',
      badUsername: 'Use English letters, digits, _ . - only (3 to 60)',
      password: 'Password',
      passwordHint: 'At least 10 characters; not an easy one to guess',
      commonPassword: 'This password is too common or too close to the username',
      fixErrors: 'Correct the marked fields',
      create: 'Make the account',
      creating: 'Making…',
      loading: 'Checking the link…',
      loadError: 'The link could not be checked.',
      retry: 'Try again',
      goHome: 'Go to the home page',
      gone: {
        expired: {
          title: 'This link has expired',
          text: 'Invitation links last 14 days. Ask the parish office for a new one.',
        },
        used: {
          title: 'This link has been used',
          text:
            'An account was made with this link already. If it is yours, log in; otherwise ask ' +
            'the parish office for a new link.',
        },
        revoked: {
          title: 'This link was revoked',
          text: 'The parish office has revoked this link. Ask the office for a new one.',
        },
        unknown: {
          title: 'This link is not right',
          text: 'There is no such link. Check that the whole link was copied, or ask the parish office.',
        },
      },
      login: 'Log in',
      made: (name: string) => `Your account is ready: ${name}`,
      passkeyOffer:
        "Next time you can sign in without a password, with your phone's fingerprint or screen lock, " +
        'if you add a passkey.',
      addPasskey: 'Add a passkey',
      addingPasskey: "Use your phone's fingerprint or screen lock…",
      passkeyAdded: 'Passkey added',
      passkeyCancelled: 'No passkey was added. Try again, or add one later.',
      skip: 'Not now, continue',
      welcome: (name: string) => `Welcome, ${name}`,
    },
  },
});
