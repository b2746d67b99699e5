// The privacy notice (docs/product.md "Privacy notice"): everyone reads the version in force, the
// office publishes a new one. Versions are kept, never changed: a consent names the version it was
// given under.
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoticeInputSchema, NoticeSchema, RenewalsSchema } from '@parish/shared/privacy';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { currentNotice, currentNoticeVersion, type NoticeRow } from '../../domain/privacy-notice.ts';
import { consentsDueForRenewal } from './queries.ts';
import { insertNotice } from './rights-queries.ts';
import { on } from '../../plugins/routes.ts';
import { privacy } from '@parish/shared/plain/routes/privacy';

const NoticeAnswerSchema = z.object({ notice: NoticeSchema.nullable() });

const present = (row: NoticeRow | null) =>
  row
    ? {
        version: row.version,
        ml: row.ml,
        en: row.en,
        publishedAt: row.publishedAt.toISOString(),
        publishedBy: row.publishedBy,
      }
    : null;

const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  on(app, privacy.notice)(
    {
      config: { cache: [CACHE_TAGS.privacy] },
      schema: {
        tags: ['privacy'],
        summary: 'The privacy notice in force, in Malayalam and English (null until one is published)',
        response: { 200: NoticeAnswerSchema },
      },
    },
    async () => ({ notice: present(await currentNotice(app.db)) }),
  );

  on(app, privacy.publishNotice)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['privacy'],
        summary:
          'Publish a new version of the notice (admin): every section in Malayalam and English; consents given ' +
          'under an older version become due for renewal',
        body: NoticeInputSchema,
        response: { 201: NoticeAnswerSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const notice = await app.write({ user, invalidates: [CACHE_TAGS.privacy] }, async (tx, audit) => {
        // One publisher at a time: two at once would compute the same next version.
        await tx.execute(sql`lock table privacy_notices in share row exclusive mode`);
        const version = await insertNotice(tx, request.body, user.username);
        await audit({ action: 'create', entity: 'privacy_notice', entityId: String(version), after: request.body });
        return currentNotice(tx);
      });
      return reply.status(201).send({ notice: present(notice) });
    },
  );

  on(app, privacy.renewals)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['privacy'],
        summary:
          'The families whose latest consent was given under an older notice (admin): due for renewal, oldest first',
        response: { 200: RenewalsSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const noticeVersion = await currentNoticeVersion(app.db);
      return { noticeVersion, items: await consentsDueForRenewal(app.db, noticeVersion) };
    },
  );
};

export default noticeRoutes;
