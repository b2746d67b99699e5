import { routes } from './route.ts';

export const health = routes('health', {
  status: ['GET', '/health'],
  live: ['GET', '/health/live'],
  ready: ['GET', '/health/ready'],
});
