// A family account's own page (docs/product.md "My family /my-family"): its full record, how the
// directory shows it to a visitor and to a parishioner, its privacy choices and consent records, its
// requests and its invitations (their state only).
import { z } from 'zod';
import { IdSchema } from './common.ts';
import { HouseSchema } from './houses.ts';
import { MemberSchema } from './members.ts';
import { HousePrivacySchema } from './privacy.ts';
import { ChangeRequestSchema } from './requests.ts';

export const INVITATION_STATES = ['valid', 'used', 'expired', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** One invitation of the family as the family reads it: never its token. */
export const FamilyInvitationSchema = z.object({
  _id: IdSchema,
  state: z.enum(INVITATION_STATES),
  /** The member it was made for, if one was chosen. */
  memberName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
});
export type FamilyInvitation = z.infer<typeof FamilyInvitationSchema>;

/** GET /api/family: everything the family's page shows. */
export const FamilyRecordSchema = z.object({
  /** The whole record, every field of every member (the family's own data). */
  house: HouseSchema.extend({ members: z.array(MemberSchema) }),
  /** The family as the directory's presenter gives it to each reader; null: that reader does not find it. */
  preview: z.object({ visitor: HouseSchema.nullable(), parishioner: HouseSchema.nullable() }),
  /** The choices in force (the parish's default where none was made) and the consent records, newest first. */
  privacy: HousePrivacySchema,
  /** Its requests, newest first. */
  requests: z.array(ChangeRequestSchema),
  /** How many requests may be pending at once (PENDING_REQUESTS_PER_FAMILY). */
  pendingLimit: z.number().int(),
  invitations: z.array(FamilyInvitationSchema),
});
export type FamilyRecord = z.infer<typeof FamilyRecordSchema>;

/**
 * PUT /api/family/privacy: 200 with the choices when they only narrow (applied at once), 202 with the
 * request they became when something widens (the office decides).
 */
export const FamilyPrivacyResultSchema = z.discriminatedUnion('applied', [
  z.object({ applied: z.literal(true), privacy: HousePrivacySchema }),
  z.object({ applied: z.literal(false), request: ChangeRequestSchema }),
]);
export type FamilyPrivacyResult = z.infer<typeof FamilyPrivacyResultSchema>;

export const FamilyRequestsSchema = z.object({ items: z.array(ChangeRequestSchema), pendingLimit: z.number().int() });
export type FamilyRequests = z.infer<typeof FamilyRequestsSchema>;
