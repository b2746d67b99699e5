// The one debounce: search boxes ask the server once the typing pauses, not at every key.
import { useEffect, useState } from 'react';

/** The typing pause (ms) after which a search box asks the server. */
export const TYPING_PAUSE_MS = 250;

/** `value`, `ms` after it last changed (the first render returns it at once). */
export function useDebounced<T>(value: T, ms = TYPING_PAUSE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
