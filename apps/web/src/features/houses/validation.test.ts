import { describe, expect, it } from 'vitest';
import { HouseCreateSchema, MemberInputSchema } from '@parish/shared/schemas';
import { ml } from '../../i18n/ml.ts';
import { emptyMember, memberBody, type MemberDraft } from './member-draft.ts';
import { birthdayErrors, crossFieldErrors, fieldMessage, issuesToFieldErrors, serverFieldErrors } from './validation.ts';

const v = ml.validation;
const draft = (patch: Partial<MemberDraft>): MemberDraft => ({ ...emptyMember(true), name: 'ജോസഫ്', age: '40', gender: 'male', ...patch });

/** What /new-house shows: the cross-field rules, then the schema's own issues. */
function houseErrors(body: { members: Record<string, unknown>[] } & Record<string, unknown>) {
  const parsed = HouseCreateSchema.safeParse(body);
  if (parsed.success) return {};
  return { ...crossFieldErrors(body.members, v), ...issuesToFieldErrors(parsed.error.issues, v) };
}

describe('client validation with the shared schemas, in Malayalam', () => {
  it('a complete family passes', () => {
    expect(houseErrors({ house: 'പുത്തൻപുര', ward: 3, members: [memberBody(draft({}))] })).toEqual({});
  });

  it('names each missing or wrong field of the house and its members', () => {
    const errors = houseErrors({
      house: '  ',
      ward: undefined,
      members: [
        memberBody(draft({ name: '', age: '' })),
        memberBody(draft({ HOH: false, age: '121', gender: '', phone: '12345', email: 'not-mail', birthMonth: '2', birthDay: '30' })),
      ],
    });
    expect(errors).toEqual({
      house: v.house,
      ward: v.ward,
      'members.0.name': v.name,
      'members.0.age': v.age,
      'members.1.age': v.age,
      'members.1.gender': v.gender,
      'members.1.phone': v.phone,
      'members.1.email': v.email,
      'members.1.birthDay': v.birthday,
    });
  });

  it('age must be a whole number: text and decimals are refused', () => {
    for (const age of ['abc', '4.5', '-1']) {
      expect(issuesToFieldErrors(MemberInputSchema.safeParse(memberBody(draft({ age }))).error?.issues ?? [], v)).toEqual({ age: v.age });
    }
  });

  it('exactly one head of household', () => {
    expect(houseErrors({ house: 'വീട്', ward: 1, members: [memberBody(draft({ HOH: false })), memberBody(draft({ HOH: false }))] })).toEqual({ members: v.oneHead });
    expect(houseErrors({ house: 'വീട്', ward: 1, members: [memberBody(draft({})), memberBody(draft({}))] })).toEqual({ members: v.oneHead });
    expect(houseErrors({ house: 'വീട്', ward: 1, members: [] })).toEqual({ members: v.noMembers });
  });

  it('a too-long text gets the too-long message', () => {
    expect(fieldMessage('members.0.work', 'too_big', v)).toBe(v.tooLong);
    expect(fieldMessage('members.0.age', 'too_big', v)).toBe(v.age);
  });

  it('a birth month without a day is refused on the day', () => {
    expect(issuesToFieldErrors(MemberInputSchema.safeParse(memberBody(draft({ birthMonth: '5' }))).error?.issues ?? [], v)).toEqual({ birthDay: v.birthday });
    expect(birthdayErrors(memberBody(draft({ birthMonth: '5' })), v)).toEqual({ birthDay: v.birthday });
    expect(crossFieldErrors([memberBody(draft({})), memberBody(draft({ HOH: false, birthMonth: '4', birthDay: '31' }))], v)).toEqual({ 'members.1.birthDay': v.birthday });
    expect(crossFieldErrors([memberBody(draft({ birthMonth: '2', birthDay: '29' }))], v)).toEqual({});
  });

  it('maps the server fields ("body.members.0.age") onto form fields, optionally under a member prefix', () => {
    expect(serverFieldErrors({ 'body.members.1.phone': 'Not an Indian phone number', 'body.house': 'Required' }, v)).toEqual({
      'members.1.phone': v.phone,
      house: v.house,
    });
    expect(serverFieldErrors({ 'body.HOH': 'Make another member the head instead' }, v)).toEqual({ HOH: v.oneHead });
    expect(serverFieldErrors({ 'body.age': 'Too big' }, v, 'members.2.')).toEqual({ 'members.2.age': v.age });
    expect(serverFieldErrors(undefined, v)).toEqual({});
  });

  it('a member the reader may not see the e-mail of is sent without one', () => {
    expect(memberBody({ ...draft({}), emailHidden: true })).not.toHaveProperty('email');
    expect(memberBody(draft({ email: 'a@b.in' }))).toHaveProperty('email', 'a@b.in');
  });
});
