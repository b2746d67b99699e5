import { useQuery } from '@tanstack/react-query';
import type { House } from '@parish/shared/houses';
import { api } from '../../../lib/api.ts';
import { houseKeys } from '../../../lib/query-keys.ts';

/** GET /api/houses/{id} (logged in): one family with its members. */
export function useHouse(id: string | undefined, initialData?: House) {
  return useQuery({
    queryKey: houseKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api<House>(`/houses/${id}`, { signal }),
    enabled: Boolean(id),
    initialData: initialData && initialData._id === id ? initialData : undefined,
    staleTime: 0, // docs/product.md "API": house queries are not cached
  });
}
