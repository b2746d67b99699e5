// docs/product.md "Accounts" (admin; docs/decisions.md "Accounts and passwords"):
// a new login with a role, and below it the parish's accounts
// (role, password reset, sign out everywhere, removal).
import { useId } from 'react';
import { RegisterSchema } from '@parish/shared/auth';
import { FormError, SubmitButton } from '../../components/form/form-actions.tsx';
import { PasswordInput, SelectInput, TextInput } from '../../components/form/inputs.tsx';
import { Loader } from '../../components/loader.tsx';
import { LoadErrorBanner } from '../../components/load-error-banner.tsx';
import { useT } from '../../i18n/language.tsx';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useAccounts } from './api/get-accounts.ts';
import { useRegister } from './api/register.ts';
import { AccountList } from './components/account-list.tsx';
import { accountsMessages } from './messages.ts';

const EMPTY = { username: '', password: '', role: 'user' };

export function RegisterScreen() {
  const t = useT(accountsMessages);
  const a = t.accounts;
  useDocumentTitle(t.titles.accounts);
  const id = useId();
  const register = useRegister();
  const accounts = useAccounts();
  useLoadError(accounts.error);
  const form = useSchemaForm({
    schema: RegisterSchema,
    initial: EMPTY,
    fields: {
      username: { label: a.username, hint: a.usernameHint, required: true, invalid: a.badUsername },
      password: { label: a.password, hint: a.passwordHint, required: true, custom: a.commonPassword },
      role: { label: a.role, hint: a.roleHint },
    },
    idPrefix: id,
    toInput: (v: typeof EMPTY) => ({ username: v.username, password: v.password, isAdmin: v.role === 'admin' }),
    fixErrorsText: a.fixErrors,
    onSubmit: async (body) => {
      const { userInfo } = await register.mutateAsync(body);
      toast.success(a.created(userInfo.username));
      form.reset(EMPTY);
    },
  });

  return (
    <div className="accounts-page">
      <h1>{a.title}</h1>
      <form
        className="data-form register-form"
        onSubmit={(e) => void form.handleSubmit(e)}
        noValidate
        aria-labelledby={`${id}-new`}
      >
        <h2 id={`${id}-new`}>{a.newTitle}</h2>
        <TextInput form={form} name="username" autoComplete="off" autoCapitalize="off" spellCheck={false} lang="en" />
        <PasswordInput form={form} name="password" autoComplete="new-password" />
        <SelectInput
          form={form}
          name="role"
          placeholder={false}
          options={[
            { value: 'user', label: a.roleUser },
            { value: 'admin', label: a.roleAdmin },
          ]}
        />
        <FormError form={form} />
        <div className="form-footer">
          <SubmitButton form={form} label={a.create} busyLabel={a.creating} />
        </div>
      </form>
      <section className="accounts-section" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`}>{a.list}</h2>
        {accounts.isPending ? (
          <Loader inline />
        ) : accounts.error ? (
          <LoadErrorBanner onRefresh={() => void accounts.refetch()} />
        ) : (
          <AccountList accounts={accounts.data} />
        )}
      </section>
    </div>
  );
}
