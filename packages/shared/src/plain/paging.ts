import { WARD_PAGES } from './constants.ts';

/**
 * docs/product.md "Ward page" and "Business constants": a ward page holds about a sixth of the ward's houses (at least
 * one).
 */
export function wardPageSize(totalHouses: number): number {
  return Math.max(1, Math.ceil(totalHouses / WARD_PAGES));
}

/** Number of pages of a list of `total` items at `pageSize` per page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}
