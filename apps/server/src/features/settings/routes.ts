import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SettingsSchema, SettingsUpdateSchema } from '@parish/shared/settings';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { getSettings, keepSettings, putSettings } from '../../domain/settings.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { checkStoredFiles, releaseStoredFiles } from '../../media/stored-files.ts';
import { on } from '../../plugins/routes.ts';
import { settings as settingsApi } from '@parish/shared/plain/routes/settings';

// Not crudWrites: the settings are one record (no list, no delete); the church photo is checked
// and released by the same stored-file helpers (docs/decisions.md "Server write kit").
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  keepSettings(app.db, app.changes);
  on(app, settingsApi.get)(
    {
      config: { cache: [CACHE_TAGS.settings] },
      schema: {
        tags: ['settings'],
        summary:
          'Parish settings shown on public pages (address, phones, souvenir name, the church photo, Mass and ' +
          'office times)',
        response: { 200: SettingsSchema },
      },
    },
    async () => getSettings(app.db),
  );

  on(app, settingsApi.update)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['settings'],
        summary:
          'Change parish settings (admin); a setting left out keeps its value. The church photo is one POST ' +
          '/api/media stored',
        body: SettingsUpdateSchema,
        response: { 200: SettingsSchema, ...errorResponses(409) },
      },
    },
    async (request) => {
      const before = await getSettings(app.db);
      const { churchImage, churchPreImage, ...rest } = request.body;
      // The church photo follows the rules of every photo in a row (media/stored-files.ts).
      const photo = await checkStoredFiles(
        { image: churchImage, preImage: churchPreImage },
        app.store,
        { image: before.churchImage, preImage: before.churchPreImage },
        { image: 'body.churchImage', preImage: 'body.churchPreImage' },
      );
      const patch = {
        ...rest,
        ...(photo.image === undefined ? {} : { churchImage: photo.image }),
        ...(photo.preImage === undefined ? {} : { churchPreImage: photo.preImage }),
      };
      // The restricted public mode changes what house reads contain.
      await app.write(
        { user: signedInUser(request), invalidates: [CACHE_TAGS.settings, CACHE_TAGS.houses] },
        async (tx, audit) => {
          await putSettings(tx, patch);
          await audit({ action: 'update', entity: 'settings', entityId: null, before, after: patch });
        },
      );
      const after = await getSettings(app.db);
      if (before.churchImage !== after.churchImage) await releaseStoredFiles(app.db, app.store, [before.churchImage]);
      return after;
    },
  );
};

export default settingsRoutes;
