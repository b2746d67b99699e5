import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { House, SwitchWardSchema } from '@parish/shared/schemas';
import { api } from '../../../lib/api.ts';

export type SwitchWard = z.infer<typeof SwitchWardSchema>;

/** PUT /api/houses/switch-ward: moves a family to another ward. */
export function switchWard(body: SwitchWard) {
  return api<House>('/houses/switch-ward', { method: 'PUT', body });
}

export function useSwitchWard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchWard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['houses'] }),
  });
}
