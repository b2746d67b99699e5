import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Member, MemberInputSchema } from '@parish/shared/schemas';
import { api } from '../../../lib/api.ts';

/** What a member form sends; e-mail is left out when the reader may not see it (the server keeps it). */
export type MemberBody = z.input<typeof MemberInputSchema>;

/** POST /api/houses/{houseId}/members */
export function createMember({ houseId, member }: { houseId: string; member: MemberBody }) {
  return api<Member>(`/houses/${houseId}/members`, { method: 'POST', body: member });
}

export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['houses'] }),
  });
}
