import type { UserInfo } from '@parish/shared/auth';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { at } from '@parish/shared/plain/routes/path';
import { accounts } from '@parish/shared/plain/routes/accounts';

/** PUT /api/auth/users/{id} (admin); 409 last_admin for the last admin. */
export function useChangeRole() {
  return useInvalidatingMutation({
    mutationFn: ({ id, isAdmin }: { id: string; isAdmin: boolean }) =>
      api<UserInfo>(at(accounts.changeRole, { id }), { body: { isAdmin } }),
    invalidates: [allOf(accounts.users)],
  });
}
