// The parish settings as the server named them in this page (apps/server/src/plugins/static-web.ts,
// meta parish-settings): the home page paints the church photo and the Mass and office times from
// them at once, so nothing moves when they would have arrived; the settings query starts from them.
// Zod-free and query-free: the home page is in the first load.
import type { Settings } from '@parish/shared/settings';

const meta = () => document.querySelector('meta[name="parish-settings"]');

/** The settings this page carries; null when it carries none (the dev server's page). */
export function pageSettings(): Settings | null {
  try {
    const parsed = JSON.parse(meta()?.getAttribute('content') ?? 'null') as Settings | null;
    // A hand check, not the schema: zod would weigh on the first load.
    return parsed && typeof parsed.churchName === 'string' && Array.isArray(parsed.massTimes) ? parsed : null;
  } catch {
    return null;
  }
}

/** After the admin saves: the next screen drawn from this page shows the new settings. */
export function keepPageSettings(settings: Settings): void {
  meta()?.setAttribute('content', JSON.stringify(settings));
}
