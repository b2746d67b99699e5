// docs/product.md "Errors": a list's load error goes to the shared handler (toast or /notFound), once per failure.
// While the server renders, the error is collected instead: the server then answers with the error
// screen the browser would have gone to, and its status.
import { useEffect, useRef } from 'react';
import { useRenderCollector } from './boot.tsx';
import { useApiErrorHandler } from './error-handler.ts';

/** Pass the query's error (null or undefined while there is none). */
export function useLoadError(error: unknown): void {
  const collector = useRenderCollector();
  if (collector && error !== null && error !== undefined && !collector.loadErrors.includes(error)) collector.loadErrors.push(error);
  const onError = useApiErrorHandler();
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (error === null || error === undefined || handled.current === error) return;
    handled.current = error;
    onError(error);
  }, [error, onError]);
}
