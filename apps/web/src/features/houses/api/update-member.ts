import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member } from '@parish/shared/schemas';
import { api } from '../../../lib/api.ts';
import type { MemberBody } from './create-member.ts';

/** PUT /api/houses/members/{memberId} with the member's fields. */
export function updateMember({ memberId, member }: { memberId: string; member: MemberBody }) {
  return api<Member>(`/houses/members/${memberId}`, { method: 'PUT', body: member });
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['houses'] }),
  });
}
