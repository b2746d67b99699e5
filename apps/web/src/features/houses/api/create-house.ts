import type { House, HouseCreate } from '@parish/shared/houses';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { houses } from '@parish/shared/plain/routes/houses';

/** A family with all its members in one request (one transaction on the server). */
export function createHouse(body: HouseCreate) {
  return api<House>(houses.create, { body });
}

export function useCreateHouse() {
  return useInvalidatingMutation({ mutationFn: createHouse, invalidates: [allOf(houses.create)] });
}
