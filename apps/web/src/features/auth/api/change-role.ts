import type { UserInfo } from '@parish/shared/auth';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { accountKeys } from './keys.ts';

/** PUT /api/auth/users/{id} (admin); 409 last_admin for the last admin. */
export function useChangeRole() {
  return useInvalidatingMutation({
    mutationFn: ({ id, isAdmin }: { id: string; isAdmin: boolean }) =>
      api<UserInfo>(`/auth/users/${id}`, { method: 'PUT', body: { isAdmin } }),
    invalidates: [accountKeys.all],
  });
}
