// A plain read for a screen outside the query client (home: it stays out of TanStack Query to keep
// the first load small). The server reads it before rendering and writes the answer into the page
// (lib/boot.tsx), so the screen shows it from the first paint; in the browser it reads it itself.
import { useEffect, useState } from 'react';
import { api } from './api.ts';
import { useBoot, useRenderCollector } from './boot.tsx';

export type PageRead<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

export function usePageRead<T>(path: string): PageRead<T> & { retry: () => void } {
  const { reads } = useBoot();
  const collector = useRenderCollector();
  const rendered = Object.hasOwn(reads, path);
  const [state, setState] = useState<PageRead<T>>(() =>
    rendered ? { status: 'ready', data: reads[path] as T } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  if (collector && !rendered) collector.missingReads.add(path);

  useEffect(() => {
    if (state.status !== 'loading') return;
    const abort = new AbortController();
    api<T>(path, { signal: abort.signal })
      .then((data) => setState({ status: 'ready', data }))
      .catch(() => {
        if (!abort.signal.aborted) setState({ status: 'error' });
      });
    return () => abort.abort();
  }, [path, attempt, state.status]);

  return {
    ...state,
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
