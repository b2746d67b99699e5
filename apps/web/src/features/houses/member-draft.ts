// What a member form holds while the volunteer types: text exactly as typed (so nothing is lost on
// a failed save), turned into a MemberInput only on submit, where the shared schema checks it.
import { displayPhone } from '@parish/shared/plain/phone';
import type { Member } from '@parish/shared/members';

export interface MemberDraft {
  /** Stable React key; the member's _id once it exists. */
  key: string;
  _id?: string;
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
  /** The reader may not see e-mails (non-admin): the field is hidden and never sent, so it is kept. */
  emailHidden: boolean;
  /**
   * Fields the family keeps from this reader (docs/product.md "Directory privacy"): absent from what
   * the server sent, so not shown and never sent back; the stored value stays as it is.
   */
  hidden: readonly HiddenMemberField[];
}

/** A member's fields a family's choice may keep from a reader (the birthday is month and day). */
export type HiddenMemberField = 'phone' | 'birthday' | 'age' | 'blood' | 'work' | 'nameEng';

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

let nextKey = 1;
export function newDraftKey(): string {
  return `new-${nextKey++}`;
}

export function emptyMember(HOH = false): MemberDraft {
  return {
    key: newDraftKey(),
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
    emailHidden: false,
    hidden: [],
  };
}

export function draftFromMember(m: Member): MemberDraft {
  const absent: Record<HiddenMemberField, boolean> = {
    phone: m.phone === undefined,
    birthday: m.birthMonth === undefined && m.birthDay === undefined,
    age: m.age === undefined,
    blood: m.blood === undefined,
    work: m.work === undefined,
    nameEng: m.nameEng === undefined,
  };
  return {
    key: m._id,
    _id: m._id,
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
    emailHidden: m.email === undefined,
    hidden: (Object.keys(absent) as HiddenMemberField[]).filter((f) => absent[f]),
  };
}

/** The body's keys of a hidden field: what the form leaves out of what it sends. */
const HIDDEN_KEYS: Record<HiddenMemberField, readonly string[]> = {
  phone: ['phone'],
  birthday: ['birthMonth', 'birthDay'],
  age: ['age'],
  blood: ['blood'],
  work: ['work'],
  nameEng: ['nameEng'],
};

/** A checked body without the fields the reader was not shown (an update keeps a field left out). */
export function withoutHidden<T extends object>(body: T, d: Pick<MemberDraft, 'hidden' | 'emailHidden'>): T {
  const out = { ...body } as Record<string, unknown>;
  for (const field of d.hidden) for (const key of HIDDEN_KEYS[field]) delete out[key];
  if (d.emailHidden) delete out.email;
  return out as T;
}

/** A whole number typed as text, NaN when it is not one (the schema then names the field). */
function integerOrNaN(text: string): number {
  const t = text.trim();
  return /^\d+$/.test(t) ? Number(t) : Number.NaN;
}

function numberOrNull(text: string): number | null {
  return text.trim() === '' ? null : integerOrNaN(text);
}

/** The request body of a draft, unchecked: MemberInputSchema decides whether it is valid. */
export function memberBody(d: MemberDraft): Record<string, unknown> {
  return {
    name: d.name,
    nameEng: d.nameEng,
    // A hidden age passes the check as 0 and is left out of what is sent (withoutHidden).
    age: d.hidden.includes('age') ? 0 : d.age.trim() === '' ? undefined : integerOrNaN(d.age),
    work: d.work,
    phone: d.phone,
    HOH: d.HOH,
    gender: d.gender === '' ? undefined : d.gender === 'male',
    relation: d.relation,
    origin: d.origin,
    location: d.location,
    blood: d.blood,
    birthMonth: numberOrNull(d.birthMonth),
    birthDay: numberOrNull(d.birthDay),
    ...(d.emailHidden ? {} : { email: d.email }),
  };
}
