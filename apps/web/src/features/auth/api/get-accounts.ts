import { useQuery } from '@tanstack/react-query';
import type { Account } from '@parish/shared/auth';
import { api } from '../../../lib/api.ts';
import { accountKeys } from './keys.ts';

/** GET /api/auth/users (admin): every account, its role and open sessions. */
export function useAccounts() {
  return useQuery({
    queryKey: accountKeys.list(),
    queryFn: ({ signal }) => api<Account[]>('/auth/users', { signal }),
    staleTime: 0,
  });
}
