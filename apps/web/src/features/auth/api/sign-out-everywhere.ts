import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { at } from '@parish/shared/plain/routes/path';
import { accounts } from '@parish/shared/plain/routes/accounts';

/** DELETE /api/auth/users/{id}/sessions (admin): every session of the account ends at once. */
export function useSignOutEverywhere() {
  return useInvalidatingMutation({
    mutationFn: (id: string) => api<{ ok: true; sessionsEnded: number }>(at(accounts.endSessions, { id })),
    invalidates: [allOf(accounts.users)],
  });
}
