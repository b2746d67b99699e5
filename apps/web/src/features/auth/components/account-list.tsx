// The admin's accounts (docs/decisions.md "Accounts and passwords"):
// each with its role and open sessions, and what an admin may do
// to it: change the role, set a new password, sign it out everywhere, remove it. The server
// refuses the last admin's demotion or removal (409 last_admin), said in the dialog in Malayalam.
import { useState } from 'react';
import type { Account } from '@parish/shared/auth';
import { useDeleteFlow } from '../../../components/delete-flow.tsx';
import { useT } from '../../../i18n/language.tsx';
import { useUserInfo } from '../../../lib/auth-store.ts';
import { apiErrorText } from '../../../lib/error-handler.ts';
import { useChangeRole } from '../api/change-role.ts';
import { useRemoveAccount } from '../api/remove-account.ts';
import { useSignOutEverywhere } from '../api/sign-out-everywhere.ts';
import { accountsMessages } from '../messages.ts';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';

export function AccountList({ accounts }: { accounts: readonly Account[] }) {
  const t = useT(accountsMessages);
  const a = t.accounts;
  const me = useUserInfo();
  const [resetting, setResetting] = useState<Account | null>(null);
  const changeRole = useChangeRole();
  const signOut = useSignOutEverywhere();
  const remove = useRemoveAccount();
  const failureText = (err: unknown) => apiErrorText(err);

  const roleFlow = useDeleteFlow<Account>({
    remove: (acc) => changeRole.mutateAsync({ id: acc._id, isAdmin: !acc.isAdmin }),
    question: (acc) => (acc.isAdmin ? a.confirmMakeUser(acc.username) : a.confirmMakeAdmin(acc.username)),
    what: (acc, g) => g.role(acc.username),
    successText: a.roleChanged,
    failureText,
    busyLabel: a.changing,
  });
  const signOutFlow = useDeleteFlow<Account>({
    remove: (acc) => signOut.mutateAsync(acc._id),
    question: (acc) => a.confirmSignOut(acc.username),
    what: (acc, g) => g.sessions(acc.username),
    successText: (acc) => a.signedOut(acc.username),
    failureText,
    busyLabel: a.signingOut,
  });
  const removeFlow = useDeleteFlow<Account>({
    remove: (acc) => remove.mutateAsync(acc._id),
    question: (acc) => a.confirmRemove(acc.username),
    what: (acc, g) => g.account(acc.username),
    successText: a.removed,
    failureText,
  });

  return (
    <>
      <ul className="account-list" aria-label={a.list}>
        {accounts.map((acc) => {
          const self = acc._id === me?._id;
          return (
            <li key={acc._id} className="account-card" data-username={acc.username}>
              <div className="account-head">
                <strong className="account-name">{acc.username}</strong>
                <span className={`badge ${acc.isAdmin ? 'role-admin' : 'role-user'}`}>
                  {acc.isAdmin ? a.admin : acc.houseId ? a.family(acc.house ?? '') : a.user}
                </span>
                {self && <span className="muted">({a.you})</span>}
              </div>
              <p className="muted account-meta">
                {a.sessions(acc.sessions)}
                {acc.passkeys ? ` · ${a.passkeys(acc.passkeys)}` : ''} ·{' '}
                {a.since(new Date(acc.createdAt).toLocaleDateString('en-IN'))}
              </p>
              <div className="row-actions" role="group" aria-label={a.actionsOf(acc.username)}>
                {/* A family account's role is its house's (docs/product.md "Family accounts"). */}
                {!acc.houseId && (
                  <button type="button" className="button small" onClick={() => roleFlow.ask(acc)}>
                    {acc.isAdmin ? a.makeUser : a.makeAdmin}
                  </button>
                )}
                <button type="button" className="button small" onClick={() => setResetting(acc)}>
                  {a.resetPassword}
                </button>
                {!self && (
                  <>
                    <button
                      type="button"
                      className="button small"
                      onClick={() => signOutFlow.ask(acc)}
                      disabled={acc.sessions === 0 && !acc.passkeys}
                    >
                      {a.signOut}
                    </button>
                    <button type="button" className="button small danger-outline" onClick={() => removeFlow.ask(acc)}>
                      {a.remove}
                    </button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {roleFlow.dialog}
      {signOutFlow.dialog}
      {removeFlow.dialog}
      <ResetPasswordDialog account={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
