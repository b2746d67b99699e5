// docs/product.md "Sandesham API".
import { routes } from './route.ts';

export const sandesham = routes('sandesham', {
  list: ['GET', '/sandesham'],
  create: ['POST', '/sandesham'],
  remove: ['DELETE', '/sandesham'],
});
