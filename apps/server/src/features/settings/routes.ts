import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SettingsSchema, SettingsUpdateSchema } from '@parish/shared/settings';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { getSettings, putSettings } from './queries.ts';
import { HOUSES_CACHE_TAG } from '../houses/routes.ts';
import { writeAudit } from '../audit/audit.ts';

export const SETTINGS_CACHE_TAG = 'settings';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    config: { cache: [SETTINGS_CACHE_TAG] },
    schema: { tags: ['settings'], summary: 'Parish settings shown on public pages (address, phones, souvenir name)', response: { 200: SettingsSchema } },
  }, async () => getSettings(app.db));

  app.put('/', {
    preHandler: requireAdmin,
    schema: {
      tags: ['settings'],
      summary: 'Change parish settings (admin); a setting left out keeps its value',
      body: SettingsUpdateSchema,
      response: { 200: SettingsSchema },
    },
  }, async (request) => {
    const before = await getSettings(app.db);
    await app.db.transaction(async (tx) => {
      await putSettings(tx, request.body);
      await writeAudit(tx, { user: signedInUser(request), action: 'update', entity: 'settings', entityId: null, before, after: request.body });
    });
    // The restricted public mode changes what house reads contain.
    await app.responseCache.invalidate(SETTINGS_CACHE_TAG, HOUSES_CACHE_TAG);
    return getSettings(app.db);
  });
};

export default settingsRoutes;
