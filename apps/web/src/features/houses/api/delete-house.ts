import { api } from '../../../lib/api.ts';
import { houseKeys } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

/** DELETE /api/houses/{id} (admin): the family, its members and then its photo files. */
export function deleteHouse(id: string) {
  return api<unknown>(`/houses/${id}`, { method: 'DELETE' });
}

export function useDeleteHouse() {
  return useInvalidatingMutation({
    mutationFn: deleteHouse,
    invalidates: [houseKeys.all],
    removes: (id) => [houseKeys.detail(id)],
  });
}
