import { useQuery } from '@tanstack/react-query';
import type { Account } from '@parish/shared/auth';
import { api } from '../../../lib/api.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { accounts } from '@parish/shared/plain/routes/accounts';

/** GET /api/auth/users (admin): every account, its role and open sessions. */
export function useAccounts() {
  return useQuery({
    queryKey: keyOf(accounts.users),
    queryFn: ({ signal }) => api<Account[]>(accounts.users, { signal }),
    staleTime: 0,
  });
}
