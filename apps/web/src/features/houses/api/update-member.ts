import type { Member } from '@parish/shared/members';
import { api } from '../../../lib/api.ts';
import type { MemberBody } from './create-member.ts';
import { houseKeys } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

/** PUT /api/houses/members/{memberId} with the member's fields. */
export function updateMember({ memberId, member }: { memberId: string; member: MemberBody }) {
  return api<Member>(`/houses/members/${memberId}`, { method: 'PUT', body: member });
}

export function useUpdateMember() {
  return useInvalidatingMutation({ mutationFn: updateMember, invalidates: [houseKeys.all], refetchInBackground: true });
}
