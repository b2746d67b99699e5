// Spec §8: a list's load error goes to the shared handler (toast or /notFound), once per failure.
import { useEffect, useRef } from 'react';
import { useApiErrorHandler } from './error-handler.ts';

/** Pass the query's error (null or undefined while there is none). */
export function useLoadError(error: unknown): void {
  const onError = useApiErrorHandler();
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (error === null || error === undefined || handled.current === error) return;
    handled.current = error;
    onError(error);
  }, [error, onError]);
}
