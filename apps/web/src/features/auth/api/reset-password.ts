import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { accountKeys } from './keys.ts';

/** PUT /api/auth/users/{id}/password (admin): a new password; the account is signed out everywhere. */
export function useResetPassword() {
  return useInvalidatingMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      api<{ ok: true; sessionsEnded: number }>(`/auth/users/${id}/password`, { method: 'PUT', body: { password } }),
    invalidates: [accountKeys.all],
  });
}
