// docs/product.md "Phone book".
import { routes } from './route.ts';

export const contacts = routes('contacts', {
  centres: ['GET', '/contacts'],
  people: ['GET', '/contacts/members'],
  members: ['GET', '/contacts/member-contacts'],
  search: ['GET', '/contacts/member-contacts/:text'],
  create: ['POST', '/contacts'],
  update: ['PUT', '/contacts'],
  remove: ['DELETE', '/contacts'],
});
