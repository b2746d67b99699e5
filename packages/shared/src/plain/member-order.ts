// The order of a family's members (docs/product.md "Members table") and its head: zod-free, so the read-only screens
// (ward page, search, print) do not load zod.
import type { Member } from '../members.ts';

/**
 * docs/product.md "Members table": the head of household first, then the others by age, oldest first (name breaks
 * ties). A reader who may not see ages gets the server's order kept (an equal age, then the name).
 * The server's membersJsonOf (apps/server/src/features/houses/queries.ts) orders the same in SQL.
 */
export function sortMembers<M extends Pick<Member, 'HOH' | 'age' | 'name'>>(members: readonly M[]): M[] {
  return [...members].sort(
    (a, b) => Number(b.HOH) - Number(a.HOH) || (b.age ?? 0) - (a.age ?? 0) || a.name.localeCompare(b.name, 'ml'),
  );
}

export function headOf<M extends Pick<Member, 'HOH'>>(members: readonly M[]): M | undefined {
  return members.find((m) => m.HOH);
}
