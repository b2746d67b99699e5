// The request form on /privacy (docs/product.md "Privacy requests"): anyone, without an account,
// asks for a copy, a correction or erasure, or complains; the confirmation names the day the
// office will answer by. It loads with the privacy screen, never with the home page.
import { useId, useState } from 'react';
import { PRIVACY_REQUEST_KINDS, PrivacyRequestInputSchema, type PrivacyRequestInput } from '@parish/shared/privacy';
import { ERROR_CODES } from '@parish/shared/plain/error-codes';
import { FormError, SubmitButton } from '../../../components/form/form-actions.tsx';
import { SelectInput, TextArea, TextInput, NumberInput } from '../../../components/form/inputs.tsx';
import { useT } from '../../../i18n/language.tsx';
import { ApiClientError } from '../../../lib/api.ts';
import { apiErrorText } from '../../../lib/error-handler.ts';
import { useSchemaForm, type FieldCatalog } from '../../../lib/use-schema-form.ts';
import { useSendRequest } from '../api/requests.ts';
import { privacyMessages } from '../messages.ts';

interface Draft {
  name: string;
  phone: string;
  kind: string;
  text: string;
  house: string;
  ward: string;
}

const EMPTY: Draft = { name: '', phone: '', kind: '', text: '', house: '', ward: '' };

export function RequestForm() {
  const r = useT(privacyMessages).privacy.request;
  const id = useId();
  const send = useSendRequest();
  const [dueAt, setDueAt] = useState<string | null>(null);
  const fields: FieldCatalog = {
    name: { label: r.name, required: true },
    phone: { label: r.phone, required: true, invalid: r.badPhone },
    kind: { label: r.kind, required: true, missing: r.kindMissing, invalid: r.kindMissing },
    text: { label: r.text, required: true, missing: r.textMissing },
    house: { label: r.house },
    ward: { label: r.ward, number: true, invalid: r.badWard },
  };
  const form = useSchemaForm({
    schema: PrivacyRequestInputSchema,
    initial: EMPTY,
    fields,
    idPrefix: id,
    guardLeave: false,
    toInput: (v: Draft): PrivacyRequestInput => ({
      name: v.name,
      phone: v.phone,
      kind: v.kind as PrivacyRequestInput['kind'],
      text: v.text,
      house: v.house,
      ward: v.ward.trim() === '' ? null : /^\d+$/.test(v.ward.trim()) ? Number(v.ward) : Number.NaN,
    }),
    failureText: (err) =>
      err instanceof ApiClientError && err.code === ERROR_CODES.rateLimited ? r.tooMany : apiErrorText(err),
    onSubmit: async (input) => {
      const received = await send.mutateAsync(input);
      setDueAt(received.dueAt);
      form.reset(EMPTY);
    },
  });

  return (
    <section className="privacy-request" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{r.title}</h3>
      {dueAt ? (
        <div className="privacy-request-sent">
          <p role="status" data-testid="privacy-request-sent">
            {r.sent(dueAt)}
          </p>
          <button type="button" className="button" onClick={() => setDueAt(null)}>
            {r.another}
          </button>
        </div>
      ) : (
        <form className="data-form" onSubmit={(e) => void form.handleSubmit(e)} noValidate>
          <p>{r.intro}</p>
          <TextInput form={form} name="name" autoComplete="name" />
          <TextInput form={form} name="phone" type="tel" autoComplete="tel" />
          <SelectInput
            form={form}
            name="kind"
            options={PRIVACY_REQUEST_KINDS.map((kind) => ({ value: kind, label: r.kinds[kind] }))}
          />
          <TextArea form={form} name="text" rows={5} />
          <TextInput form={form} name="house" />
          <NumberInput form={form} name="ward" />
          <FormError form={form} />
          <div className="form-footer">
            <SubmitButton form={form} label={r.send} busyLabel={r.sending} />
          </div>
        </form>
      )}
    </section>
  );
}
