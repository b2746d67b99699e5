import { routes } from './route.ts';

export const ads = routes('ads', {
  live: ['GET', '/ads'],
  count: ['POST', '/ads/events'],
  admin: ['GET', '/ads/admin'],
  stats: ['GET', '/ads/stats'],
  createBanner: ['POST', '/ads/banners'],
  updateBanner: ['PUT', '/ads/banners/:id'],
  orderBanners: ['PUT', '/ads/banners/order'],
  removeBanner: ['DELETE', '/ads/banners/:id'],
  createVideo: ['POST', '/ads/videos'],
  updateVideo: ['PUT', '/ads/videos/:id'],
  orderVideos: ['PUT', '/ads/videos/order'],
  removeVideo: ['DELETE', '/ads/videos/:id'],
});
