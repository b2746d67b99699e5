import type { Settings, SettingsUpdate } from '@parish/shared/settings';
import { api } from '../../../lib/api.ts';
import { keepPageSettings } from '../../../lib/page-settings.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { settings } from '@parish/shared/plain/routes/settings';

/** Saves the settings named in the body; the others keep their values. */
export function useSaveSettings() {
  return useInvalidatingMutation({
    mutationFn: async (input: SettingsUpdate) => {
      const saved = await api<Settings>(settings.update, { body: input });
      // The home page drawn next in this tab reads the page's settings.
      keepPageSettings(saved);
      return saved;
    },
    invalidates: [allOf(settings.update)],
  });
}
