import { useQuery } from '@tanstack/react-query';
import type { House } from '@parish/shared/houses';
import { api } from '../../../lib/api.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { at } from '@parish/shared/plain/routes/path';
import { houses } from '@parish/shared/plain/routes/houses';

/** One family with its members. */
export function useHouse(id: string | undefined, initialData?: House) {
  return useQuery({
    queryKey: keyOf(houses.detail, { id: id ?? '' }),
    queryFn: ({ signal }) => api<House>(at(houses.detail, { id: id ?? '' }), { signal }),
    enabled: Boolean(id),
    initialData: initialData && initialData._id === id ? initialData : undefined,
    staleTime: 0, // docs/product.md "API": house queries are not cached
  });
}
