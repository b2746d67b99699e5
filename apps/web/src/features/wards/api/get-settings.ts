import { useQuery } from '@tanstack/react-query';
import type { Settings } from '@parish/shared/settings';
import { api } from '../../../lib/api.ts';

export const settingsKey = ['settings'] as const;

/** Parish settings (the admin's WhatsApp number for the no-photo button). */
export function useSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api<Settings>('/settings', { signal }),
  });
}
