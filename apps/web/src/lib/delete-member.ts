import { api } from './api.ts';
import { allOf } from './query-keys.ts';
import { useInvalidatingMutation } from './use-invalidating-mutation.ts';
import { at } from '@parish/shared/plain/routes/path';
import { houses } from '@parish/shared/plain/routes/houses';

/** DELETE /api/houses/members/{id} (admin). The server refuses (409) to delete a head while others remain. */
export function deleteMember(memberId: string) {
  return api<unknown>(at(houses.removeMember, { memberId }));
}

export function useDeleteMember() {
  return useInvalidatingMutation({
    mutationFn: deleteMember,
    invalidates: [allOf(houses.removeMember)],
    refetchInBackground: true,
  });
}
