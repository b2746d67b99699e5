import type { Departed, MarkDeparted } from '@parish/shared/departed';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { at } from '@parish/shared/plain/routes/path';
import { houses } from '@parish/shared/plain/routes/houses';
import { departed } from '@parish/shared/plain/routes/departed';

/** Marks a member as departed (admin): the member leaves the family and joins the departed. */
export function useMarkDeparted() {
  return useInvalidatingMutation({
    mutationFn: ({ memberId, input }: { memberId: string; input: MarkDeparted }) =>
      api<Departed>(at(houses.markDeparted, { memberId }), { body: input }),
    invalidates: [allOf(houses.markDeparted), allOf(departed.page)],
    refetchInBackground: true,
  });
}
