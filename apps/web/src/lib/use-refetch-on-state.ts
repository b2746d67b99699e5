// docs/product.md "Screens" (catechism, FAQ, sandesham, departed): a screen refetches when it is reached with the
// navigation state REFETCH or _REFETCH (an editor saved and came back); the state is then cleared,
// so a reload or a back to this entry does not refetch again. One refresh rule (docs/decisions.md):
// the editor's save already invalidated the list, so the list is refetching as it mounts; the
// state's refetch joins that request (cancelRefetch: false) instead of repeating it, and fetches
// only when nothing is under way (the state came without a save).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

export const REFETCH_STATES = ['REFETCH', '_REFETCH'] as const;

export type Refetch = (options: { cancelRefetch: boolean }) => unknown;

export function useRefetchOnState(refetch: Refetch, states: readonly string[] = REFETCH_STATES): void {
  const location = useLocation();
  const navigate = useNavigate();
  const handledKey = useRef<string | null>(null);
  const run = useRef(refetch);
  run.current = refetch;
  const state: unknown = location.state;
  const wanted = typeof state === 'string' && states.includes(state);

  useEffect(() => {
    if (!wanted || handledKey.current === location.key) return;
    handledKey.current = location.key;
    void run.current({ cancelRefetch: false });
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [wanted, location.key, location.pathname, location.search, location.hash, navigate]);
}
