// docs/product.md "Errors": a list's load error goes to the shared handler (toast or /notFound), once per failure.
// While the server renders, the error is collected instead: the server then answers with the error
// screen the browser would have gone to, and its status.
import { useEffect, useRef } from 'react';
import { useRenderCollector } from './boot.tsx';
import { ApiClientError } from './api.ts';
import { useApiErrorHandler } from './error-handler.ts';

const isNetworkFailure = (error: unknown) => error instanceof ApiClientError && error.status === 'FETCH_ERROR';

/** Pass the query's error (null or undefined while there is none). */
export function useLoadError(error: unknown): void {
  const collector = useRenderCollector();
  if (collector && error !== null && error !== undefined && !collector.loadErrors.includes(error))
    collector.loadErrors.push(error);
  const onError = useApiErrorHandler();
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (error === null || error === undefined || handled.current === error) return;
    handled.current = error;
    // No answer at all: the page keeps what it shows, and the offline screen covers one that has
    // nothing (lib/query-client.ts reports it); never /notFound (docs/decisions.md "A signal that
    // drops and comes back").
    if (isNetworkFailure(error)) return;
    onError(error);
  }, [error, onError]);
}
