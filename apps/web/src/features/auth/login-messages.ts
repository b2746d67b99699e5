// The login screen's own texts beyond the shell's (i18n auth): what it says to a logged-in user whom
// an admin page sent there. They load with the login screen's chunk.
import { defineMessages } from '../../i18n/language.tsx';

export const loginMessages = defineMessages({
  ml: {
    login: {
      needsAdmin: 'ഈ പേജ് തുറക്കാൻ അഡ്മിൻ അക്കൗണ്ട് വേണം',
      notAdmin: (name: string) => `നിങ്ങൾ ${name} ആയി ലോഗിൻ ചെയ്തിരിക്കുന്നു; ഈ അക്കൗണ്ടിന് അഡ്മിൻ അധികാരമില്ല. വിവരങ്ങൾ തിരുത്താനോ നീക്കം ചെയ്യാനോ ഇടവക ഓഫീസിലെ അഡ്മിനെ സമീപിക്കുക.`,
      loginAsAdmin: 'അഡ്മിൻ ആയി ലോഗിൻ ചെയ്യുക',
    },
  },
  en: {
    login: {
      needsAdmin: 'This page needs an admin account',
      notAdmin: (name: string) => `You are logged in as ${name}, which is not an admin account. To change or delete records, ask an admin of the parish office.`,
      loginAsAdmin: 'Log in as an admin',
    },
  },
});
