import type { z } from 'zod';
import type { Member, MemberInputSchema } from '@parish/shared/members';
import { api } from '../../../lib/api.ts';
import { houseKeys } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

/** What a member form sends; e-mail is left out when the reader may not see it (the server keeps it). */
export type MemberBody = z.input<typeof MemberInputSchema>;

/** POST /api/houses/{houseId}/members */
export function createMember({ houseId, member }: { houseId: string; member: MemberBody }) {
  return api<Member>(`/houses/${houseId}/members`, { method: 'POST', body: member });
}

export function useCreateMember() {
  return useInvalidatingMutation({ mutationFn: createMember, invalidates: [houseKeys.all] });
}
