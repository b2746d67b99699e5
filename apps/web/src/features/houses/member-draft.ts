// What a member form holds while the volunteer types: text exactly as typed (so nothing is lost on
// a failed save), turned into a MemberInput only on submit, where the shared schema checks it.
import type { Member } from '@parish/shared/members';
import {
  emptyMemberFields,
  MEMBER_FIELD_ORDER,
  memberFieldsDraftOf,
  type MemberField,
  type MemberFieldsDraft,
} from '../../lib/member-draft.ts';

export interface MemberDraft extends MemberFieldsDraft {
  /** Stable React key; the member's _id once it exists. */
  key: string;
  _id?: string;
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

export { MEMBER_FIELD_ORDER, type MemberField };

let nextKey = 1;
export function newDraftKey(): string {
  return `new-${nextKey++}`;
}

export function emptyMember(HOH = false): MemberDraft {
  return { key: newDraftKey(), ...emptyMemberFields(HOH), emailHidden: false, hidden: [] };
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
    ...memberFieldsDraftOf(m),
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
