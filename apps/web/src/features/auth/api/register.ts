import type { UserInfo } from '@parish/shared/auth';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { accounts } from '@parish/shared/plain/routes/accounts';

/** POST /api/auth/register (admin): a new login with a role. */
export function useRegister() {
  return useInvalidatingMutation({
    mutationFn: (body: { username: string; password: string; isAdmin: boolean }) =>
      api<{ userInfo: UserInfo }>(accounts.register, { body }),
    invalidates: [allOf(accounts.users)],
  });
}
