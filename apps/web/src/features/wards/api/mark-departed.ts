import type { Departed, MarkDeparted } from '@parish/shared/departed';
import { api } from '../../../lib/api.ts';
import { departedKeys, houseKeys } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

/** POST /api/houses/members/{id}/departed (admin): the member leaves the family and joins the departed. */
export function useMarkDeparted() {
  return useInvalidatingMutation({
    mutationFn: ({ memberId, input }: { memberId: string; input: MarkDeparted }) =>
      api<Departed>(`/houses/members/${memberId}/departed`, { method: 'POST', body: input }),
    invalidates: [houseKeys.all, departedKeys.all],
    refetchInBackground: true,
  });
}
