import type { Member } from '@parish/shared/members';
import { api } from '../../../lib/api.ts';
import type { MemberBody } from './create-member.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { at } from '@parish/shared/plain/routes/path';
import { houses } from '@parish/shared/plain/routes/houses';

/** Changes a member's fields. */
export function updateMember({ memberId, member }: { memberId: string; member: MemberBody }) {
  return api<Member>(at(houses.updateMember, { memberId }), { body: member });
}

export function useUpdateMember() {
  return useInvalidatingMutation({
    mutationFn: updateMember,
    invalidates: [allOf(houses.updateMember)],
    refetchInBackground: true,
  });
}
