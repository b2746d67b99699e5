// /join (docs/product.md "Joining /join"): a family new to the parish sends its house, ward,
// contact and members without an account; the office approves it into the directory from
// /admin/requests. On the form kit: checked with the shared JoinInputSchema before sending, each
// field's Malayalam message, one head of household, nothing lost on a failed send.
import { useId, useMemo, useState } from 'react';
import { JOIN_MEMBERS_MAX, JoinInputSchema, type JoinInput } from '@parish/shared/requests';
import { ERROR_CODES } from '@parish/shared/plain/error-codes';
import { WARDS } from '@parish/shared/plain/wards';
import { FormError, SubmitButton } from '../../components/form/form-actions.tsx';
import type { BoundForm } from '../../components/form/form-field.tsx';
import { CheckboxInput, NumberInput, SelectInput, TextArea, TextInput } from '../../components/form/inputs.tsx';
import { useLanguage, useT } from '../../i18n/language.tsx';
import { ApiClientError } from '../../lib/api.ts';
import { apiErrorText } from '../../lib/error-handler.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSchemaForm, type FieldCatalog } from '../../lib/use-schema-form.ts';
import { useJoin } from './api.ts';
import { requestsMessages } from './messages.ts';
import './requests.css';

interface MemberRow {
  key: string;
  name: string;
  relation: string;
  age: string;
  gender: '' | 'male' | 'female';
  phone: string;
  HOH: boolean;
}

interface JoinDraft {
  house: string;
  ward: string;
  address: string;
  contactName: string;
  contactPhone: string;
  members: MemberRow[];
  note: string;
}

let nextKey = 1;
const emptyRow = (HOH: boolean): MemberRow => ({
  key: `m${nextKey++}`,
  name: '',
  relation: '',
  age: '',
  gender: '',
  phone: '',
  HOH,
});
const empty = (): JoinDraft => ({
  house: '',
  ward: '',
  address: '',
  contactName: '',
  contactPhone: '',
  members: [emptyRow(true)],
  note: '',
});

const number = (text: string) =>
  text.trim() === '' ? undefined : /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN;

function toInput(v: JoinDraft): JoinInput {
  return {
    house: v.house,
    ward: number(v.ward) as number,
    address: v.address,
    contactName: v.contactName,
    contactPhone: v.contactPhone,
    members: v.members.map((m) => ({
      name: m.name,
      relation: m.relation,
      age: number(m.age) as number,
      gender: (m.gender === '' ? undefined : m.gender === 'male') as boolean,
      phone: m.phone,
      HOH: m.HOH,
    })),
    note: v.note,
  };
}

export function JoinScreen() {
  const j = useT(requestsMessages).join;
  const { lang } = useLanguage();
  useDocumentTitle(j.title);
  const id = useId();
  const join = useJoin();
  const [sent, setSent] = useState(false);
  const fields: FieldCatalog = {
    house: { label: j.house, required: true },
    ward: { label: j.ward, required: true, number: true, missing: j.wardMissing, invalid: j.wardMissing },
    address: { label: j.address },
    contactName: { label: j.contactName, required: true },
    contactPhone: { label: j.contactPhone, required: true, invalid: j.badPhone },
    members: { label: j.members, invalid: j.oneHead, custom: j.oneHead },
    'members.*.name': { label: j.name, required: true },
    'members.*.relation': { label: j.relation },
    'members.*.age': { label: j.age, required: true, invalid: j.badAge },
    'members.*.gender': { label: j.gender, required: true, missing: j.genderMissing, invalid: j.genderMissing },
    'members.*.phone': { label: j.phone, invalid: j.badPhone },
    'members.*.HOH': { label: j.HOH },
    note: { label: j.note },
  };
  const form = useSchemaForm({
    schema: JoinInputSchema,
    initial: empty,
    fields,
    idPrefix: id,
    guardLeave: false,
    toInput,
    fixErrorsText: j.fixErrors,
    failureText: (err) =>
      err instanceof ApiClientError && err.code === ERROR_CODES.rateLimited ? j.tooMany : apiErrorText(err),
    onSubmit: async (input) => {
      await join.mutateAsync(input);
      setSent(true);
      form.reset(empty());
    },
  });
  const { members } = form.values;

  // One head of household: choosing one (a radio) clears the others.
  const bound: BoundForm = useMemo(
    () => ({
      ...form,
      set: (key: string, value: unknown) => {
        const head = /^members\.(\d+)\.HOH$/.exec(key);
        if (head && value === true) {
          form.update((v) => ({ ...v, members: v.members.map((m, i) => ({ ...m, HOH: i === Number(head[1]) })) }));
        } else form.set(key, value);
      },
    }),
    [form],
  );
  const removeRow = (index: number) =>
    form.update((v) => {
      const next = v.members.filter((_, i) => i !== index);
      if (next.length && !next.some((m) => m.HOH)) next[0] = { ...next[0], HOH: true };
      return { ...v, members: next };
    });

  if (sent) {
    return (
      <div className="join-screen">
        <h1>{j.title}</h1>
        <p role="status" data-testid="join-sent" className="join-sent">
          {j.sent}
        </p>
        <button type="button" className="button" onClick={() => setSent(false)}>
          {j.another}
        </button>
      </div>
    );
  }

  return (
    <form
      className="data-form join-screen"
      onSubmit={(e) => void form.handleSubmit(e)}
      noValidate
      aria-busy={form.busy}
    >
      <h1>{j.title}</h1>
      <p className="muted">{j.intro}</p>
      <fieldset className="form-section">
        <TextInput form={form} name="house" autoComplete="off" />
        <SelectInput
          form={form}
          name="ward"
          placeholder={j.chooseWard}
          options={WARDS.map((w) => ({
            value: String(w.number),
            label: `${w.number}. ${lang === 'en' ? w.nameEng : w.name}`,
          }))}
        />
        <TextArea form={form} name="address" rows={2} />
        <TextInput form={form} name="contactName" autoComplete="name" />
        <TextInput form={form} name="contactPhone" type="tel" autoComplete="tel" />
      </fieldset>

      <h2>{j.members}</h2>
      {form.error('members') && (
        <p className="field-error" role="alert">
          {form.error('members')}
        </p>
      )}
      {members.map((m, i) => (
        <fieldset className="form-section member-section" key={m.key} data-testid="join-member">
          <legend>
            {j.member(i + 1)}
            {m.name ? `: ${m.name}` : ''}
          </legend>
          <TextInput form={bound} name={`members.${i}.name`} autoComplete="off" />
          <TextInput form={bound} name={`members.${i}.relation`} autoComplete="off" />
          <NumberInput form={bound} name={`members.${i}.age`} />
          <SelectInput
            form={bound}
            name={`members.${i}.gender`}
            options={[
              { value: 'male', label: j.male },
              { value: 'female', label: j.female },
            ]}
          />
          <TextInput form={bound} name={`members.${i}.phone`} type="tel" autoComplete="off" />
          <CheckboxInput form={bound} name={`members.${i}.HOH`} radioGroup={`${id}-head`} />
          {members.length > 1 && (
            <button type="button" className="button danger-outline" onClick={() => removeRow(i)} disabled={form.busy}>
              {j.removeMember(i + 1)}
            </button>
          )}
        </fieldset>
      ))}
      {members.length < JOIN_MEMBERS_MAX && (
        <button
          type="button"
          className="button"
          onClick={() => form.update((v) => ({ ...v, members: [...v.members, emptyRow(false)] }))}
          disabled={form.busy}
        >
          {j.addMember}
        </button>
      )}
      <TextArea form={form} name="note" rows={3} />
      <div className="form-footer">
        <FormError form={form} />
        <SubmitButton form={form} label={j.send} busyLabel={j.sending} />
      </div>
    </form>
  );
}
