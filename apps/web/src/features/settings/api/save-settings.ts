import type { Settings, SettingsUpdate } from '@parish/shared/settings';
import { api } from '../../../lib/api.ts';
import { keepPageSettings } from '../../../lib/page-settings.ts';
import { settingsKeys } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

/** PUT /api/settings (admin): the settings named in the body; the others keep their values. */
export function useSaveSettings() {
  return useInvalidatingMutation({
    mutationFn: async (input: SettingsUpdate) => {
      const saved = await api<Settings>('/settings', { method: 'PUT', body: input });
      // The home page drawn next in this tab reads the page's settings.
      keepPageSettings(saved);
      return saved;
    },
    invalidates: [settingsKeys.all],
  });
}
