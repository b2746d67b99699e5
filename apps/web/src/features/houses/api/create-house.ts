import type { House, HouseCreate } from '@parish/shared/houses';
import { api } from '../../../lib/api.ts';
import { houseKeys } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

/** POST /api/houses: a family with all its members in one request (one transaction on the server). */
export function createHouse(body: HouseCreate) {
  return api<House>('/houses', { method: 'POST', body });
}

export function useCreateHouse() {
  return useInvalidatingMutation({ mutationFn: createHouse, invalidates: [houseKeys.all] });
}
