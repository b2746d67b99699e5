// Directory privacy (docs/product.md "Directory privacy"): each part of the feature is a plugin of
// its own file, registered here with the prefix its paths keep. Registered under /api.
import type { FastifyPluginAsync } from 'fastify';
import choicesRoutes from './choices-routes.ts';
import familyRoutes from './family-routes.ts';
import noticeRoutes from './notice-routes.ts';
import requestRoutes from './request-routes.ts';

const privacyRoutes: FastifyPluginAsync = async (app) => {
  await app.register(choicesRoutes, { prefix: '/houses' });
  await app.register(familyRoutes, { prefix: '/houses' });
  await app.register(noticeRoutes, { prefix: '/privacy' });
  await app.register(requestRoutes, { prefix: '/privacy' });
};

export default privacyRoutes;
