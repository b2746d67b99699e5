// The demo parish's sponsors (issue 16): 18 banners and 5 videos, each tapping through to a
// sponsor's (made-up, reserved .example) site.
const site = (i: number) => `https://sponsor-${i + 1}.example/`;

export function demoBannerAds(ads: { title: string; type: 'image' }[], images: string[]) {
  return ads.map((b, i) => ({ ...b, image: images[i], link: site(i), position: i }));
}

export function demoVideoAds(ads: { title: string; duration: number }[], videos: string[]) {
  return ads.map((v, i) => ({ ...v, type: 'video' as const, video: videos[i], link: site(i), position: i }));
}
