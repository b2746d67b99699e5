// Spec §2 (catechism, FAQ, sandesham, departed): a screen refetches when it is reached with the
// navigation state REFETCH or _REFETCH (an editor saved and came back); the state is then cleared,
// so a reload or a back to this entry does not refetch again.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

export const REFETCH_STATES = ['REFETCH', '_REFETCH'] as const;

export function useRefetchOnState(refetch: () => unknown, states: readonly string[] = REFETCH_STATES): void {
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
    void run.current();
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [wanted, location.key, location.pathname, location.search, location.hash, navigate]);
}
