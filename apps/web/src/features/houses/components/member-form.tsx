import { useEffect, useState, type FormEvent } from 'react';
import { MemberInputSchema } from '@parish/shared/schemas';
import { useT } from '../../../i18n/language.tsx';
import { ApiClientError } from '../../../lib/api.ts';
import { apiErrorText } from '../../../lib/error-handler.ts';
import type { MemberBody } from '../api/create-member.ts';
import { MEMBER_FIELD_ORDER, memberBody, type MemberDraft } from '../member-draft.ts';
import { birthdayErrors, firstErrorKey, issuesToFieldErrors, serverFieldErrors, withoutFieldErrors, type FieldErrors } from '../validation.ts';
import { MemberFields } from './member-fields.tsx';

interface MemberFormProps {
  initial: MemberDraft;
  idPrefix: string;
  title: string;
  /** Sends the member; resolves when saved, rejects with the ApiClientError otherwise. */
  onSubmit: (body: MemberBody) => Promise<unknown>;
  onCancel: () => void;
}

/** One member added or edited on its own (/add-house): checked with the shared schema, then sent. */
export function MemberForm({ initial, idPrefix, title, onSubmit, onCancel }: MemberFormProps) {
  const t = useT();
  const f = t.houseForms;
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The field to focus once the form is enabled again (a disabled input cannot take focus).
  const [focusKey, setFocusKey] = useState<string | null>(null);

  useEffect(() => {
    if (!focusKey || busy) return;
    document.getElementById(`${idPrefix}-${focusKey}`)?.focus();
    setFocusKey(null);
  }, [focusKey, busy, idPrefix]);

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    setFormError(f.fixErrors);
    setFocusKey(firstErrorKey(next, MEMBER_FIELD_ORDER) ?? null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const body = memberBody(draft);
    const parsed = MemberInputSchema.safeParse(body);
    if (!parsed.success) {
      // The schema checks the birthday only once the other fields parse: show it at once too.
      showErrors({ ...birthdayErrors(body, t.validation), ...issuesToFieldErrors(parsed.error.issues, t.validation) });
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      // Parsing fills in an empty e-mail; leave it out when the reader may not see e-mails.
      await onSubmit({ ...parsed.data, ...(draft.emailHidden ? { email: undefined } : {}) });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiClientError && err.status === 400 && err.fields && Object.keys(err.fields).length > 0) {
        showErrors(serverFieldErrors(err.fields, t.validation));
        return;
      }
      setFormError(apiErrorText(err)); // shown in the form, so not toasted as well (issue 8)
    }
  };

  return (
    <form className="form-section member-section" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy} data-testid="member-form">
      <h3>{title}</h3>
      <fieldset disabled={busy} className="plain-fieldset">
        <legend className="visually-hidden">{title}</legend>
        <MemberFields draft={draft} onChange={(patch) => {
          setDraft((d) => ({ ...d, ...patch }));
          setErrors((e) => withoutFieldErrors(e, Object.keys(patch)));
        }} errors={errors} errorPrefix="" idPrefix={idPrefix} />
      </fieldset>
      {formError && <p className="error-banner" role="alert">{formError}</p>}
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={busy}>{busy ? f.saving : f.save}</button>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>{f.cancel}</button>
      </div>
    </form>
  );
}
