// /change-password (logged in; docs/decisions.md "Accounts and passwords"):
// anyone changes their own password, with the old one; the
// same rules as a new account's; their other devices are signed out.
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { PasswordChangeSchema } from '@parish/shared/auth';
import { FormError, SubmitButton } from '../../components/form/form-actions.tsx';
import { PasswordInput } from '../../components/form/inputs.tsx';
import { useT } from '../../i18n/language.tsx';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSchemaForm, type FieldErrors } from '../../lib/use-schema-form.ts';
import { useChangePassword } from './api/change-password.ts';
import { accountsMessages } from './messages.ts';

const EMPTY = { oldPassword: '', newPassword: '', repeat: '' };

export function ChangePasswordScreen() {
  const t = useT(accountsMessages);
  const a = t.accounts;
  useDocumentTitle(t.titles.changePassword);
  const id = useId();
  const navigate = useNavigate();
  const change = useChangePassword();
  const form = useSchemaForm({
    schema: PasswordChangeSchema,
    initial: EMPTY,
    fields: {
      oldPassword: { label: a.oldPassword, required: true, invalid: a.wrongOld },
      newPassword: { label: a.newPassword, hint: a.passwordHint, required: true, custom: a.commonPassword },
      repeat: { label: a.repeatPassword, required: true, missing: a.mismatch },
    },
    idPrefix: id,
    toInput: (v: typeof EMPTY) => ({ oldPassword: v.oldPassword, newPassword: v.newPassword }),
    extraErrors: (v): FieldErrors => (v.repeat !== v.newPassword ? { repeat: a.mismatch } : {}),
    fixErrorsText: a.fixErrors,
    onSubmit: async (body) => {
      await change.mutateAsync(body);
      toast.success(a.changed);
      await navigate('/', { replace: true });
    },
  });

  return (
    <form
      className="data-form password-form"
      onSubmit={(e) => void form.handleSubmit(e)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h1 id={`${id}-title`}>{a.changeTitle}</h1>
      <PasswordInput form={form} name="oldPassword" autoComplete="current-password" />
      <PasswordInput form={form} name="newPassword" autoComplete="new-password" />
      <PasswordInput form={form} name="repeat" autoComplete="new-password" />
      <FormError form={form} />
      <div className="form-footer">
        <SubmitButton form={form} label={a.changeSubmit} busyLabel={a.saving} />
      </div>
    </form>
  );
}
