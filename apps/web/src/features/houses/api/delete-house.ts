import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf, keyOf } from '../../../lib/query-keys.ts';
import { at } from '@parish/shared/plain/routes/path';
import { houses } from '@parish/shared/plain/routes/houses';

/** Deletes the family (admin):, its members and then its photo files. */
export function deleteHouse(id: string) {
  return api<unknown>(at(houses.remove, { id }));
}

export function useDeleteHouse() {
  return useInvalidatingMutation({
    mutationFn: deleteHouse,
    invalidates: [allOf(houses.remove)],
    removes: (id) => [keyOf(houses.detail, { id })],
  });
}
