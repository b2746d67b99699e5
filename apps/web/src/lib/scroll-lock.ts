// Page scroll lock shared by every overlay. A counter, so that with nested overlays the page
// scrolls again only when the last one closes.
let locks = 0;
let savedOverflow = '';

/** Locks page scroll and returns the function that releases this lock (safe to call twice). */
export function lockScroll(): () => void {
  if (locks === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) document.body.style.overflow = savedOverflow;
  };
}

export function isScrollLocked(): boolean {
  return locks > 0;
}
