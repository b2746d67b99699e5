// Every write of the web app: the call, then the queries it made stale are refetched (the web's
// half of the server's write path). A feature's `api/` wraps its writes in this.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export interface InvalidatingMutationOptions<TVariables, TData> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Query keys to refetch after success; each covers every key that starts with it. */
  invalidates: readonly QueryKey[];
  /** Query keys to drop after success (a deleted record's detail must not refetch into a 404). */
  removes?: (variables: TVariables, data: TData) => readonly QueryKey[];
  /**
   * Done when the server answers, the stale lists refetching after it: for writes made from a long
   * list (an admin ward page of many loaded pages refetches for seconds), whose toast should not
   * wait for that (docs/decisions.md "Saved means written").
   */
  refetchInBackground?: boolean;
}

export function useInvalidatingMutation<TVariables, TData = unknown>(
  options: InvalidatingMutationOptions<TVariables, TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (data, variables) => {
      for (const queryKey of options.removes?.(variables, data) ?? []) queryClient.removeQueries({ queryKey });
      const refetched = Promise.all(options.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (!options.refetchInBackground) await refetched;
    },
  });
}
