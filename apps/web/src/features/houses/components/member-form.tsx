// One member added or edited on its own (/add-house), on the form kit: checked with the shared
// schema, the server's 400 fields mapped back, nothing typed lost on a failure.
import { useEffect, useMemo } from 'react';
import { MemberInputSchema } from '@parish/shared/members';
import { FormError, SubmitButton } from '../../../components/form/form-actions.tsx';
import { useT } from '../../../i18n/language.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import type { MemberBody } from '../api/create-member.ts';
import { MEMBER_FIELD_ORDER, memberBody, withoutHidden, type MemberDraft } from '../member-draft.ts';
import { birthdayErrors, memberCatalog } from '../member-rules.ts';
import { housesMessages } from '../messages.ts';
import { houseErrorText } from '../may-correct.ts';
import { MemberFields } from './member-fields.tsx';

interface MemberFormProps {
  initial: MemberDraft;
  idPrefix: string;
  title: string;
  /** Sends the member; resolves when saved, rejects with the ApiClientError otherwise. */
  onSubmit: (body: MemberBody) => Promise<unknown>;
  onCancel: () => void;
  /**
   * The screen's open forms: the house's Save saves this one too (docs/decisions.md "One save on the family screen").
   */
  openForms?: OpenForms;
}

/** An open form of the family screen: its title, whether it holds unsaved changes, and its save. */
export interface OpenForm {
  title: string;
  unsaved: () => boolean;
  /** Resolves true once saved; false when refused (its errors show in the form). */
  save: () => Promise<boolean>;
}
export type OpenForms = Map<string, OpenForm>;

export function MemberForm({ initial, idPrefix, title, onSubmit, onCancel, openForms }: MemberFormProps) {
  const t = useT(housesMessages);
  const f = t.houseForms;
  const fields = useMemo(() => memberCatalog(t), [t]);
  const form = useSchemaForm({
    schema: MemberInputSchema,
    initial,
    fields,
    idPrefix,
    toInput: memberBody,
    extraErrors: (_draft, input) => birthdayErrors(input as Record<string, unknown>, t.validation),
    order: MEMBER_FIELD_ORDER,
    fixErrorsText: f.fixErrors,
    failureText: (err) => houseErrorText(err, t),
    // Parsing fills in empty values; what the reader was not shown is left out, so it is kept.
    onSubmit: (data, draft) => onSubmit(withoutHidden(data, draft)),
  });

  const { unsaved, handleSubmit } = form;
  useEffect(() => {
    if (!openForms) return undefined;
    openForms.set(idPrefix, { title, unsaved, save: () => handleSubmit() });
    return () => {
      openForms.delete(idPrefix);
    };
  }, [openForms, idPrefix, title, unsaved, handleSubmit]);

  return (
    <form
      className="form-section member-section"
      onSubmit={(e) => void form.handleSubmit(e)}
      noValidate
      aria-busy={form.busy}
      data-testid="member-form"
    >
      <h3>{title}</h3>
      <MemberFields form={form} prefix="" emailHidden={initial.emailHidden} hidden={initial.hidden} />
      <FormError form={form} />
      <div className="form-actions">
        <SubmitButton form={form} label={f.save} busyLabel={f.saving} />
        <button type="button" className="button" onClick={onCancel} disabled={form.busy}>
          {f.cancel}
        </button>
      </div>
    </form>
  );
}
