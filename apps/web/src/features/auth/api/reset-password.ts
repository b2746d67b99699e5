import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { at } from '@parish/shared/plain/routes/path';
import { accounts } from '@parish/shared/plain/routes/accounts';

/** PUT /api/auth/users/{id}/password (admin): a new password; the account is signed out everywhere. */
export function useResetPassword() {
  return useInvalidatingMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      api<{ ok: true; sessionsEnded: number }>(at(accounts.resetPassword, { id }), { body: { password } }),
    invalidates: [allOf(accounts.users)],
  });
}
