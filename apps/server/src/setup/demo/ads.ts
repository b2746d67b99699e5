// The demo parish's sponsors: 18 banners and 5 videos, each tapping through to a
// sponsor's (made-up, reserved .example) site.
import { VIDEO_AD_DURATIONS_S } from '@parish/shared/plain/constants';
import { bannerColours, SPONSOR_TAGLINE } from './art.ts';
import { DEMO_SPONSORS } from './generate.ts';

const site = (i: number) => `https://sponsor-${i + 1}.example/`;

/**
 * The five video ads' title cards (assets/ad-N.webm, recorded by scripts/make-demo-videos.mjs):
 * sponsor i's name and the Malayalam tagline in its banner's colours, a moving light, a soft chord,
 * for the spec's durations (docs/product.md "Advertisements": 10, 20, 20, 20, 30 s). All text Malayalam, in
 * Noto Sans Malayalam.
 */
export const DEMO_AD_VIDEOS = VIDEO_AD_DURATIONS_S.map((duration, i) => ({
  file: `ad-${i + 1}.webm`,
  title: DEMO_SPONSORS[i],
  speaker: SPONSOR_TAGLINE,
  colours: bannerColours(i),
  notes: [
    [262, 330, 392],
    [294, 370, 440],
    [330, 415, 494],
    [349, 440, 523],
    [392, 494, 587],
  ][i],
  seconds: duration,
}));

export function demoBannerAds(ads: { title: string; type: 'image' }[], images: string[]) {
  return ads.map((b, i) => ({ ...b, image: images[i], link: site(i), position: i }));
}

export function demoVideoAds(ads: { title: string; duration: number }[], videos: string[]) {
  return ads.map((v, i) => ({ ...v, type: 'video' as const, video: videos[i], link: site(i), position: i }));
}
