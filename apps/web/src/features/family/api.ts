// The family page's reads and writes (docs/product.md "My family /my-family"): one read of the whole
// page, and each write refreshes it; a narrowing of the privacy choices refreshes the directory's
// reads too.
import { useQuery } from '@tanstack/react-query';
import type { FamilyPrivacyResult, FamilyRecord } from '@parish/shared/family';
import type { HousePrivacyUpdate } from '@parish/shared/privacy';
import type { ChangeProposal, ChangeRequest } from '@parish/shared/requests';
import { at } from '@parish/shared/plain/routes/path';
import { family } from '@parish/shared/plain/routes/family';
import { houses } from '@parish/shared/plain/routes/houses';
import { api } from '../../lib/api.ts';
import { allOf, keyOf } from '../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';

export function useFamilyRecord() {
  return useQuery({
    queryKey: keyOf(family.record),
    queryFn: ({ signal }) => api<FamilyRecord>(at(family.record), { signal }),
    staleTime: 0, // docs/product.md "API": house queries are read again each time
  });
}

/** PUT /api/family/privacy: applied at once when it only hides (`applied`), else a request. */
export function useSetFamilyPrivacy() {
  return useInvalidatingMutation({
    mutationFn: (input: HousePrivacyUpdate) => api<FamilyPrivacyResult>(at(family.setPrivacy), { body: input }),
    invalidates: [allOf(family.record), allOf(houses.ward)],
    refetchInBackground: true,
  });
}

export function usePropose() {
  return useInvalidatingMutation({
    mutationFn: (proposal: ChangeProposal) => api<ChangeRequest>(at(family.propose), { body: proposal }),
    invalidates: [allOf(family.record)],
  });
}

export function useWithdraw() {
  return useInvalidatingMutation({
    mutationFn: (id: string) => api<void>(at(family.withdraw, { id })),
    invalidates: [allOf(family.record)],
  });
}
