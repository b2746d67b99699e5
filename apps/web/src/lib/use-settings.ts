// Parish settings (GET /api/settings): church address, phone, e-mail, souvenir name, admin phone.
import { useQuery } from '@tanstack/react-query';
import type { Settings } from '@parish/shared/settings';
import { api } from './api.ts';
import { settingsKeys } from './query-keys.ts';

export function useParishSettings() {
  return useQuery({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => api<Settings>('/settings', { signal }),
  });
}
