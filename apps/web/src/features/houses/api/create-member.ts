import type { z } from 'zod';
import type { Member, MemberInputSchema } from '@parish/shared/members';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { at } from '@parish/shared/plain/routes/path';
import { houses } from '@parish/shared/plain/routes/houses';

/** What a member form sends; e-mail is left out when the reader may not see it (the server keeps it). */
export type MemberBody = z.input<typeof MemberInputSchema>;

/** Adds a member to a family. */
export function createMember({ houseId, member }: { houseId: string; member: MemberBody }) {
  return api<Member>(at(houses.addMember, { houseId }), { body: member });
}

export function useCreateMember() {
  return useInvalidatingMutation({ mutationFn: createMember, invalidates: [allOf(houses.addMember)] });
}
