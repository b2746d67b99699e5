// docs/product.md "News and push API".
import { routes } from './route.ts';

export const news = routes('news', {
  list: ['GET', '/news'],
  mine: ['GET', '/news/mine'],
  pushKey: ['GET', '/news/push-key'],
  item: ['GET', '/news/:id'],
  create: ['POST', '/news'],
  remove: ['DELETE', '/news'],
  subscribe: ['POST', '/news/push-registry'],
  unsubscribe: ['DELETE', '/news/push-registry'],
});
