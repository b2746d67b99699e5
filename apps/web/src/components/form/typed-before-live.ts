import { useEffect, useRef } from 'react';

/**
 * What was typed (or filled in by the browser) before the page was live stays: hydration renders
 * the form's empty value, so the field adopts the text it holds when it mounts (docs/decisions.md
 * "The first tap counts").
 */
export function useTypedBeforeLive<E extends HTMLInputElement | HTMLTextAreaElement>(
  current: string,
  adopt: (typed: string) => void,
) {
  const ref = useRef<E>(null);
  const first = useRef({ current, adopt });
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed && typed !== first.current.current) first.current.adopt(typed);
  }, []);
  return ref;
}
