import { BLOOD_GROUPS } from '@parish/shared/constants';
import { MALAYALAM_MONTHS } from '@parish/shared/birthday';
import { useT } from '../../../i18n/language.tsx';
import type { MemberDraft } from '../member-draft.ts';
import type { FieldErrors } from '../validation.ts';
import { FormField } from './form-field.tsx';

interface MemberFieldsProps {
  draft: MemberDraft;
  onChange: (patch: Partial<MemberDraft>) => void;
  errors: FieldErrors;
  /** Error key prefix of this member ('members.0.' on /new-house, '' for a single member). */
  errorPrefix: string;
  /** DOM id prefix, unique on the page. */
  idPrefix: string;
  /** On /new-house one head among the members (radio group); elsewhere a checkbox. */
  headGroup?: string;
}

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** Every field of a member (spec §3), laid out for a phone: one column, big controls. */
export function MemberFields({ draft, onChange, errors, errorPrefix, idPrefix, headGroup }: MemberFieldsProps) {
  const t = useT();
  const f = t.houseForms;
  const id = (field: string) => `${idPrefix}-${field}`;
  const err = (field: string) => errors[`${errorPrefix}${field}`];
  const text = (field: keyof MemberDraft) => ({
    value: String(draft[field]),
    onChange: (e: { target: { value: string } }) => onChange({ [field]: e.target.value }),
    name: `${idPrefix}-${field}`,
  });
  return (
    <div className="member-fields">
      <FormField id={id('name')} label={f.name} required error={err('name')}>
        <input type="text" lang="ml" autoComplete="off" {...text('name')} />
      </FormField>
      <FormField id={id('nameEng')} label={f.nameEng} error={err('nameEng')}>
        <input type="text" lang="en" autoComplete="off" autoCapitalize="words" {...text('nameEng')} />
      </FormField>
      <div className="field-row">
        <FormField id={id('age')} label={f.age} required error={err('age')}>
          <input type="text" inputMode="numeric" autoComplete="off" maxLength={3} {...text('age')} />
        </FormField>
        <FormField id={id('gender')} label={f.gender} required error={err('gender')}>
          <select {...text('gender')}>
            <option value="">{f.choose}</option>
            <option value="male">{f.male}</option>
            <option value="female">{f.female}</option>
          </select>
        </FormField>
      </div>
      <div className={`form-field head-field${err('HOH') ? ' has-error' : ''}`}>
        <label htmlFor={id('HOH')} className="check-label">
          <input
            id={id('HOH')}
            type={headGroup ? 'radio' : 'checkbox'}
            name={headGroup ?? id('HOH')}
            checked={draft.HOH}
            onChange={(e) => onChange({ HOH: e.target.checked })}
            aria-invalid={err('HOH') ? true : undefined}
            aria-describedby={err('HOH') ? id('HOH-error') : undefined}
          />
          {f.head}
        </label>
        {err('HOH') && <p id={id('HOH-error')} className="field-error" role="alert">{err('HOH')}</p>}
      </div>
      <FormField id={id('relation')} label={f.relation} error={err('relation')}>
        <input type="text" list={`${idPrefix}-relations`} autoComplete="off" {...text('relation')} />
      </FormField>
      <datalist id={`${idPrefix}-relations`}>
        {[...new Set(f.relations.split(','))].map((r) => <option key={r} value={r} />)}
      </datalist>
      <FormField id={id('phone')} label={f.phone} error={err('phone')} hint={f.phoneHint}>
        <input type="tel" inputMode="tel" autoComplete="off" {...text('phone')} />
      </FormField>
      <FormField id={id('work')} label={f.work} error={err('work')}>
        <input type="text" autoComplete="off" {...text('work')} />
      </FormField>
      <FormField id={id('origin')} label={f.origin} error={err('origin')}>
        <input type="text" autoComplete="off" {...text('origin')} />
      </FormField>
      <FormField id={id('location')} label={f.location} error={err('location')}>
        <input type="text" autoComplete="off" {...text('location')} />
      </FormField>
      <FormField id={id('blood')} label={f.blood} error={err('blood')}>
        <select {...text('blood')}>
          <option value="">{f.choose}</option>
          {BLOOD_GROUPS.map((g) => <option key={g} value={g}>{g}</option>)}
        </select>
      </FormField>
      <div className="field-row">
        <FormField id={id('birthMonth')} label={f.birthMonth} error={err('birthMonth')}>
          <select {...text('birthMonth')}>
            <option value="">{f.choose}</option>
            {MALAYALAM_MONTHS.map((m, i) => <option key={m} value={String(i + 1)}>{m}</option>)}
          </select>
        </FormField>
        <FormField id={id('birthDay')} label={f.birthDay} error={err('birthDay')}>
          <select {...text('birthDay')}>
            <option value="">{f.choose}</option>
            {DAYS.map((d) => <option key={d} value={String(d)}>{d}</option>)}
          </select>
        </FormField>
      </div>
      {!draft.emailHidden && (
        <FormField id={id('email')} label={f.email} error={err('email')}>
          <input type="email" inputMode="email" autoComplete="off" lang="en" {...text('email')} />
        </FormField>
      )}
    </div>
  );
}
