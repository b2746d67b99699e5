// Sponsor ads (docs/product.md "Advertisements", "Ward page", "Permissions by role" and "Business constants";
// docs/decisions.md "Sponsor ads"): who sees them, where
// the ward page puts its banners and when the video popup opens. No zod here: the web's first load
// reads this file (the ad slots decide whether to load any ad code at all).
import { AD_POPUP_DELAY_MIN_MS, AD_POPUP_DELAY_RANDOM_MS } from './constants.ts';

// ---- who sees them ------------------------------------------------------------------------------

/** Screens that never carry ads (docs/product.md "Advertisements"): the news and the messages. */
export const AD_FREE_PATHS = ['/news', '/sandeshangal'] as const;

/**
 * The one rule (docs/product.md "Advertisements" and "Permissions by role"): ads go to visitors only, never to a
 * logged-in user, and never on /news or /sandeshangal (nor below them). `pathname` left out asks about the visitor at
 * all.
 */
export function seesAds(viewer: { loggedIn: boolean }, pathname?: string): boolean {
  if (viewer.loggedIn) return false;
  if (pathname === undefined) return true;
  const path = pathname.replace(/\/+$/, '') || '/';
  return !AD_FREE_PATHS.some((free) => path === free || path.startsWith(`${free}/`));
}

// ---- the video popup ----------------------------------------------------------------------------

/** Focused milliseconds after the first click before the popup opens: 15 s plus up to 30 s. */
export function adPopupDelayMs(random: number = Math.random()): number {
  return AD_POPUP_DELAY_MIN_MS + Math.floor(Math.min(Math.max(random, 0), 1) * AD_POPUP_DELAY_RANDOM_MS);
}

// ---- the ward page's banners -------------------------------------------------------------------

/**
 * Where the ward page puts its two banners (docs/product.md "Advertisements"): after the house at each returned index
 * (0-based) of a list of `total` houses, a third and two thirds of the way down. A ward of one
 * house has one banner after it; an empty ward none.
 */
export function wardBannerPositions(total: number): number[] {
  if (!Number.isFinite(total) || total < 1) return [];
  const first = Math.ceil(total / 3) - 1;
  const second = Math.ceil((2 * total) / 3) - 1;
  return first === second ? [first] : [first, second];
}

/**
 * Which banner (index into the active banners, in their order) shows after the house at
 * `position`: the first-half slot and the second-half slot (relative to half the number of
 * houses) show two neighbouring banners, and each ward starts two further on, so the 21 wards
 * go round all the banners.
 */
export function wardBannerChoice(position: number, total: number, ward: number, bannerCount: number): number {
  if (bannerCount < 1) return -1;
  const half = position < total / 2 ? 0 : 1;
  return (2 * (ward - 1) + half) % bannerCount;
}

/** Counter events one call of POST /api/ads/events may carry. */
export const AD_EVENTS_MAX = 40;
