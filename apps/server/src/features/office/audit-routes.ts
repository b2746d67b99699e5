// GET /api/audit (docs/decisions.md "The office's tools"):
// who changed what and when, with the record before and after (admin).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_PAGE_SIZE, AuditPageSchema, AuditQuerySchema } from '@parish/shared/office';
import { requireAdmin } from '../../plugins/auth.ts';
import { auditFacets, auditPage } from './audit-queries.ts';
import { on } from '../../plugins/routes.ts';
import { office as officeApi } from '@parish/shared/plain/routes/office';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  on(app, officeApi.audit)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['audit'],
        summary:
          `The audit log, newest first, ${AUDIT_PAGE_SIZE} a page; filter by user, kind of record and dates ` +
          '(admin)',
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const page = await auditPage(app.db, request.query);
      return { ...page, pageSize: AUDIT_PAGE_SIZE, ...(await auditFacets(app.db)) };
    },
  );
};

export default auditRoutes;
