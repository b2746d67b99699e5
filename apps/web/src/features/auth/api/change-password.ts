import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { accounts } from '@parish/shared/plain/routes/accounts';

/** PUT /api/auth/password: one's own, with the old one; the other sessions end (the accounts list counts them). */
export function useChangePassword() {
  return useInvalidatingMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }) =>
      api<{ ok: true; sessionsEnded: number }>(accounts.changePassword, { body }),
    invalidates: [allOf(accounts.users)],
  });
}
