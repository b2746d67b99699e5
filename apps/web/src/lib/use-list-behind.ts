// An item's own address (/news/{id}) opened from a shared link: the list it belongs to is put
// behind it in the history, so back returns to the list rather than out of the site.
import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

export function useListBehind(listPath: string): void {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    // 'default' is the key of the entry the page was loaded with, and of no other.
    if (location.key !== 'default') return;
    const here = `${location.pathname}${location.search}`;
    void navigate(listPath, { replace: true });
    void navigate(here);
    // Once, for the entry the page was loaded with.
  }, []);
}
