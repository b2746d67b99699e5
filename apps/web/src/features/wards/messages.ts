// The ward page's own texts: "mark as departed" on the admin ward page.
import { defineMessages } from '../../i18n/language.tsx';
import { memberTexts } from '../../i18n/member-texts.ts';

export const wardsMessages = defineMessages({
  ml: {
    members: memberTexts.ml,
    wards: {
      title: 'വാർഡ്',
      committee: 'വാർഡ് കമ്മിറ്റി',
      families: 'കുടുംബങ്ങൾ',
      loadingMore: 'കൂടുതൽ കുടുംബങ്ങൾ ലോഡ് ചെയ്യുന്നു…',
      end: 'എല്ലാ കുടുംബങ്ങളും കാണിച്ചു',
      committeeError: 'താൽക്കാലിക തകരാർ: കമ്മിറ്റി വിവരങ്ങൾ ലഭ്യമായില്ല. ദയവായി പേജ് റീലോഡ് ചെയ്യുക.',
      adminTitle: 'തിരുത്തൽ മോഡ്',
      committeeNameHouse: 'പേര്, വീട്',
      noCommittee: 'ഈ വാർഡിലെ കമ്മിറ്റി അംഗങ്ങളെ ഇതുവരെ ചേർത്തിട്ടില്ല',
      noFamilies: 'ഈ വാർഡിൽ കുടുംബങ്ങളെ ഇതുവരെ ചേർത്തിട്ടില്ല',
      noPhoto: 'ഈ കുടുംബത്തിന്റെ ഫോട്ടോ ഇതുവരെ ലഭിച്ചിട്ടില്ല',
      sendPhoto: 'വാട്സ്ആപ്പിൽ ഫോട്ടോ അയയ്ക്കുക',
      sendPhotoText: (head: string, house: string, ward: string) =>
        `നമസ്കാരം, ${ward} എന്ന വാർഡിലെ ${head}, ${house} എന്ന കുടുംബത്തിന്റെ ഫോട്ടോ ഇതോടൊപ്പം അയയ്ക്കുന്നു.`,
      photoOf: (house: string) => `${house} കുടുംബത്തിന്റെ ഫോട്ടോ`,
      openPhoto: (house: string) => `${house} കുടുംബത്തിന്റെ ഫോട്ടോ വലുതായി കാണുക`,
      editFamily: (house: string) => `${house} കുടുംബം തിരുത്തുക`,
      addFamily: '+ പുതിയ കുടുംബം',
      confirmDeleteMember: (name: string) => `${name} എന്ന അംഗത്തെ നീക്കം ചെയ്യണമെന്ന് ഉറപ്പാണോ?`,
      confirmDeleteCommittee: (name: string) => `${name}: വാർഡ് കമ്മിറ്റിയിലെ സ്ഥാനം നീക്കം ചെയ്യണമെന്ന് ഉറപ്പാണോ?`,
      memberDeleted: 'അംഗത്തെ നീക്കം ചെയ്തു',
      committeeMemberDeleted: 'കമ്മിറ്റി അംഗത്തെ നീക്കം ചെയ്തു',
    },
    wardPreview: {
      text: (families: number, name: string) =>
        `${name} വാർഡിലെ ${families === 1 ? '1 കുടുംബവും' : `${families} കുടുംബങ്ങളും`} അംഗങ്ങളും വാർഡ് കമ്മിറ്റിയും`,
    },
    markDeparted: {
      /** By the member's gender: the feminine verb for a woman (gender false), else the masculine. */
      action: (female: boolean): string => (female ? 'നിര്യാതയായി' : 'നിര്യാതനായി'),
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
    members: memberTexts.en,
    wards: {
      title: 'Ward',
      committee: 'Ward committee',
      families: 'Families',
      loadingMore: 'Loading more families…',
      end: 'All families shown',
      committeeError: 'Temporary error: the committee could not be loaded. Please reload the page.',
      adminTitle: 'Edit mode',
      committeeNameHouse: 'Name, house',
      noCommittee: 'No committee members have been added for this ward yet',
      noFamilies: 'No families have been added to this ward yet',
      noPhoto: 'No photo of this family yet',
      sendPhoto: 'Send a photo on WhatsApp',
      sendPhotoText: (head: string, house: string, ward: string) =>
        `Hello, here is the photo of the family of ${head}, ${house}, ${ward}.`,
      photoOf: (house: string) => `Photo of the ${house} family`,
      openPhoto: (house: string) => `Open the photo of the ${house} family`,
      editFamily: (house: string) => `Edit the ${house} family`,
      addFamily: '+ New family',
      confirmDeleteMember: (name: string) => `Sure to delete the member ${name}?`,
      confirmDeleteCommittee: (name: string) => `${name}: sure to remove the ward committee seat?`,
      memberDeleted: 'Member deleted',
      committeeMemberDeleted: 'Committee member deleted',
    },
    wardPreview: {
      text: (families: number, name: string) =>
        `The ${families} families of ${name} ward, their members and the ward committee`,
    },
    markDeparted: {
      action: (_female: boolean) => 'Departed',
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
