import type { House } from '@parish/shared/houses';
import type { Member } from '@parish/shared/members';

/** Who is reading decides which member fields leave the server (docs/product.md "Members table"). */
export interface Viewer {
  isAdmin: boolean;
  /** The restricted public mode setting; applies to visitors only. */
  restricted: boolean;
  loggedIn: boolean;
}

export type MemberRow = Required<Member>;
export interface HouseRow {
  _id: string;
  house: string;
  ward: number;
  image: string | null;
  preImage: string | null;
  members: MemberRow[];
}

/** Restricted public mode (docs/product.md "Members table"): visitors see no English name, gender or e-mail of a member. */
export function hidesFromPublic(viewer: Viewer): boolean {
  return viewer.restricted && !viewer.loggedIn;
}

/**
 * A member shown as a phone-book entry carries its English name as nameInEng: a visitor in
 * restricted mode gets it empty (docs/decisions.md "Restricted public mode covers the phone book").
 */
export function presentMemberContact<T extends { nameInEng: string }>(entry: T, viewer: Viewer): T {
  return hidesFromPublic(viewer) ? { ...entry, nameInEng: '' } : entry;
}

export function presentMember(m: MemberRow, viewer: Viewer): Member {
  const { email, nameEng, gender, ...rest } = m;
  const hidePublic = hidesFromPublic(viewer);
  return {
    ...rest,
    ...(hidePublic ? {} : { nameEng, gender }),
    // E-mail leaves the server only for admins, always.
    ...(viewer.isAdmin ? { email } : {}),
  };
}

export function presentHouse(h: HouseRow, viewer: Viewer): House {
  return { ...h, members: h.members.map((m) => presentMember(m, viewer)) };
}
