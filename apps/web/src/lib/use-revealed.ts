// A long list shown a slice at a time (docs/decisions.md "Pages are rendered on the server"): the
// server renders the first slice and the browser hydrates just that, so neither spends long on a
// ward of 180 families; the rest follow, a slice per task once the page is live, so no task blocks
// a tap for long.
import { useEffect, useState } from 'react';

/** How many of `total` items to show now: `first` at once, then `step` more each task. */
export function useRevealed(total: number, first = 12, step = 12): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((n) => n + step), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(total, shown);
}
