import { api } from './api.ts';
import { houseKeys } from './query-keys.ts';
import { useInvalidatingMutation } from './use-invalidating-mutation.ts';

/** DELETE /api/houses/members/{id} (admin). The server refuses (409) to delete a head while others remain. */
export function deleteMember(memberId: string) {
  return api<unknown>(`/houses/members/${memberId}`, { method: 'DELETE' });
}

export function useDeleteMember() {
  return useInvalidatingMutation({ mutationFn: deleteMember, invalidates: [houseKeys.all], refetchInBackground: true });
}
