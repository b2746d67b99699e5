// A member's fields as a form holds them while someone types: text exactly as typed (so nothing is
// lost on a failed save), checked by the shared schema only on submit. The office's family forms and
// the family's own proposals (docs/product.md "Change requests") hold the same fields.
import { displayPhone } from '@parish/shared/plain/phone';
import type { Member } from '@parish/shared/members';
import type { MemberFieldMessages, MemberFieldTexts } from '../i18n/member-texts.ts';
import type { FieldCatalog } from './use-schema-form.ts';

export interface MemberFieldsDraft {
  name: string;
  nameEng: string;
  age: string;
  work: string;
  phone: string;
  HOH: boolean;
  gender: '' | 'male' | 'female';
  relation: string;
  origin: string;
  location: string;
  blood: string;
  birthMonth: string;
  birthDay: string;
  email: string;
}

/** The editable fields of a draft, in the order the form shows them (focus goes to the first error). */
export const MEMBER_FIELD_ORDER = [
  'name',
  'nameEng',
  'age',
  'gender',
  'HOH',
  'relation',
  'phone',
  'work',
  'origin',
  'location',
  'blood',
  'birthMonth',
  'birthDay',
  'email',
] as const;
export type MemberField = (typeof MEMBER_FIELD_ORDER)[number];

export function emptyMemberFields(HOH = false): MemberFieldsDraft {
  return {
    name: '',
    nameEng: '',
    age: '',
    work: '',
    phone: '',
    HOH,
    gender: '',
    relation: '',
    origin: '',
    location: '',
    blood: '',
    birthMonth: '',
    birthDay: '',
    email: '',
  };
}

export function memberFieldsDraftOf(m: Member): MemberFieldsDraft {
  return {
    name: m.name,
    nameEng: m.nameEng ?? '',
    // A field the reader may not see is absent (docs/product.md "Directory privacy"): left blank.
    age: m.age === undefined ? '' : String(m.age),
    work: m.work ?? '',
    // Shown as people read it (9447044444, not +919447044444); the schema turns it back into E.164.
    phone: displayPhone(m.phone ?? ''),
    HOH: m.HOH,
    gender: m.gender === undefined ? '' : m.gender ? 'male' : 'female',
    relation: m.relation,
    origin: m.origin,
    location: m.location,
    blood: m.blood ?? '',
    birthMonth: m.birthMonth ? String(m.birthMonth) : '',
    birthDay: m.birthDay ? String(m.birthDay) : '',
    email: m.email ?? '',
  };
}

/** Every member field (docs/product.md "Member record") for the form kit: its label and its messages. */
export function memberFieldCatalog(f: MemberFieldTexts, v: MemberFieldMessages): FieldCatalog {
  return {
    name: { label: f.name, required: true, missing: v.name },
    nameEng: { label: f.nameEng },
    age: { label: f.age, required: true, missing: v.age, invalid: v.age },
    gender: { label: f.gender, required: true, missing: v.gender, invalid: v.gender },
    HOH: { label: f.HOH },
    relation: { label: f.relation },
    phone: { label: f.phone, invalid: v.phone },
    work: { label: f.work },
    origin: { label: f.origin },
    location: { label: f.location },
    blood: { label: f.blood, invalid: v.blood },
    birthMonth: { label: f.birthMonth, invalid: v.birthday },
    birthDay: { label: f.birthDay, invalid: v.birthday },
    email: { label: f.email, invalid: v.email },
  };
}
