import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { House, HouseUpdateSchema } from '@parish/shared/schemas';
import { api } from '../../../lib/api.ts';

export type HouseUpdate = z.input<typeof HouseUpdateSchema>;

/** PUT /api/houses: the house's own fields (name, photo). */
export function updateHouse(body: HouseUpdate) {
  return api<House>('/houses', { method: 'PUT', body });
}

export function useUpdateHouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHouse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['houses'] }),
  });
}
