// The order of the board screens: zod-free, so the read-only screens do not load zod.
import { BOARD_TITLE, type BoardTitle } from './constants.ts';

/**
 * docs/product.md "Board": the sections of /board in this order; the last two for admins only (docs/product.md
 * "Permissions by role").
 */
export const BOARD_PAGE_TITLES: readonly BoardTitle[] = [
  BOARD_TITLE.vicar,
  BOARD_TITLE.coordinator,
  BOARD_TITLE.secretary,
  BOARD_TITLE.treasurer,
  BOARD_TITLE.councilSecretary,
  BOARD_TITLE.parishCouncillor,
  BOARD_TITLE.caretaker,
  BOARD_TITLE.teachersPhoto,
];

/**
 * The start year of a duration written 'start - end' (docs/product.md "Former vicars"), or null when the text
 * is not of that form (old records hold free text such as a century): those sort last.
 */
export function durationStartYear(duration: string): number | null {
  const match = /^\s*(\d{4})\s*[-\u2013]\s*(\d{4})?\s*$/.exec(duration);
  return match ? Number(match[1]) : null;
}

/** docs/product.md "Former vicars": newest start year first; a malformed duration last (stable among themselves). */
export function byStartYearNewestFirst<T extends { duration: string }>(items: readonly T[]): T[] {
  const year = (item: T) => durationStartYear(item.duration) ?? Number.NEGATIVE_INFINITY;
  return [...items].sort((a, b) => {
    const ya = year(a),
      yb = year(b);
    return ya === yb ? 0 : yb > ya ? 1 : -1;
  });
}
