// The admin's settings screen: its texts load with its chunk.
import { defineMessages } from '../../i18n/language.tsx';
import type { DirectoryDefault } from '@parish/shared/plain/privacy';

export const settingsMessages = defineMessages({
  ml: {
    settings: {
      title: 'ഇടവക വിവരങ്ങളും സമയങ്ങളും',
      church: 'പള്ളി',
      churchName: 'പള്ളിയുടെ പേര്',
      churchAddress: 'തപാൽ വിലാസം',
      churchPhone: 'പള്ളിയിലെ ഫോൺ',
      churchEmail: 'ഇ-മെയിൽ',
      adminPhone: 'അഡ്മിന്റെ വാട്സ്ആപ്പ് നമ്പർ',
      souvenirName: 'സ്മരണികയുടെ പേര് (മെനുവിന്റെ തലക്കെട്ട്)',
      restrictedPublicMode: 'നിയന്ത്രിത പൊതു മോഡ്: ഇംഗ്ലീഷ് പേര്, ലിംഗം, ഇ-മെയിൽ എന്നിവ പൊതുജനങ്ങൾക്ക് കാണിക്കില്ല',
      photo: 'പള്ളിയുടെ ഫോട്ടോ (ഹോം പേജിൽ)',
      directory: 'കുടുംബ ഡയറക്ടറി',
      directoryDefault: 'ഒന്നും തിരഞ്ഞെടുക്കാത്ത കുടുംബങ്ങൾക്ക്',
      directoryDefaults: { open: 'തുറന്നത്', protected: 'സംരക്ഷിതം' } satisfies Record<DirectoryDefault, string>,
      directoryDefaultHint:
        'സ്വകാര്യതാ തിരഞ്ഞെടുപ്പ് രേഖപ്പെടുത്താത്ത കുടുംബങ്ങൾക്ക് ബാധകം. തുറന്നത്: എല്ലാ ' +
        'വിവരങ്ങളും എല്ലാവർക്കും. സംരക്ഷിതം: ലോഗിൻ ചെയ്യാത്ത സന്ദർശകർക്ക് പേരും വീട്ടുപേരും ' +
        'മാത്രം; ഫോൺ, ജന്മദിനം, വയസ്സ്, രക്തഗ്രൂപ്പ്, ജോലി, ഇംഗ്ലീഷ് പേര്, ഫോട്ടോ എന്നിവ ' +
        'ലോഗിൻ ചെയ്ത ഇടവകാംഗങ്ങൾക്ക് മാത്രം.',
      massTimes: 'കുർബാന സമയം',
      officeHours: 'ഓഫീസ് സമയം',
      timesNote:
        'ഓരോ വരിയിലും ഒരു ദിവസവും (ഉദാ: ഞായർ, തിങ്കൾ – ശനി) അന്നത്തെ സമയങ്ങളും (ഉദാ: 6:30, ' +
        '8:30, വൈകിട്ട് 5:00; ഇടവേള: 9:30 – 12:30). ഹോം പേജിലും വിലാസം പേജിലും കാണിക്കും; ' +
        'വരികൾ ഇല്ലാത്ത പട്ടിക കാണിക്കില്ല.',
      day: (n: number) => `ദിവസം (വരി ${n})`,
      times: (n: number) => `സമയങ്ങൾ (വരി ${n})`,
      addLine: '+ വരി ചേർക്കുക',
      removeLine: (list: string, n: number) => `${list}: വരി ${n} നീക്കുക`,
      removeShort: 'നീക്കുക',
      dayMissing: 'ദിവസം നൽകുക',
      timesMissing: 'സമയം നൽകുക',
      badTimes: 'സമയങ്ങൾ 6:30, 8:30 എന്നതുപോലെ കോമയിട്ട് എഴുതുക (ഇടവേള: 9:30 – 12:30)',
      badPhone: 'ശരിയായ ഫോൺ നമ്പർ നൽകുക: 10 അക്കം, വിദേശ നമ്പറിന് + ഉം രാജ്യ കോഡും',
      save: 'സംരക്ഷിക്കുക',
      saving: 'സംരക്ഷിക്കുന്നു…',
      saved: 'ഇടവക വിവരങ്ങൾ സംരക്ഷിച്ചു',
    },
  },
  en: {
    settings: {
      title: 'Parish details and times',
      church: 'Church',
      churchName: 'Name of the church',
      churchAddress: 'Postal address',
      churchPhone: 'Church phone',
      churchEmail: 'E-mail',
      adminPhone: "The admin's WhatsApp number",
      souvenirName: 'Souvenir name (title of the menu)',
      restrictedPublicMode: 'Restricted public mode: English names, gender and e-mail are not shown to the public',
      photo: 'Photo of the church (on the home page)',
      directory: 'Family directory',
      directoryDefault: 'For families that made no choice',
      directoryDefaults: { open: 'Open', protected: 'Protected' },
      directoryDefaultHint:
        'Applies to every family whose privacy choices are not recorded. Open: every detail to everyone. ' +
        'Protected: visitors who are not logged in see name and house only; phone, birthday, age, blood ' +
        'group, work, English name and photo go to logged-in parishioners only.',
      massTimes: 'Mass times',
      officeHours: 'Office hours',
      timesNote:
        'One line per day (e.g. Sunday, Monday – Saturday) with its times (e.g. 6:30, 8:30, 5:00 pm; a ' +
        'range: 9:30 – 12:30). Shown on the home and address pages; a list without lines is not shown.',
      day: (n: number) => `Day (line ${n})`,
      times: (n: number) => `Times (line ${n})`,
      addLine: '+ Add a line',
      removeLine: (list: string, n: number) => `${list}: remove line ${n}`,
      removeShort: 'Remove',
      dayMissing: 'Enter the day',
      timesMissing: 'Enter the times',
      badTimes: 'Write the times with commas, like 6:30, 8:30 (a range: 9:30 – 12:30)',
      badPhone: 'Enter a valid phone number: 10 digits, or + and the country code for one abroad',
      save: 'Save',
      saving: 'Saving…',
      saved: 'Parish details saved',
    },
  },
});
