// The four roles (docs/product.md "Purpose and roles"): zod-free, so every screen can tell what to
// show without loading zod.

export type Role = 'visitor' | 'family' | 'user' | 'admin';

/** The few fields of a signed-in account a role is read from. */
export interface RoleBearer {
  isAdmin: boolean;
  /** A family account's house; null or absent for a parishioner (user) or an admin. */
  houseId?: string | null;
}

export function roleOf(user: RoleBearer | null | undefined): Role {
  if (!user) return 'visitor';
  if (user.isAdmin) return 'admin';
  return user.houseId ? 'family' : 'user';
}

/**
 * Whether an account enters data directly (docs/product.md "Permissions by role"): users and admins.
 * A family account reads as a parishioner and changes its own family only through requests.
 */
export const entersData = (user: RoleBearer | null | undefined): boolean => {
  const role = roleOf(user);
  return role === 'user' || role === 'admin';
};

/** Whether an account is a family's (docs/product.md "Family accounts"). */
export const isFamily = (user: RoleBearer | null | undefined): boolean => roleOf(user) === 'family';
