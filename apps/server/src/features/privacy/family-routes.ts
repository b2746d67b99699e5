// What is held about a family, and its erasure (docs/product.md "Privacy requests"): the office
// answers an access request with every field, photo and audit entry that names the family, and an
// erasure request by deleting the family, its photos and the personal values in its audit rows.
// Registered under /api/houses, beside the family's other routes.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdSchema } from '@parish/shared/common';
import { ErasedSchema, HeldDataSchema } from '@parish/shared/privacy';
import { smallImageUrl } from '@parish/shared/media';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { errorResponses, notFound } from '../../plugins/errors.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { releaseStoredFiles } from '../../media/stored-files.ts';
import {
  deleteFamily,
  familyAudit,
  findHouseRow,
  lockHouseRow,
  membersOf,
  scrubFamilyAudit,
} from './rights-queries.ts';
import { on } from '../../plugins/routes.ts';
import { consentRecordsOf } from './queries.ts';
import { memberFieldsOf } from '../../domain/members.ts';
import { familyPrivacy } from '@parish/shared/plain/routes/privacy';

const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  on(app, familyPrivacy.held)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['houses', 'privacy'],
        summary:
          'Everything held about a family (admin): every member field, the photos, the audit entries naming ' +
          'it; the access is audited',
        params: z.object({ id: IdSchema }),
        response: { 200: HeldDataSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const user = signedInUser(request);
      const { id } = request.params;
      return app.write({ user, invalidates: [] }, async (tx, audit) => {
        const house = await findHouseRow(tx, id);
        if (!house) throw notFound('House');
        const people = await membersOf(tx, id);
        // Who looked, and when (the office's access to a whole family is itself a record).
        await audit({ action: 'export', entity: 'house', entityId: id, after: { held: true } });
        const rows = await familyAudit(
          tx,
          id,
          people.map((m) => m.id),
        );
        return {
          house: {
            _id: house.id,
            house: house.house,
            ward: house.ward,
            image: house.image,
            preImage: house.preImage,
            createdAt: house.createdAt.toISOString(),
            updatedAt: house.updatedAt.toISOString(),
          },
          members: people.map((m) => ({
            _id: m.id,
            ...memberFieldsOf(m),
            createdAt: m.createdAt.toISOString(),
          })),
          photos: house.image ? [house.image, smallImageUrl(house.image)] : [],
          audit: rows.map((r) => ({
            at: r.at.toISOString(),
            username: r.username,
            action: r.action,
            entity: r.entity,
            entityId: r.entityId,
            before: r.before,
            after: r.after,
          })),
          consents: await consentRecordsOf(tx, id),
          generatedAt: new Date().toISOString(),
        };
      });
    },
  );

  on(app, familyPrivacy.erase)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['houses', 'privacy'],
        summary:
          'Erase a family (admin): its members, the house and its choices in one transaction, its photos from ' +
          'the store, the personal values of its audit rows; one audit line without personal data. Gone from ' +
          'every read at once',
        params: z.object({ id: IdSchema }),
        response: { 200: ErasedSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { id } = request.params;
      const gone = await app.write({ user, invalidates: [CACHE_TAGS.houses] }, async (tx, audit) => {
        const house = await lockHouseRow(tx, id);
        if (!house) throw notFound('House');
        const people = await membersOf(tx, id);
        await scrubFamilyAudit(
          tx,
          id,
          people.map((m) => m.id),
        );
        await deleteFamily(tx, id);
        // No name, phone or photo: what went, where, how many (docs/decisions.md "Erasure deletes
        // the family and the personal data in its audit rows").
        await audit({
          action: 'delete',
          entity: 'house',
          entityId: id,
          after: { erased: true, ward: house.ward, members: people.length },
        });
        return { ward: house.ward, members: people.length, image: house.image };
      });
      const removed = await releaseStoredFiles(app.db, app.store, [gone.image]);
      return {
        message: 'Family erased' as const,
        houseId: id,
        ward: gone.ward,
        members: gone.members,
        photos: removed.length,
      };
    },
  );
};

export default familyRoutes;
