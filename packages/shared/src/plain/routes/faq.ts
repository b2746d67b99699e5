import { routes } from './route.ts';

export const faq = routes('faq', {
  list: ['GET', '/faq'],
  create: ['POST', '/faq'],
  update: ['PUT', '/faq'],
  remove: ['DELETE', '/faq'],
});
