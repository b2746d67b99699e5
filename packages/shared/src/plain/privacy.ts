// Who sees what in the directory (docs/product.md "Directory privacy"): zod-free, so the read-only
// screens can preview a family under each audience without loading zod.

/** Who may see a field: visitors and everyone above them, signed-in parishioners and the office, or the office only. */
export const AUDIENCES = ['everyone', 'parishioners', 'office'] as const;
export type Audience = (typeof AUDIENCES)[number];

/**
 * Who is reading: a visitor (no account), a parishioner (any signed-in account that is not an admin), the office
 * (admins).
 */
export type Reader = 'visitor' | 'parishioner' | 'office';

/**
 * The parish's default for families that have made no choice: today's open directory, or name and house only to
 * visitors.
 */
export const DIRECTORY_DEFAULTS = ['open', 'protected'] as const;
export type DirectoryDefault = (typeof DIRECTORY_DEFAULTS)[number];

/**
 * A member's fields a family chooses an audience for; name and house always show for a listed family, e-mail is office
 * only.
 */
export const MEMBER_PRIVACY_FIELDS = ['phone', 'birthday', 'age', 'blood', 'work', 'nameEng'] as const;
export type MemberPrivacyField = (typeof MEMBER_PRIVACY_FIELDS)[number];

/** A family's own choices: whether it is listed at all and who sees its photo. */
export const HOUSE_PRIVACY_FIELDS = ['listed', 'photo'] as const;
export type HousePrivacyField = (typeof HOUSE_PRIVACY_FIELDS)[number];

/** Under this age a member's phone, birthday and blood group reach a visitor only with a parent's recorded consent. */
export const ADULT_AGE = 18;
export const CHILD_GUARDED_FIELDS: readonly MemberPrivacyField[] = ['phone', 'birthday', 'blood'];

const RANK: Record<Reader, number> = { visitor: 0, parishioner: 1, office: 2 };
const NEEDS: Record<Audience, number> = { everyone: 0, parishioners: 1, office: 2 };

export function readerSees(reader: Reader, audience: Audience): boolean {
  return RANK[reader] >= NEEDS[audience];
}

/** The narrower of two audiences. */
export function narrowest(a: Audience, b: Audience): Audience {
  return NEEDS[a] >= NEEDS[b] ? a : b;
}

/** What a family that has made no choice gets under the parish's default. */
export function defaultAudience(
  field: MemberPrivacyField | HousePrivacyField,
  directoryDefault: DirectoryDefault,
): Audience {
  if (directoryDefault === 'open' || field === 'listed') return 'everyone';
  return 'parishioners';
}

/**
 * The audience that applies to one member's field: the family's choice (or the default), and for a
 * child the guarded fields never below parishioners without a parent's consent.
 */
export function memberFieldAudience(
  field: MemberPrivacyField,
  chosen: Audience | null | undefined,
  member: { age: number; parentConsent: boolean },
  directoryDefault: DirectoryDefault,
): Audience {
  const audience = chosen ?? defaultAudience(field, directoryDefault);
  const isChild = member.age < ADULT_AGE;
  if (isChild && !member.parentConsent && CHILD_GUARDED_FIELDS.includes(field)) {
    return narrowest(audience, 'parishioners');
  }
  return audience;
}
