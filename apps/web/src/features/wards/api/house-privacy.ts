import { useQuery } from '@tanstack/react-query';
import type { HousePrivacy, HousePrivacyUpdate } from '@parish/shared/privacy';
import { at } from '@parish/shared/plain/routes/path';
import { familyPrivacy } from '@parish/shared/plain/routes/privacy';
import { api } from '../../../lib/api.ts';
import { allOf, keyOf } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

/**
 * GET /api/houses/{id}/privacy (admin): the family's choices in force and its consent records (docs/product.md
 * "Directory privacy").
 */
export function useHousePrivacy(houseId: string) {
  return useQuery({
    queryKey: keyOf(familyPrivacy.choices, houseId),
    queryFn: ({ signal }) => api<HousePrivacy>(at(familyPrivacy.choices, { id: houseId }), { signal }),
    staleTime: 0, // docs/product.md "API": house queries are not cached
  });
}

/**
 * PUT /api/houses/{id}/privacy (admin): the whole set of choices; every house read refreshes (the ward page behind).
 */
export function useSaveHousePrivacy() {
  return useInvalidatingMutation({
    mutationFn: ({ houseId, input }: { houseId: string; input: HousePrivacyUpdate }) =>
      api<HousePrivacy>(at(familyPrivacy.setChoices, { id: houseId }), { body: input }),
    invalidates: [allOf(familyPrivacy.setChoices)],
    // The admin ward page may hold many loaded pages: the toast does not wait for their refetch
    // (docs/decisions.md "Saved means written").
    refetchInBackground: true,
  });
}
