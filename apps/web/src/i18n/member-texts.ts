// The texts of a family's members (tables, cards, ages): they load with the screens that show
// members (wards, board, contacts, address, families, office) and the kit's tables, not with the
// first page's. Each of those domains carries them as its `members` texts.
import { defineMessages } from './language.tsx';

const ml = {
  serial: 'ക്രമ നം.',
  name: 'പേര്',
  age: 'വയസ്സ്',
  work: 'ജോലി',
  phone: 'ഫോൺ',
  relation: 'ബന്ധം',
  origin: 'പാരമ്പര്യം',
  location: 'താമസം',
  blood: 'രക്തഗ്രൂപ്പ്',
  gender: 'ലിംഗം',
  male: 'ആൺ',
  female: 'പെൺ',
  /** A baby's age (docs/decisions.md "One word for one thing"). */
  months: (n: number) => `${n} മാസം`,
  underOne: 'ഒരു വയസ്സിൽ താഴെ',
  /** Said before the vicar's and the former vicars' names. */
  priest: 'ഫാ.',
  birthday: 'ജന്മദിനം',
  email: 'ഇ-മെയിൽ',
  head: 'ഗൃഹനാഥൻ',
  houseName: 'വീട്ടുപേര്',
  tableLabel: 'കുടുംബാംഗങ്ങളുടെ പട്ടിക',
  actions: 'തിരുത്തൽ',
  edit: 'തിരുത്തുക',
  delete: 'നീക്കം ചെയ്യുക',
  call: (name: string, phone: string) => `${name}: ${phone} എന്ന നമ്പറിൽ വിളിക്കുക`,
  editMember: (name: string) => `${name}: തിരുത്തുക`,
  deleteMember: (name: string) => `${name}: നീക്കം ചെയ്യുക`,
};

export type MemberTexts = typeof ml;

const en: MemberTexts = {
  serial: 'No.',
  name: 'Name',
  age: 'Age',
  work: 'Work',
  phone: 'Phone',
  relation: 'Relation',
  origin: 'Heritage',
  location: 'Residence',
  blood: 'Blood group',
  gender: 'Gender',
  male: 'M',
  female: 'F',
  months: (n: number) => (n === 1 ? '1 month' : `${n} months`),
  underOne: 'Under one',
  priest: 'Fr.',
  birthday: 'Birthday',
  email: 'E-mail',
  head: 'Head',
  houseName: 'House name',
  tableLabel: 'Family members',
  actions: 'Actions',
  edit: 'Edit',
  delete: 'Delete',
  call: (name: string, phone: string) => `${phone}: call ${name}`,
  editMember: (name: string) => `Edit ${name}`,
  deleteMember: (name: string) => `Delete ${name}`,
};

export const memberTexts = { ml, en };

/** A member's fields as the forms label them: the office's family forms and the family's own requests. */
const fieldsMl = {
  name: 'പേര് (മലയാളത്തിൽ)',
  nameEng: 'പേര് (ഇംഗ്ലീഷിൽ)',
  age: 'വയസ്സ്',
  gender: 'ലിംഗം',
  HOH: 'ഗൃഹനാഥൻ / ഗൃഹനാഥ',
  relation: 'ഗൃഹനാഥനുമായുള്ള ബന്ധം',
  phone: 'ഫോൺ നമ്പർ',
  work: 'ജോലി',
  origin: 'പാരമ്പര്യം (ഇടവക, തറവാട്)',
  location: 'ഇപ്പോൾ താമസിക്കുന്ന സ്ഥലം',
  blood: 'രക്തഗ്രൂപ്പ്',
  birthMonth: 'ജനന മാസം',
  birthDay: 'ജനന തീയതി',
  email: 'ഇ-മെയിൽ',
};

export type MemberFieldTexts = typeof fieldsMl;

const fieldsEn: MemberFieldTexts = {
  name: 'Name (Malayalam)',
  nameEng: 'Name (English)',
  age: 'Age',
  gender: 'Gender',
  HOH: 'Head of household',
  relation: 'Relation to the head',
  phone: 'Phone number',
  work: 'Work',
  origin: 'Heritage (parish, family)',
  location: 'Where they live now',
  blood: 'Blood group',
  birthMonth: 'Birth month',
  birthDay: 'Birth day',
  email: 'E-mail',
};

export const memberFieldTexts = { ml: fieldsMl, en: fieldsEn };

export const membersMessages = defineMessages({ ml: { members: ml }, en: { members: en } });

/** What a member form says of a field that is missing or wrong. */
const fieldMessagesMl = {
  name: 'പേര് നൽകുക',
  age: 'വയസ്സ് 0 മുതൽ 120 വരെയുള്ള ഒരു പൂർണ്ണ സംഖ്യയായി നൽകുക',
  phone: 'ശരിയായ ഫോൺ നമ്പർ നൽകുക. വിദേശ നമ്പറിന് മുന്നിൽ + ഉം രാജ്യ കോഡും വേണം',
  email: 'ശരിയായ ഇ-മെയിൽ വിലാസം നൽകുക',
  gender: 'ലിംഗം തിരഞ്ഞെടുക്കുക',
  blood: 'പട്ടികയിൽ നിന്ന് രക്തഗ്രൂപ്പ് തിരഞ്ഞെടുക്കുക',
  birthday: 'ജനന മാസവും ആ മാസത്തിലുള്ള തീയതിയും ഒരുമിച്ച് നൽകുക',
};

export type MemberFieldMessages = typeof fieldMessagesMl;

const fieldMessagesEn: MemberFieldMessages = {
  name: 'Enter the name',
  age: 'Enter the age as a whole number from 0 to 120',
  phone: 'Enter a valid phone number. A number abroad needs + and its country code',
  email: 'Enter a valid e-mail address',
  gender: 'Choose the gender',
  blood: 'Choose a blood group from the list',
  birthday: 'Enter the birth month and a day of that month together',
};

export const memberFieldMessages = { ml: fieldMessagesMl, en: fieldMessagesEn };
