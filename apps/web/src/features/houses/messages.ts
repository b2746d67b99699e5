// The houses screens' own texts: they load with the screens' chunk, not with the first page.
import { defineMessages, type TextsOf } from '../../i18n/language.tsx';
import { memberFieldMessages, memberFieldTexts, memberTexts } from '../../i18n/member-texts.ts';

export const housesMessages = defineMessages({
  ml: {
    members: memberTexts.ml,
    houseForms: {
      ...memberFieldTexts.ml,
      head: memberFieldTexts.ml.HOH,
      newTitle: 'പുതിയ കുടുംബം ചേർക്കുക',
      newIntro: 'വീടിന്റെ വിവരങ്ങളും എല്ലാ കുടുംബാംഗങ്ങളെയും ചേർക്കുക. * ഉള്ളവ നിർബന്ധം.',
      editTitle: 'കുടുംബ വിവരങ്ങൾ തിരുത്തുക',
      switchTitle: 'കുടുംബത്തിന്റെ വാർഡ് മാറ്റുക',
      houseDetails: 'വീട്',
      houseName: 'വീട്ടുപേര്',
      ward: 'വാർഡ്',
      chooseWard: 'വാർഡ് തിരഞ്ഞെടുക്കുക',
      family: 'കുടുംബം',
      chooseFamily: 'കുടുംബം തിരഞ്ഞെടുക്കുക',
      familyOption: (head: string, house: string) => (head ? `${head}, ${house}` : house),
      loadingFamilies: 'കുടുംബങ്ങളെ ലോഡ് ചെയ്യുന്നു…',
      noFamilies: 'ഈ വാർഡിൽ കുടുംബങ്ങളില്ല',
      pickAnother: 'മറ്റൊരു കുടുംബം തിരഞ്ഞെടുക്കുക',
      photo: 'കുടുംബ ഫോട്ടോ',
      waitForUpload: 'ഫോട്ടോ അപ്‌ലോഡ് പൂർത്തിയാകുന്നതുവരെ കാത്തിരിക്കുക',
      members: 'അംഗങ്ങൾ',
      member: (n: number) => `അംഗം ${n}`,
      newMember: 'പുതിയ അംഗം',
      addMember: '+ അംഗത്തെ ചേർക്കുക',
      removeMember: (n: number) => `അംഗം ${n}: ഒഴിവാക്കുക`,
      male: 'പുരുഷൻ',
      female: 'സ്ത്രീ',
      relations: 'ഗൃഹനാഥൻ,ഗൃഹനാഥ,ഭാര്യ,ഭർത്താവ്,മകൻ,മകൾ,അച്ഛൻ,അമ്മ,മരുമകൾ,മരുമകൻ,കൊച്ചുമകൻ,കൊച്ചുമകൾ,സഹോദരൻ,സഹോദരി',
      phoneHint: '10 അക്ക മൊബൈൽ നമ്പർ, STD കോഡോടുകൂടി ലാൻഡ്‌ലൈൻ, അല്ലെങ്കിൽ + ഉം രാജ്യ കോഡും ചേർത്ത് വിദേശ നമ്പർ',
      create: 'കുടുംബം സേവ് ചെയ്യുക',
      save: 'സേവ് ചെയ്യുക',
      saving: 'സേവ് ചെയ്യുന്നു…',
      cancel: 'റദ്ദാക്കുക',
      edit: 'തിരുത്തുക',
      remove: 'നീക്കം ചെയ്യുക',
      saveHouse: 'വീടിന്റെ വിവരങ്ങൾ സേവ് ചെയ്യുക',
      created: (house: string) => `${house} കുടുംബം ചേർത്തു`,
      houseSaved: 'വീടിന്റെ വിവരങ്ങൾ സേവ് ചെയ്തു',
      allSaved: 'വീടിന്റെയും അംഗങ്ങളുടെയും വിവരങ്ങൾ സേവ് ചെയ്തു',
      membersNotSaved: (names: string[]) =>
        `വീടിന്റെ വിവരങ്ങൾ സേവ് ചെയ്തു. ഈ അംഗങ്ങളുടെ മാറ്റങ്ങൾ സേവ് ചെയ്തിട്ടില്ല: ` +
        `${names.join(', ')}. ചുവപ്പിൽ കാണിച്ചവ തിരുത്തി വീണ്ടും സേവ് ചെയ്യുക.`,
      memberAdded: (name: string) => `അംഗത്തെ ചേർത്തു: ${name}`,
      memberSaved: (name: string) => `വിവരങ്ങൾ സേവ് ചെയ്തു: ${name}`,
      memberDeleted: 'അംഗത്തെ നീക്കം ചെയ്തു',
      confirmRemoveMember: (name: string) => `${name} എന്ന അംഗത്തെ നീക്കം ചെയ്യണമെന്ന് ഉറപ്പാണോ?`,
      targetWard: 'മാറ്റേണ്ട വാർഡ്',
      move: 'വാർഡ് മാറ്റുക',
      moving: 'മാറ്റുന്നു…',
      moved: (house: string, ward: string) => `${house} എന്ന കുടുംബത്തെ ${ward} എന്ന വാർഡിലേക്ക് മാറ്റി`,
      viewWard: 'വാർഡ് പേജ് കാണുക',
      deleteFamily: 'ഈ കുടുംബത്തെ മുഴുവൻ നീക്കം ചെയ്യുക',
      confirmDeleteFamily: (house: string) => `${house} കുടുംബത്തെയും എല്ലാ അംഗങ്ങളെയും നീക്കം ചെയ്യണമെന്ന് ഉറപ്പാണോ?`,
      familyDeleted: (house: string) => `${house} കുടുംബത്തെ നീക്കം ചെയ്തു`,
      fixErrors: 'ചുവപ്പിൽ കാണിച്ച വിവരങ്ങൾ തിരുത്തി വീണ്ടും ശ്രമിക്കുക',
      ownHouseOnly: (hours: number) =>
        `നിങ്ങൾ ${hours} മണിക്കൂറിനുള്ളിൽ ചേർത്ത കുടുംബത്തിന്റെ പേരും ഫോട്ടോയും മാത്രമേ ` +
        `നിങ്ങൾക്ക് തിരുത്താനാകൂ. ഈ കുടുംബത്തിൽ മാറ്റം വേണമെങ്കിൽ അഡ്മിനെ അറിയിക്കുക; പുതിയ ` +
        `അംഗങ്ങളെ ചേർക്കാം.`,
      // prettier-ignore
      ownMembersOnly: (hours: number) =>
        `നിങ്ങൾ ${hours} മണിക്കൂറിനുള്ളിൽ ചേർത്ത അംഗങ്ങളെ മാത്രമേ തിരുത്താനാകൂ; മറ്റു ` +
        `മാറ്റങ്ങൾക്ക് അഡ്മിനെ അറിയിക്കുക.`,
      switchOwnOnly: (hours: number) =>
        `കഴിഞ്ഞ ${hours} മണിക്കൂറിനുള്ളിൽ നിങ്ങൾ ചേർത്ത കുടുംബങ്ങളെ മാത്രമേ മറ്റൊരു ` +
        `വാർഡിലേക്ക് മാറ്റാനാകൂ. മറ്റു കുടുംബങ്ങളെ മാറ്റാൻ അഡ്മിനെ ബന്ധപ്പെടുക.`,
      noOwnFamilies: (hours: number) => `കഴിഞ്ഞ ${hours} മണിക്കൂറിനുള്ളിൽ നിങ്ങൾ കുടുംബങ്ങളൊന്നും ചേർത്തിട്ടില്ല.`,
      noOwnFamiliesInWard: 'നിങ്ങൾ അടുത്തിടെ ചേർത്ത കുടുംബങ്ങൾ ഈ വാർഡിലില്ല',
      notYours: (hours: number) =>
        `ഇത് തിരുത്താൻ നിങ്ങൾക്ക് അനുവാദമില്ല: നിങ്ങൾ ചേർത്ത കുടുംബവും അംഗങ്ങളും ${hours} ` +
        `മണിക്കൂർ വരെ മാത്രമേ തിരുത്താനാകൂ. മറ്റു മാറ്റങ്ങൾ അഡ്മിൻ ചെയ്യും.`,
    },
    validation: {
      ...memberFieldMessages.ml,
      house: 'വീട്ടുപേര് നൽകുക',
      ward: 'വാർഡ് തിരഞ്ഞെടുക്കുക',
      oneHead: 'ഒരു അംഗത്തെ മാത്രം ഗൃഹനാഥൻ / ഗൃഹനാഥയായി തിരഞ്ഞെടുക്കുക',
      noMembers: 'കുറഞ്ഞത് ഒരു അംഗത്തെയെങ്കിലും ചേർക്കുക',
      family: 'കുടുംബം തിരഞ്ഞെടുക്കുക',
      sameWard: 'കുടുംബം ഇപ്പോൾ ഈ വാർഡിലാണ്; മറ്റൊരു വാർഡ് തിരഞ്ഞെടുക്കുക',
    },
  },
  en: {
    members: memberTexts.en,
    houseForms: {
      ...memberFieldTexts.en,
      head: memberFieldTexts.en.HOH,
      newTitle: 'Add a new family',
      newIntro: 'Enter the house and every member of the family. Fields with * are required.',
      editTitle: 'Edit a family',
      switchTitle: 'Move a family to another ward',
      houseDetails: 'House',
      houseName: 'House name',
      ward: 'Ward',
      chooseWard: 'Choose a ward',
      family: 'Family',
      chooseFamily: 'Choose a family',
      familyOption: (head: string, house: string) => (head ? `${head}, ${house}` : house),
      loadingFamilies: 'Loading families…',
      noFamilies: 'No families in this ward',
      pickAnother: 'Choose another family',
      photo: 'Family photo',
      waitForUpload: 'Wait until the photo has been uploaded',
      members: 'Members',
      member: (n: number) => `Member ${n}`,
      newMember: 'New member',
      addMember: '+ Add a member',
      removeMember: (n: number) => `Remove member ${n}`,
      male: 'Male',
      female: 'Female',
      relations:
        'Head,Head,Wife,Husband,Son,Daughter,Father,Mother,' +
        'Daughter-in-law,Son-in-law,Grandson,Granddaughter,Brother,Sister',
      phoneHint:
        'A 10-digit mobile number, a landline with its STD code, or a number abroad with + and its country code',
      create: 'Save the family',
      save: 'Save',
      saving: 'Saving…',
      cancel: 'Cancel',
      edit: 'Edit',
      remove: 'Delete',
      saveHouse: 'Save the house',
      created: (house: string) => `Family ${house} added`,
      houseSaved: 'House saved',
      allSaved: 'House and members saved',
      membersNotSaved: (names: string[]) =>
        `House saved. These members' changes are not saved: ${names.join(', ')}. Correct what is shown in ` +
        'red and save again.',
      memberAdded: (name: string) => `${name} added`,
      memberSaved: (name: string) => `${name} saved`,
      memberDeleted: 'Member deleted',
      confirmRemoveMember: (name: string) => `Sure to delete the member ${name}?`,
      targetWard: 'Move to ward',
      move: 'Move the family',
      moving: 'Moving…',
      moved: (house: string, ward: string) => `Family ${house} moved to ${ward}`,
      viewWard: 'Open the ward page',
      deleteFamily: 'Delete this whole family',
      confirmDeleteFamily: (house: string) => `Sure to delete the ${house} family and all its members?`,
      familyDeleted: (house: string) => `Family ${house} deleted`,
      fixErrors: 'Correct the fields shown in red and try again',
      ownHouseOnly: (hours: number) =>
        `You can change the name and photo only of a family you added within ${hours} hours. Ask an admin to ` +
        'change this family; you can still add members.',
      ownMembersOnly: (hours: number) =>
        `You can edit only the members you added within ${hours} hours; ask an admin for other changes.`,
      switchOwnOnly: (hours: number) =>
        `You can move only the families you added in the last ${hours} hours. Ask an admin to move any other family.`,
      noOwnFamilies: (hours: number) => `You have not added a family in the last ${hours} hours.`,
      noOwnFamiliesInWard: 'No family you added lately is in this ward',
      notYours: (hours: number) =>
        `You may not change this: you can correct a family or member you added for ${hours} hours only. An ` +
        'admin makes other changes.',
    },
    validation: {
      ...memberFieldMessages.en,
      house: 'Enter the house name',
      ward: 'Choose a ward',
      oneHead: 'Choose exactly one member as head of household',
      noMembers: 'Add at least one member',
      family: 'Choose a family',
      sameWard: 'The family is already in this ward; choose another',
    },
  },
});

/** The common catalog with this domain's blocks, as a screen's `useT(housesMessages)` returns it. */
export type HousesTexts = TextsOf<typeof housesMessages>;
