// The login screen's own texts (the form, and what it says to a logged-in user whom an admin page
// sent there); only 'logged out' is the shell's (i18n auth), the user drawer says it too. They load
// with the login screen's chunk.
import { defineMessages } from '../../i18n/language.tsx';

export const loginMessages = defineMessages({
  ml: {
    login: {
      title: 'ലോഗിൻ',
      username: 'ഉപയോക്തൃനാമം',
      password: 'പാസ്‌വേഡ്',
      submit: 'ലോഗിൻ ചെയ്യുക',
      submitting: 'ലോഗിൻ ചെയ്യുന്നു…',
      enterCredentials: 'ഉപയോക്തൃനാമവും പാസ്‌വേഡും നൽകുക',
      welcome: (name: string) => `സ്വാഗതം, ${name}`,
      loggedInAs: (name: string) => `നിങ്ങൾ ${name} ആയി ലോഗിൻ ചെയ്തിരിക്കുന്നു.`,
      logout: 'ലോഗൗട്ട് ചെയ്യുക',
      goHome: 'ഹോം പേജിലേക്ക്',
      needsAdmin: 'ഈ പേജ് തുറക്കാൻ അഡ്മിൻ അക്കൗണ്ട് വേണം',
      notAdmin: (name: string) =>
        `നിങ്ങൾ ${name} ആയി ലോഗിൻ ചെയ്തിരിക്കുന്നു; ഈ അക്കൗണ്ടിന് അഡ്മിൻ അധികാരമില്ല. വിവരങ്ങൾ തിരുത്താനോ നീക്കം ` +
        `ചെയ്യാനോ ഇടവക ഓഫീസിലെ അഡ്മിനെ സമീപിക്കുക.`,
      loginAsAdmin: 'അഡ്മിൻ ആയി ലോഗിൻ ചെയ്യുക',
      passkey: 'പാസ്‌കീ ഉപയോഗിച്ച് കയറുക',
      passkeyWaiting: 'ഫോണിലെ വിരലടയാളമോ സ്ക്രീൻ ലോക്കോ നൽകുക…',
      passkeyCancelled: 'പാസ്‌കീ ഉപയോഗിച്ചില്ല. വീണ്ടും ശ്രമിക്കുക, അല്ലെങ്കിൽ പാസ്‌വേഡ് ഉപയോഗിച്ച് കയറുക.',
      // prettier-ignore
      passkeyFailed: 'ഈ പാസ്‌കീ സ്വീകരിക്കാനായില്ല (നീക്കം ചെയ്തതോ മറ്റൊരു സൈറ്റിന്റേതോ ആകാം). പാസ്‌വേഡ് ' +
        'ഉപയോഗിച്ച് കയറുക.',
    },
  },
  en: {
    login: {
      title: 'Login',
      username: 'Username',
      password: 'Password',
      submit: 'Log in',
      submitting: 'Logging in…',
      enterCredentials: 'Enter the username and password',
      welcome: (name: string) => `Welcome, ${name}`,
      loggedInAs: (name: string) => `You are logged in as ${name}.`,
      logout: 'Log out',
      goHome: 'Go to the home page',
      needsAdmin: 'This page needs an admin account',
      notAdmin: (name: string) =>
        `You are logged in as ${name}, which is not an admin account. To change or delete records, ask an admin ` +
        `of the parish office.`,
      loginAsAdmin: 'Log in as an admin',
      passkey: 'Sign in with a passkey',
      passkeyWaiting: "Use your phone's fingerprint or screen lock…",
      passkeyCancelled: 'No passkey was used. Try again, or sign in with your password.',
      passkeyFailed: 'This passkey was not accepted (it may have been removed). Sign in with your password.',
    },
  },
});
