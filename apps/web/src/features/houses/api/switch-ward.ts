import type { z } from 'zod';
import type { House, SwitchWardSchema } from '@parish/shared/houses';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { houses } from '@parish/shared/plain/routes/houses';

export type SwitchWard = z.infer<typeof SwitchWardSchema>;

/** Moves a family to another ward. */
export function switchWard(body: SwitchWard) {
  return api<House>(houses.switchWard, { body });
}

export function useSwitchWard() {
  return useInvalidatingMutation({ mutationFn: switchWard, invalidates: [allOf(houses.switchWard)] });
}
