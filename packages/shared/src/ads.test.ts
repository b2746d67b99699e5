import { describe, expect, it } from 'vitest';
import { AdLinkSchema, adPopupDelayMs, seesAds, wardBannerChoice, wardBannerPositions } from './ads.ts';

describe('who sees ads', () => {
  it('visitors only, never a logged-in user', () => {
    expect(seesAds({ loggedIn: false })).toBe(true);
    expect(seesAds({ loggedIn: true })).toBe(false);
    expect(seesAds({ loggedIn: true }, '/wards/1')).toBe(false);
  });
  it('never on /news or /sandeshangal', () => {
    expect(seesAds({ loggedIn: false }, '/')).toBe(true);
    expect(seesAds({ loggedIn: false }, '/wards/3')).toBe(true);
    expect(seesAds({ loggedIn: false }, '/news')).toBe(false);
    expect(seesAds({ loggedIn: false }, '/news/')).toBe(false);
    expect(seesAds({ loggedIn: false }, '/sandeshangal')).toBe(false);
    expect(seesAds({ loggedIn: false }, '/newsletter')).toBe(true);
  });
});

describe('the popup delay', () => {
  it('is 15 s plus up to 30 s', () => {
    expect(adPopupDelayMs(0)).toBe(15_000);
    expect(adPopupDelayMs(0.5)).toBe(30_000);
    expect(adPopupDelayMs(0.99999)).toBeLessThanOrEqual(45_000);
    for (let i = 0; i < 100; i++) {
      const d = adPopupDelayMs();
      expect(d).toBeGreaterThanOrEqual(15_000);
      expect(d).toBeLessThanOrEqual(45_000);
    }
  });
});

describe('the ward page banners', () => {
  it('sit a third and two thirds down the list', () => {
    expect(wardBannerPositions(0)).toEqual([]);
    expect(wardBannerPositions(1)).toEqual([0]);
    expect(wardBannerPositions(6)).toEqual([1, 3]);
    expect(wardBannerPositions(7)).toEqual([2, 4]);
    expect(wardBannerPositions(180)).toEqual([59, 119]);
  });
  it('show the first-half and second-half banners of their ward', () => {
    expect(wardBannerChoice(1, 6, 1, 18)).toBe(0);
    expect(wardBannerChoice(3, 6, 1, 18)).toBe(1);
    expect(wardBannerChoice(1, 6, 2, 18)).toBe(2);
    expect(wardBannerChoice(3, 6, 10, 18)).toBe(1);
    expect(wardBannerChoice(0, 1, 5, 3)).toBe(2);
    expect(wardBannerChoice(0, 1, 5, 0)).toBe(-1);
  });
});

describe('ad links', () => {
  it('are web addresses or phone numbers', () => {
    expect(AdLinkSchema.safeParse('https://sponsor.example/').success).toBe(true);
    expect(AdLinkSchema.safeParse('tel:+919447012345').success).toBe(true);
    expect(AdLinkSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(AdLinkSchema.safeParse('http://').success).toBe(false);
  });
});
