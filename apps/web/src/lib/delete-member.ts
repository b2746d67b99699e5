import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api.ts';

/** DELETE /api/houses/members/{id} (admin). The server refuses (409) to delete a head while others remain. */
export function deleteMember(memberId: string) {
  return api<unknown>(`/houses/members/${memberId}`, { method: 'DELETE' });
}

export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['houses'] }),
  });
}
