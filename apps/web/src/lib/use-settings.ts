// Parish settings (GET /api/settings): church address, phone, e-mail, souvenir name, admin phone.
import { useQuery } from '@tanstack/react-query';
import type { Settings } from '@parish/shared/settings';
import { api } from './api.ts';

export const settingsQueryKey = ['settings'] as const;

export function useParishSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: ({ signal }) => api<Settings>('/settings', { signal }),
  });
}
