import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SettingsSchema, SettingsUpdateSchema } from '@parish/shared/settings';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { getSettings, keepSettings, putSettings } from './queries.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { errorResponses } from '../../plugins/errors.ts';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  keepSettings(app.db, app.changes);
  app.get('/', {
    config: { cache: [CACHE_TAGS.settings] },
    schema: { tags: ['settings'], summary: 'Parish settings shown on public pages (address, phones, souvenir name)', response: { 200: SettingsSchema } },
  }, async () => getSettings(app.db));

  app.put('/', {
    preHandler: requireAdmin,
    schema: {
      tags: ['settings'],
      summary: 'Change parish settings (admin); a setting left out keeps its value',
      body: SettingsUpdateSchema,
      response: { 200: SettingsSchema, ...errorResponses(409) },
    },
  }, async (request) => {
    const before = await getSettings(app.db);
    // The restricted public mode changes what house reads contain.
    await app.write({ user: signedInUser(request), invalidates: [CACHE_TAGS.settings, CACHE_TAGS.houses] }, async (tx, audit) => {
      await putSettings(tx, request.body);
      await audit({ action: 'update', entity: 'settings', entityId: null, before, after: request.body });
    });
    return getSettings(app.db);
  });
};

export default settingsRoutes;
