// A family's privacy choices (docs/product.md "Directory privacy"): the office reads them and
// records a change, which is written in one transaction with a consent record and an audit row;
// every read of the directory drops its cached answers at once (the houses tag).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdSchema } from '@parish/shared/common';
import { HousePrivacySchema, HousePrivacyUpdateSchema, type HousePrivacy } from '@parish/shared/privacy';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { errorResponses, notFound } from '../../plugins/errors.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { getSettings } from '../../domain/settings.ts';
import type { Db } from '../../db/client.ts';
import { checkMembers, consentRecordsOf, inForce, readChoices, recordChoices } from '../../domain/privacy-choices.ts';
import { on } from '../../plugins/routes.ts';
import { familyPrivacy } from '@parish/shared/plain/routes/privacy';

const choicesRoutes: FastifyPluginAsyncZod = async (app) => {
  async function answer(db: Db, houseId: string): Promise<HousePrivacy> {
    const row = await readChoices(db, houseId);
    if (!row) throw notFound('House');
    const { directoryDefault } = await getSettings(app.db);
    return { ...inForce(row, directoryDefault), records: await consentRecordsOf(db, houseId) };
  }

  const params = z.object({ id: IdSchema });

  on(app, familyPrivacy.choices)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['privacy'],
        summary:
          "A family's privacy choices in force (the parish's default where it made none) and its consent " +
          'records, newest first (admin)',
        params,
        response: { 200: HousePrivacySchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return answer(app.db, request.params.id);
    },
  );

  on(app, familyPrivacy.setChoices)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['privacy'],
        summary:
          "Record a family's privacy choices (admin): the family, its photo and every member's fields, each " +
          "member of the family once; a parent's consent only for a member under 18. Kept as a consent record " +
          'under the notice in force',
        params,
        body: HousePrivacyUpdateSchema,
        response: { 200: HousePrivacySchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const houseId = request.params.id;
      const update = request.body;
      await app.write({ user, invalidates: [CACHE_TAGS.houses] }, async (tx, audit) => {
        const row = await readChoices(tx, houseId, true);
        if (!row) throw notFound('House');
        checkMembers(row, update);
        const { directoryDefault } = await getSettings(app.db);
        await recordChoices(tx, audit, user, row, update, directoryDefault);
      });
      return answer(app.db, houseId);
    },
  );
};

export default choicesRoutes;
