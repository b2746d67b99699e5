import { describe, expect, it } from 'vitest';
import { HouseCreateSchema } from '@parish/shared/houses';
import { MemberInputSchema } from '@parish/shared/members';
import { ml } from '../../i18n/ml.ts';
import { issuesToErrors, serverErrors } from '../../lib/use-schema-form.ts';
import { draftFromMember, emptyMember, memberBody, withoutHidden, type MemberDraft } from './member-draft.ts';
import { birthdayErrors, familyRuleErrors, houseCatalog, memberCatalog } from './member-rules.ts';
import { housesMessages } from './messages.ts';
import { kitMessages } from '../../i18n/kit.ts';

const t = housesMessages.merged(ml);
const v = t.validation;
const houseFields = houseCatalog(t);
const draft = (patch: Partial<MemberDraft>): MemberDraft => ({
  ...emptyMember(true),
  name: 'ജോസഫ്',
  age: '40',
  gender: 'male',
  ...patch,
});

/** What /new-house shows for values as typed: the family rules, then the schema's own issues. */
function houseErrors(values: { house: string; ward: string; members: MemberDraft[] }) {
  const input = {
    house: values.house,
    ward: values.ward ? Number(values.ward) : undefined,
    image: null,
    preImage: null,
    members: values.members.map(memberBody),
  };
  const parsed = HouseCreateSchema.safeParse(input);
  const rules = familyRuleErrors(input.members, v);
  if (parsed.success) return rules;
  return { ...rules, ...issuesToErrors(parsed.error.issues, values, houseFields, kitMessages.ml.kit) };
}

function memberErrors(d: MemberDraft) {
  return issuesToErrors(
    MemberInputSchema.safeParse(memberBody(d)).error?.issues ?? [],
    d,
    memberCatalog(t),
    kitMessages.ml.kit,
  );
}

describe('house forms: the shared schemas through the form kit, in Malayalam', () => {
  it('a complete family passes', () => {
    expect(houseErrors({ house: 'പുത്തൻപുര', ward: '3', members: [draft({})] })).toEqual({});
  });

  it('names each missing or wrong field of the house and its members', () => {
    const errors = houseErrors({
      house: '  ',
      ward: '',
      members: [
        draft({ name: '', age: '' }),
        draft({
          HOH: false,
          age: '121',
          gender: '',
          phone: '12345',
          email: 'not-mail',
          birthMonth: '2',
          birthDay: '30',
        }),
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
    for (const age of ['abc', '4.5', '-1']) expect(memberErrors(draft({ age }))).toEqual({ age: v.age });
  });

  it('exactly one head of household, and at least one member', () => {
    expect(houseErrors({ house: 'വീട്', ward: '1', members: [draft({ HOH: false }), draft({ HOH: false })] })).toEqual({
      members: v.oneHead,
    });
    expect(houseErrors({ house: 'വീട്', ward: '1', members: [draft({}), draft({})] })).toEqual({ members: v.oneHead });
    expect(houseErrors({ house: 'വീട്', ward: '1', members: [] })).toEqual({ members: v.noMembers });
  });

  it('a too-long text names the limit of the schema', () => {
    expect(memberErrors(draft({ work: 'x'.repeat(121) }))).toEqual({ work: kitMessages.ml.kit.tooLong(120) });
  });

  it('a birth month without a day is refused on the day, and the day must fit the month', () => {
    expect(memberErrors(draft({ birthMonth: '5' }))).toEqual({ birthDay: v.birthday });
    expect(birthdayErrors(memberBody(draft({ birthMonth: '5' })), v)).toEqual({ birthDay: v.birthday });
    expect(
      familyRuleErrors([memberBody(draft({})), memberBody(draft({ HOH: false, birthMonth: '4', birthDay: '31' }))], v),
    ).toEqual({ 'members.1.birthDay': v.birthday });
    expect(familyRuleErrors([memberBody(draft({ birthMonth: '2', birthDay: '29' }))], v)).toEqual({});
  });

  it('maps the server fields ("body.members.0.age") onto form fields with their Malayalam messages', () => {
    const values = { house: '', members: [draft({}), draft({ phone: '123' })] };
    expect(
      serverErrors(
        { 'body.members.1.phone': 'Not an Indian phone number', 'body.house': 'Required' },
        values,
        houseFields,
        kitMessages.ml.kit,
      ),
    ).toEqual({
      'members.1.phone': v.phone,
      house: v.house,
    });
    expect(
      serverErrors(
        { 'body.HOH': 'Make another member the head instead' },
        draft({}),
        memberCatalog(t),
        kitMessages.ml.kit,
      ),
    ).toEqual({ HOH: v.oneHead });
  });

  it('a member the reader may not see the e-mail of is sent without one', () => {
    expect(memberBody({ ...draft({}), emailHidden: true })).not.toHaveProperty('email');
    expect(memberBody(draft({ email: 'a@b.in' }))).toHaveProperty('email', 'a@b.in');
  });

  it('a member whose phone, age and birthday the family keeps from this reader is saved without touching them', () => {
    // What a parishioner receives of a member whose phone, age and birthday are for the office only.
    const d = draftFromMember({
      _id: '00000000-0000-4000-8000-000000000001',
      name: 'മറിയം',
      work: 'അധ്യാപിക',
      HOH: false,
      relation: 'ഭാര്യ',
      origin: '',
      location: '',
      blood: 'O+',
      gender: false,
    });
    expect(d.hidden).toEqual(['phone', 'birthday', 'age', 'nameEng']);
    const checked = MemberInputSchema.safeParse(memberBody({ ...d, work: 'ഡോക്ടർ' }));
    expect(checked.success).toBe(true);
    const sent = withoutHidden(checked.data!, d);
    for (const key of ['phone', 'age', 'birthMonth', 'birthDay', 'nameEng', 'email'])
      expect(sent).not.toHaveProperty(key);
    expect(sent).toMatchObject({ name: 'മറിയം', work: 'ഡോക്ടർ', blood: 'O+' });
  });
});
