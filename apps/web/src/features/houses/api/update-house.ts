import type { z } from 'zod';
import type { House, HouseUpdateSchema } from '@parish/shared/houses';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { houses } from '@parish/shared/plain/routes/houses';

export type HouseUpdate = z.input<typeof HouseUpdateSchema>;

/** Changes the house's own fields (name, photo). */
export function updateHouse(body: HouseUpdate) {
  return api<House>(houses.update, { body });
}

export function useUpdateHouse() {
  return useInvalidatingMutation({ mutationFn: updateHouse, invalidates: [allOf(houses.update)] });
}
