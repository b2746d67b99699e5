import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { House, HouseCreate } from '@parish/shared/schemas';
import { api } from '../../../lib/api.ts';

/** POST /api/houses: a family with all its members in one request (one transaction on the server). */
export function createHouse(body: HouseCreate) {
  return api<House>('/houses', { method: 'POST', body });
}

export function useCreateHouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHouse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['houses'] }),
  });
}
