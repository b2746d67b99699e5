import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { at } from '@parish/shared/plain/routes/path';
import { accounts } from '@parish/shared/plain/routes/accounts';

/** DELETE /api/auth/users/{id} (admin); 409 last_admin for the last admin. */
export function useRemoveAccount() {
  return useInvalidatingMutation({
    mutationFn: (id: string) => api<{ message: string }>(at(accounts.remove, { id })),
    invalidates: [allOf(accounts.users)],
  });
}
