// Parish settings (GET /api/settings): church address, phone, e-mail, souvenir name, admin phone,
// the church photo and the Mass and office times. The page carries them (lib/page-settings.ts):
// the query starts from those and asks the server only once they are older than its stale time.
import { useQuery } from '@tanstack/react-query';
import type { Settings } from '@parish/shared/settings';
import { api } from './api.ts';
import { pageSettings } from './page-settings.ts';
import { keyOf } from './query-keys.ts';
import { settings } from '@parish/shared/plain/routes/settings';

const pageLoadedAt = Date.now();

export function useParishSettings() {
  return useQuery({
    queryKey: keyOf(settings.get),
    queryFn: ({ signal }) => api<Settings>(settings.get, { signal }),
    initialData: () => pageSettings() ?? undefined,
    initialDataUpdatedAt: pageLoadedAt,
  });
}
