import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '@parish/shared/office';
import { api } from '../../../lib/api.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { at } from '@parish/shared/plain/routes/path';
import { office } from '@parish/shared/plain/routes/office';

export interface AuditFilters {
  page: number;
  user: string;
  entity: string;
  from: string;
  to: string;
}

/** One page of the log; empty filters are left out. */
export function useAuditPage(filters: AuditFilters) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== 1));
  return useQuery({
    queryKey: keyOf(office.audit, filters),
    queryFn: ({ signal }) => api<AuditPage>(at(office.audit, {}, query), { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
