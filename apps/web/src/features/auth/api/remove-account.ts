import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { accountKeys } from './keys.ts';

/** DELETE /api/auth/users/{id} (admin); 409 last_admin for the last admin. */
export function useRemoveAccount() {
  return useInvalidatingMutation({
    mutationFn: (id: string) => api<{ message: string }>(`/auth/users/${id}`, { method: 'DELETE' }),
    invalidates: [accountKeys.all],
  });
}
