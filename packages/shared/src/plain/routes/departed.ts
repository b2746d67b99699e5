// docs/product.md "Departed API".
import { routes } from './route.ts';

export const departed = routes('departed', {
  all: ['GET', '/departed'],
  page: ['GET', '/departed/view'],
  create: ['POST', '/departed'],
  update: ['PUT', '/departed'],
  remove: ['DELETE', '/departed'],
});
