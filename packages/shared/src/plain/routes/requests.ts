// The office's review queue (docs/product.md "Requests queue /admin/requests") and the public join
// form that feeds it (docs/product.md "Joining /join").
import { routes } from './route.ts';

export const requests = routes('requests', {
  list: ['GET', '/requests'],
  count: ['GET', '/requests/count'],
  one: ['GET', '/requests/:id'],
  approve: ['POST', '/requests/:id/approve'],
  reject: ['POST', '/requests/:id/reject'],
  join: ['POST', '/join'],
});
