import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { accountKeys } from './keys.ts';

/** DELETE /api/auth/users/{id}/sessions (admin): every session of the account ends at once. */
export function useSignOutEverywhere() {
  return useInvalidatingMutation({
    mutationFn: (id: string) =>
      api<{ ok: true; sessionsEnded: number }>(`/auth/users/${id}/sessions`, { method: 'DELETE' }),
    invalidates: [accountKeys.all],
  });
}
