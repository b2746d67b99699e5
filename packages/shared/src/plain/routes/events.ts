// docs/product.md "Gallery API".
import { routes } from './route.ts';

export const events = routes('events', {
  latest: ['GET', '/events/latest-five'],
  list: ['GET', '/events'],
  detail: ['GET', '/events/:id'],
  create: ['POST', '/events'],
  rename: ['PUT', '/events'],
  remove: ['DELETE', '/events'],
  addImages: ['POST', '/events/:id/images'],
  removeImage: ['DELETE', '/events/:id/images'],
});
