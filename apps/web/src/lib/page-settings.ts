// The parish settings as the server read them for this page (lib/boot.tsx): the home page paints
// the church photo and the Mass and office times from them at once, and the settings query starts
// from them. Zod-free and query-free: the home page is in the first load.
import type { Settings } from '@parish/shared/settings';
import { settings } from '@parish/shared/plain/routes/settings';
import { pageBootOnce } from './boot.tsx';
import { usePageRead } from './use-page-read.ts';

export const SETTINGS_PATH = settings.get.path;

/** The settings this page carries; null when it carries none. */
export function pageSettings(): Settings | null {
  if (typeof document === 'undefined') return null;
  return (pageBootOnce().reads[SETTINGS_PATH] as Settings | undefined) ?? null;
}

/** After the admin saves: the next screen drawn from this page shows the new settings. */
export function keepPageSettings(settings: Settings): void {
  pageBootOnce().reads[SETTINGS_PATH] = settings;
}

/** The settings for a first-load screen (home): read with the page on the server, else asked. */
export function usePageSettings(): Settings | null {
  const read = usePageRead<Settings>(SETTINGS_PATH);
  return read.status === 'ready' ? read.data : null;
}
