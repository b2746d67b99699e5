import type { z } from 'zod';
import type { House, SwitchWardSchema } from '@parish/shared/houses';
import { api } from '../../../lib/api.ts';
import { houseKeys } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

export type SwitchWard = z.infer<typeof SwitchWardSchema>;

/** PUT /api/houses/switch-ward: moves a family to another ward. */
export function switchWard(body: SwitchWard) {
  return api<House>('/houses/switch-ward', { method: 'PUT', body });
}

export function useSwitchWard() {
  return useInvalidatingMutation({ mutationFn: switchWard, invalidates: [houseKeys.all] });
}
