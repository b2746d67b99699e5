import { routes } from './route.ts';

export const settings = routes('settings', {
  get: ['GET', '/settings'],
  update: ['PUT', '/settings'],
});
