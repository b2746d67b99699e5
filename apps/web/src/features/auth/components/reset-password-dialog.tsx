// An admin sets a new password for an account (docs/decisions.md "Accounts and passwords"):
// the same rules as everywhere (10+
// characters, not a common one), then the account is signed out on every device.
import { useId } from 'react';
import { PasswordResetSchema, type Account } from '@parish/shared/auth';
import { FormError, SubmitButton } from '../../../components/form/form-actions.tsx';
import { PasswordInput } from '../../../components/form/inputs.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useT } from '../../../i18n/language.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { accountsMessages } from '../messages.ts';

export function ResetPasswordDialog({ account, onClose }: { account: Account | null; onClose: () => void }) {
  const t = useT(accountsMessages);
  const a = t.accounts;
  const id = useId();
  const reset = useResetPassword();
  const form = useSchemaForm({
    schema: PasswordResetSchema,
    initial: { password: '' },
    fields: { password: { label: a.password, hint: a.passwordHint, required: true, custom: a.commonPassword } },
    idPrefix: id,
    fixErrorsText: a.fixErrors,
    onSubmit: async ({ password }) => {
      if (!account) return;
      await reset.mutateAsync({ id: account._id, password });
      toast.success(a.resetDone);
      form.reset({ password: '' });
      onClose();
    },
  });
  const close = () => {
    form.reset({ password: '' });
    onClose();
  };
  return (
    <Modal
      open={account !== null}
      onClose={close}
      title={account ? a.resetTitle(account.username) : ''}
      className="reset-password-dialog"
    >
      <form className="data-form" onSubmit={(e) => void form.handleSubmit(e)} noValidate>
        <p className="muted">{a.resetHint}</p>
        <PasswordInput form={form} name="password" autoComplete="new-password" />
        <FormError form={form} />
        <div className="form-actions">
          <SubmitButton form={form} label={a.save} busyLabel={a.saving} />
          <button type="button" className="button" onClick={close}>
            {a.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
