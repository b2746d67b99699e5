// Wire shapes of the house search (docs/product.md "Search API").
import { z } from 'zod';
import { IdSchema } from './common.ts';
import { HouseSchema } from './houses.ts';

export const SearchHouseResponseSchema = z.object({
  houses: z.array(HouseSchema),
  /** The members whose own name matched, to highlight in the member modal. */
  memberIdArr: z.array(IdSchema),
  /** How many families matched in all; `houses` is one page of them (?page=, from 1). */
  total: z.number().int().min(0),
});
export type SearchHouseResponse = z.infer<typeof SearchHouseResponseSchema>;

export const BloodResultSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  house: z.string(),
  age: z.number().int(),
  phone: z.string(),
  family: HouseSchema,
});
export type BloodResult = z.infer<typeof BloodResultSchema>;

/** How many families a text search returns at most, closest first: one page (?page=N for more). */
export const SEARCH_RESULT_LIMIT = 30;

/** The last page a text search serves (30 × 34 ≈ 1,000 families), so paging stays cheap. */
export const SEARCH_MAX_PAGE = 34;

/** A search uses at most this many words of the text (the longest ones). */
export const SEARCH_MAX_WORDS = 5;

/** How many blood search results the server sends at most; X-Total-Count carries the full count. */
export const BLOOD_RESULT_LIMIT = 100;
