// Every field of a member (docs/product.md "Member record"), laid out for a phone: one column, big controls. Bound to a
// form-kit form; `prefix` places the fields in it ('members.0.' on /new-house, '' for one member).
import { BLOOD_GROUPS } from '@parish/shared/plain/constants';
import { MALAYALAM_MONTHS } from '@parish/shared/plain/birthday';
import { CheckboxInput, NumberInput, SelectInput, TextInput } from '../../../components/form/inputs.tsx';
import type { BoundForm } from '../../../components/form/form-field.tsx';
import { useT } from '../../../i18n/language.tsx';
import { housesMessages } from '../messages.ts';
import type { HiddenMemberField } from '../member-draft.ts';

interface MemberFieldsProps {
  form: BoundForm;
  prefix: string;
  /** On /new-house one head among the members (radio group); elsewhere a checkbox. */
  headGroup?: string;
  /** The reader may not see e-mails (non-admin): no e-mail field, and none is sent. */
  emailHidden: boolean;
  /** Fields the family keeps from this reader: not shown (docs/product.md "Directory privacy"). */
  hidden?: readonly HiddenMemberField[];
}

const BLOOD_OPTIONS = BLOOD_GROUPS.map((g) => ({ value: g, label: g }));
const MONTH_OPTIONS = MALAYALAM_MONTHS.map((m, i) => ({ value: String(i + 1), label: m }));
const DAY_OPTIONS = Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

export function MemberFields({ form, prefix, headGroup, emailHidden, hidden = [] }: MemberFieldsProps) {
  const shown = (field: HiddenMemberField) => !hidden.includes(field);
  const t = useT(housesMessages);
  const f = t.houseForms;
  const name = (field: string) => `${prefix}${field}`;
  const relations = `${form.id(prefix ? prefix.slice(0, -1) : 'member')}-relations`;
  return (
    <div className="member-fields">
      <TextInput form={form} name={name('name')} lang="ml" autoComplete="off" />
      {shown('nameEng') && (
        <TextInput form={form} name={name('nameEng')} lang="en" autoComplete="off" autoCapitalize="words" />
      )}
      <div className="field-row">
        {shown('age') && <NumberInput form={form} name={name('age')} maxLength={3} />}
        <SelectInput
          form={form}
          name={name('gender')}
          options={[
            { value: 'male', label: f.male },
            { value: 'female', label: f.female },
          ]}
        />
      </div>
      <CheckboxInput form={form} name={name('HOH')} radioGroup={headGroup} className="head-field" />
      <TextInput form={form} name={name('relation')} list={relations} autoComplete="off" />
      <datalist id={relations}>
        {[...new Set(f.relations.split(','))].map((r) => (
          <option key={r} value={r} />
        ))}
      </datalist>
      {shown('phone') && <TextInput form={form} name={name('phone')} type="tel" inputMode="tel" autoComplete="off" />}
      {shown('work') && <TextInput form={form} name={name('work')} autoComplete="off" />}
      <TextInput form={form} name={name('origin')} autoComplete="off" />
      <TextInput form={form} name={name('location')} autoComplete="off" />
      {shown('blood') && <SelectInput form={form} name={name('blood')} options={BLOOD_OPTIONS} />}
      {shown('birthday') && (
        <div className="field-row">
          <SelectInput form={form} name={name('birthMonth')} options={MONTH_OPTIONS} />
          <SelectInput form={form} name={name('birthDay')} options={DAY_OPTIONS} />
        </div>
      )}
      {!emailHidden && (
        <TextInput form={form} name={name('email')} type="email" inputMode="email" autoComplete="off" lang="en" />
      )}
    </div>
  );
}
