// A family account's own record (docs/product.md "My family /my-family"): read, privacy narrowed at
// once, and proposals sent to the office's queue.
import { routes } from './route.ts';

export const family = routes('family', {
  record: ['GET', '/family'],
  setPrivacy: ['PUT', '/family/privacy'],
  requests: ['GET', '/family/requests'],
  propose: ['POST', '/family/requests'],
  withdraw: ['DELETE', '/family/requests/:id'],
});
