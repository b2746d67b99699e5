// Cookies the browser sets so the server can render what the browser will show (docs/decisions.md
// "Pages are rendered on the server"). None identifies anyone; each is a preference or a fact of
// the screen. Zod-free: the first load reads it.

/** The UI language the visitor chose: 'en', or absent for Malayalam (the default). */
export const LANGUAGE_COOKIE = 'lang';
/**
 * The first-visit notice was answered (docs/product.md "In the browser"): the server then leaves it out of the page.
 */
export const VISITED_COOKIE = 'visited';
/** The browser window's width in CSS px: masonry columns are laid out for it on the server. */
export const VIEWPORT_COOKIE = 'vw';

/** A year: the choices are kept as long as the localStorage entries they mirror. */
export const PAGE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** The width a page is laid out for when the browser has not said: a phone's, or a desktop's. */
export const DEFAULT_PHONE_WIDTH = 400;
export const DEFAULT_DESKTOP_WIDTH = 1280;

/** Reads a width cookie's value: a whole number of CSS px in a sane range, else undefined. */
export function parseViewportWidth(value: string | undefined): number | undefined {
  if (!value || !/^\d{3,4}$/.test(value)) return undefined;
  const width = Number(value);
  return width >= 240 && width <= 4000 ? width : undefined;
}
