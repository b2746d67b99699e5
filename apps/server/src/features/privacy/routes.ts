// Directory privacy (docs/product.md "Directory privacy"): each part of the feature is a plugin of
// its own file, registered here with the prefix its paths keep. Registered under /api.
import type { FastifyPluginAsync } from 'fastify';
import choicesRoutes from './choices-routes.ts';

const privacyRoutes: FastifyPluginAsync = async (app) => {
  await app.register(choicesRoutes, { prefix: '/houses' });
};

export default privacyRoutes;
