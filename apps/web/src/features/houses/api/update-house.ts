import type { z } from 'zod';
import type { House, HouseUpdateSchema } from '@parish/shared/houses';
import { api } from '../../../lib/api.ts';
import { houseKeys } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

export type HouseUpdate = z.input<typeof HouseUpdateSchema>;

/** PUT /api/houses: the house's own fields (name, photo). */
export function updateHouse(body: HouseUpdate) {
  return api<House>('/houses', { method: 'PUT', body });
}

export function useUpdateHouse() {
  return useInvalidatingMutation({ mutationFn: updateHouse, invalidates: [houseKeys.all] });
}
