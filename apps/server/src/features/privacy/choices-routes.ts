// A family's privacy choices (docs/product.md "Directory privacy"): the office reads them and
// records a change, which is written in one transaction with a consent record and an audit row;
// every read of the directory drops its cached answers at once (the houses tag).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdSchema } from '@parish/shared/common';
import {
  ADULT_AGE,
  defaultAudience,
  HousePrivacySchema,
  HousePrivacyUpdateSchema,
  MEMBER_PRIVACY_FIELDS,
  type DirectoryDefault,
  type HousePrivacy,
  type HousePrivacyUpdate,
} from '@parish/shared/privacy';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { badRequest, errorResponses, notFound } from '../../plugins/errors.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { getSettings } from '../../domain/settings.ts';
import { currentNoticeVersion } from '../../domain/privacy-notice.ts';
import type { Db } from '../../db/client.ts';
import { appendConsentRecord, consentRecordsOf, readChoices, writeChoices, type ChoicesRow } from './queries.ts';
import { on } from '../../plugins/routes.ts';
import { familyPrivacy } from '@parish/shared/plain/routes/privacy';

/** The audit log's entity name of a family's privacy choices. */
export const PRIVACY_ENTITY = 'house_privacy';

/** The choices in force: each one made, or the parish's default where none was. */
function inForce(row: ChoicesRow, directoryDefault: DirectoryDefault): Omit<HousePrivacy, 'records'> {
  const or = <T extends string>(chosen: T | null, field: Parameters<typeof defaultAudience>[0]) =>
    chosen ?? defaultAudience(field, directoryDefault);
  return {
    houseId: row.house.id,
    chosen: row.house.listedTo !== null,
    directoryDefault,
    listed: or(row.house.listedTo, 'listed'),
    photo: or(row.house.photoTo, 'photo'),
    members: row.members.map((m) => ({
      _id: m.id,
      name: m.name,
      years: m.age,
      phone: or(m.phoneTo, 'phone'),
      birthday: or(m.birthdayTo, 'birthday'),
      age: or(m.ageTo, 'age'),
      blood: or(m.bloodTo, 'blood'),
      work: or(m.workTo, 'work'),
      nameEng: or(m.nameEngTo, 'nameEng'),
      parentConsent:
        m.parentConsentBy && m.parentConsentAt ? { by: m.parentConsentBy, at: m.parentConsentAt.toISOString() } : null,
    })),
  };
}

/**
 * The update names exactly the family's members, each once, and a parent's consent only for a
 * member under 18: otherwise a 400 naming the field, before anything is written.
 */
function checkMembers(row: ChoicesRow, update: HousePrivacyUpdate): void {
  const family = new Map(row.members.map((m) => [m.id, m]));
  const seen = new Set<string>();
  update.members.forEach((m, i) => {
    const member = family.get(m._id);
    if (!member) {
      throw badRequest('Not a member of this family', { [`body.members.${i}._id`]: 'Not a member of this family' });
    }
    if (seen.has(m._id)) {
      throw badRequest('A member is listed twice', { [`body.members.${i}._id`]: 'Listed twice' });
    }
    seen.add(m._id);
    if (m.parentConsent && member.age >= ADULT_AGE) {
      throw badRequest("A parent's consent is only for a member under 18", {
        [`body.members.${i}.parentConsent`]: `Only for a member under ${ADULT_AGE}`,
      });
    }
  });
  const missing = row.members.filter((m) => !seen.has(m.id));
  if (missing.length) {
    throw badRequest('Every member of the family needs choices', {
      'body.members': `Missing: ${missing.map((m) => m.name).join(', ')}`,
    });
  }
}

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
        const before = inForce(row, directoryDefault);
        await writeChoices(tx, houseId, update);
        const choices = {
          listed: update.listed,
          photo: update.photo,
          members: update.members.map((m) => ({
            _id: m._id,
            ...Object.fromEntries(MEMBER_PRIVACY_FIELDS.map((f) => [f, m[f]])),
            parentConsent: m.parentConsent ?? null,
          })) as HousePrivacyUpdate['members'],
        };
        await appendConsentRecord(tx, {
          houseId,
          userId: user._id,
          username: user.username,
          source: update.source,
          noticeVersion: await currentNoticeVersion(tx),
          choices,
        });
        await audit({
          action: 'update',
          entity: PRIVACY_ENTITY,
          entityId: houseId,
          before: { chosen: before.chosen, listed: before.listed, photo: before.photo, members: before.members },
          after: { source: update.source, ...choices },
        });
      });
      return answer(app.db, houseId);
    },
  );
};

export default choicesRoutes;
