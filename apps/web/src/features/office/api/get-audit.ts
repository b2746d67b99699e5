import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '@parish/shared/office';
import { api } from '../../../lib/api.ts';
import { officeKeys } from './keys.ts';

export interface AuditFilters {
  page: number;
  user: string;
  entity: string;
  from: string;
  to: string;
}

/** GET /api/audit (admin): one page of the log; empty filters are left out. */
export function useAuditPage(filters: AuditFilters) {
  const query = new URLSearchParams(
    Object.entries(filters)
      .filter(([, v]) => v !== '' && v !== 1)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return useQuery({
    queryKey: officeKeys.audit(filters),
    queryFn: ({ signal }) => api<AuditPage>(`/audit${query ? `?${query}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
