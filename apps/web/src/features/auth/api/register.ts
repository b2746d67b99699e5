import type { UserInfo } from '@parish/shared/auth';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { accountKeys } from './keys.ts';

/** POST /api/auth/register (admin): a new login with a role. */
export function useRegister() {
  return useInvalidatingMutation({
    mutationFn: (body: { username: string; password: string; isAdmin: boolean }) =>
      api<{ userInfo: UserInfo }>('/auth/register', { method: 'POST', body }),
    invalidates: [accountKeys.all],
  });
}
