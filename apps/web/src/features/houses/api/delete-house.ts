import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** DELETE /api/houses/{id} (admin): the family, its members and then its photo files. */
export function deleteHouse(id: string) {
  return api<unknown>(`/houses/${id}`, { method: 'DELETE' });
}

export function useDeleteHouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHouse,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: ['houses', 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: ['houses'] });
    },
  });
}
