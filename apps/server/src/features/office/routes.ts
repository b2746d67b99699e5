// The office (docs/architecture.md "Domains"): the admin's directory export and import, the
// parish's numbers and the audit log, under the paths the API has always answered
// (/api/directory, /api/stats, /api/audit). Registered under /api.
import type { FastifyPluginAsync } from 'fastify';
import auditRoutes from './audit-routes.ts';
import directoryRoutes from './directory-routes.ts';
import statsRoutes from './stats-routes.ts';

const officeRoutes: FastifyPluginAsync = async (app) => {
  await app.register(statsRoutes, { prefix: '/stats' });
  await app.register(auditRoutes, { prefix: '/audit' });
  await app.register(directoryRoutes, { prefix: '/directory' });
};

export default officeRoutes;
