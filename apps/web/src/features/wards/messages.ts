// The ward page's own texts of issue 15: "mark as departed" on the admin ward page.
import { defineMessages } from '../../i18n/language.tsx';

export const wardsMessages = defineMessages({
  ml: {
    wardPreview: {
      text: (families: number, name: string) => `${name} വാർഡിലെ ${families} കുടുംബങ്ങളും അംഗങ്ങളും വാർഡ് കമ്മിറ്റിയും`,
    },
    markDeparted: {
      action: 'നിര്യാതനായി',
      label: (name: string) => `${name}: നിര്യാണം രേഖപ്പെടുത്തുക`,
      title: (name: string) => `${name}: നിര്യാണം രേഖപ്പെടുത്തുക`,
      explain: (house: string) => `ഈ അംഗത്തെ ${house} കുടുംബത്തിൽ നിന്ന് മാറ്റി പരേതരുടെ പട്ടികയിൽ ചേർക്കും.`,
      YOD: 'മരിച്ച വർഷം',
      badYear: (max: number) => `1800 മുതൽ ${max} വരെയുള്ള ഒരു വർഷം നൽകുക`,
      newHead: 'പുതിയ കുടുംബനാഥൻ',
      newHeadMissing: 'കുടുംബനാഥനായി മറ്റൊരു അംഗത്തെ തിരഞ്ഞെടുക്കുക',
      photo: 'ഫോട്ടോ (ഇല്ലെങ്കിലും മതി)',
      save: 'രേഖപ്പെടുത്തുക',
      saving: 'രേഖപ്പെടുത്തുന്നു…',
      done: (name: string) => `${name} പരേതരുടെ പട്ടികയിൽ ചേർത്തു`,
    },
  },
  en: {
    wardPreview: {
      text: (families: number, name: string) => `The ${families} families of ${name} ward, their members and the ward committee`,
    },
    markDeparted: {
      action: 'Departed',
      label: (name: string) => `Mark ${name} as departed`,
      title: (name: string) => `Mark ${name} as departed`,
      explain: (house: string) => `The member leaves the ${house} family and joins the departed.`,
      YOD: 'Year of death',
      badYear: (max: number) => `A year from 1800 to ${max}`,
      newHead: 'New head of the family',
      newHeadMissing: 'Choose another member as the head of the family',
      photo: 'Photo (optional)',
      save: 'Record',
      saving: 'Recording…',
      done: (name: string) => `${name} added to the departed`,
    },
  },
});
