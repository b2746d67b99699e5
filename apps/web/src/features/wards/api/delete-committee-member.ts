import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** DELETE /api/board (admin) with the row's id in the body. */
export function deleteCommitteeMember(id: string) {
  return api<unknown>('/board', { method: 'DELETE', body: { _id: id } });
}

export function useDeleteCommitteeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCommitteeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['board'] }),
  });
}
