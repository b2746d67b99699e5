// What a user may change on the family screens (docs/decisions.md "Users correct what they
// created, for a day"): an admin anything; a user the families and members they added within
// OWN_WRITE_HOURS, as GET /api/houses/mine names them. The server refuses the rest with 403.
import { OWN_WRITE_HOURS } from '@parish/shared/plain/constants';
import { ERROR_CODES } from '@parish/shared/plain/error-codes';
import type { MyHouses } from '@parish/shared/houses';
import { ApiClientError } from '../../lib/api.ts';
import { apiErrorText } from '../../lib/error-handler.ts';
import type { HousesTexts } from './messages.ts';

export interface MayCorrect {
  house(id: string): boolean;
  member(id: string): boolean;
}

export function mayCorrect(isAdmin: boolean, mine: MyHouses | undefined): MayCorrect {
  if (isAdmin) return { house: () => true, member: () => true };
  const houses = new Set(mine?.houses);
  const members = new Set(mine?.members);
  return { house: (id) => houses.has(id), member: (id) => members.has(id) };
}

/** A failed family write in words: the refusal of a record the user may not change says why. */
export function houseErrorText(err: unknown, t: HousesTexts): string {
  if (err instanceof ApiClientError && err.code === ERROR_CODES.forbidden)
    return t.houseForms.notYours(OWN_WRITE_HOURS);
  return apiErrorText(err);
}
