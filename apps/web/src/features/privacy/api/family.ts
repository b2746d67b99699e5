import { useQuery } from '@tanstack/react-query';
import type { Erased, HeldData } from '@parish/shared/privacy';
import { at } from '@parish/shared/plain/routes/path';
import { familyPrivacy, privacy } from '@parish/shared/plain/routes/privacy';
import { api } from '../../../lib/api.ts';
import { allOf, keyOf } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

/** GET /api/houses/{id}/held (admin): everything held about a family; each read is audited. */
export function useHeld(id: string) {
  return useQuery({
    queryKey: keyOf(familyPrivacy.held, id),
    queryFn: ({ signal }) => api<HeldData>(at(familyPrivacy.held, { id }), { signal }),
    staleTime: 0,
  });
}

/** POST /api/houses/{id}/erase (admin): the family, its photos and the values of its audit rows go. */
export function useEraseFamily() {
  return useInvalidatingMutation({
    mutationFn: (id: string) => api<Erased>(at(familyPrivacy.erase, { id })),
    invalidates: [allOf(familyPrivacy.erase), allOf(privacy.requests)],
    removes: (id) => [keyOf(familyPrivacy.held, id)],
  });
}
