// The pending requests' count beside "അപേക്ഷകൾ" on the admin's menu (docs/product.md "Requests
// queue /admin/requests"). A plain call when the drawer opens: the drawer sits outside the query
// client, and a stale count for the drawer's lifetime is harmless.
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/language.tsx';
import { fetchPendingCount } from './pending-count.ts';
import { requestsMessages } from './messages.ts';
import './requests.css';

export function PendingRequestsBadge() {
  const t = useT(requestsMessages);
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    fetchPendingCount(abort.signal).then(setCount, () => setCount(null));
    return () => abort.abort();
  }, []);
  if (!count) return null;
  return (
    <span className="requests-badge" data-testid="requests-badge" aria-label={t.badge(count)}>
      {count}
    </span>
  );
}
