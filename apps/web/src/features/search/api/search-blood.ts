import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BloodResult } from '@parish/shared/search';
import { bloodComposite, BloodQuerySchema, type BloodQuery } from '@parish/shared/search-text';
import { api } from '../../../lib/api.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { at } from '@parish/shared/plain/routes/path';
import { houses } from '@parish/shared/plain/routes/houses';

/** Under 'houses', so a house write refreshes open searches too. */
export const bloodSearchKey = (q: BloodQuery | null) =>
  keyOf(houses.searchBlood, { composite: q ? bloodComposite(q) : '' });

export function searchBlood(q: BloodQuery, signal?: AbortSignal) {
  return api<BloodResult[]>(at(houses.searchBlood, { composite: bloodComposite(q) }), { signal });
}

/** Admin only (docs/product.md "Permissions by role"); runs once a blood group is chosen and the ages are valid. */
export function useBloodSearch(q: BloodQuery | null) {
  return useQuery({
    queryKey: bloodSearchKey(q),
    queryFn: ({ signal }) => searchBlood(q as BloodQuery, signal),
    enabled: q !== null && BloodQuerySchema.safeParse(q).success,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
