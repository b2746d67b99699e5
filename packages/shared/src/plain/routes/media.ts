import { routes } from './route.ts';

export const media = routes('media', {
  limits: ['GET', '/media/limits'],
  upload: ['POST', '/media'],
  audio: ['POST', '/media/audio'],
  video: ['POST', '/media/video'],
});
