// GET /api/requests/count (admin): the menu's badge. Apart from api.ts and plain, so the user drawer
// loads neither the query client nor zod for it.
import { requests } from '@parish/shared/plain/routes/requests';
import { api } from '../../lib/api.ts';

export const fetchPendingCount = (signal?: AbortSignal) =>
  api<{ pending: number }>(requests.count, { signal }).then((r) => r.pending);
