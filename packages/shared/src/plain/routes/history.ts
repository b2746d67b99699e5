// docs/product.md "Records": the history is kept under /api/faq.
import { routes } from './route.ts';

export const history = routes('history', {
  get: ['GET', '/faq/history'],
  update: ['PUT', '/faq/history'],
});
