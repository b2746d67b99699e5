// Family invitations, the join link and passkeys (docs/product.md "Family invitations",
// docs/product.md "Join link /join/{token}", docs/product.md "Passkeys"): what the office makes and
// lists, what the link says to anyone holding it, and what a new family account sends.
import { z } from 'zod';
import { IdSchema, isWellFormedText, hasNoNul } from './common.ts';
import { NewPasswordSchema, UserInfoSchema, UsernameSchema } from './auth.ts';
import { isCommonPassword } from './plain/passwords.ts';

export const INVITATION_STATES = ['valid', 'expired', 'used', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** POST /api/houses/{id}/invitations: optionally the member it is for (their WhatsApp number). */
export const InvitationCreateSchema = z.strictObject({ memberId: IdSchema.nullable().optional() });
export type InvitationCreate = z.input<typeof InvitationCreateSchema>;

/** GET /api/houses/{id}/invitations: one of the family's invitations (never its token). */
export const InvitationSchema = z.object({
  _id: IdSchema,
  state: z.enum(INVITATION_STATES),
  memberId: IdSchema.nullable(),
  memberName: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  /** The username of the account the link made. */
  usedBy: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** The answer of POST /api/houses/{id}/invitations: the link, shown once. */
export const NewInvitationSchema = z.object({
  invitation: InvitationSchema,
  /** The absolute link `…/join/{token}`. */
  link: z.string(),
  expiresAt: z.string(),
  /** wa.me with the member's number and a Malayalam message holding the link; null without a phone. */
  whatsapp: z.string().nullable(),
});
export type NewInvitation = z.infer<typeof NewInvitationSchema>;

/** What a join link may say of itself: an invitation's state, or that there is no such link. */
export const JOIN_STATES = [...INVITATION_STATES, 'unknown'] as const;
export type JoinState = (typeof JOIN_STATES)[number];

/**
 * GET /api/join/{token}: the link's state, and the family's house name while it is valid; nothing
 * else. An unknown link is a state too (200), so the page rendered on the server holds the answer.
 */
export const JoinLinkSchema = z.object({
  state: z.enum(JOIN_STATES),
  house: z.string().nullable(),
});
export type JoinLink = z.infer<typeof JoinLinkSchema>;

/** A link's token: 128 bits in base64url (22 characters); anything else opens nothing. */
export const JoinTokenParams = z.object({
  token: z
    .string()
    .min(10)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** POST /api/join/{token}: the new account's username and password (the rule of every account). */
export const RedeemInvitationSchema = z
  .strictObject({ username: UsernameSchema, password: NewPasswordSchema })
  .superRefine((body, ctx) => {
    if (isCommonPassword(body.password, body.username)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'Too close to the username or too common' });
    }
  });
export type RedeemInvitation = z.input<typeof RedeemInvitationSchema>;

export const SignedInSchema = z.object({ userInfo: UserInfoSchema });

// ---- passkeys ------------------------------------------------------------------------------
const b64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/);
const boundedText = (max: number) => z.string().max(max).refine(hasNoNul).refine(isWellFormedText);

/**
 * A browser's answer to a WebAuthn ceremony as @simplewebauthn/browser sends it, bounded; its
 * content is verified by @simplewebauthn/server.
 */
export const PasskeyCredentialSchema = z.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(4000),
    attestationObject: b64url(16000).optional(),
    authenticatorData: b64url(4000).optional(),
    signature: b64url(2000).optional(),
    userHandle: b64url(200).optional(),
    transports: z.array(boundedText(40)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(4000).optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

/** POST /api/auth/passkeys and /api/auth/passkey-login: the challenge's id (from the options) and the answer. */
export const PasskeyAnswerSchema = z.strictObject({
  challengeId: IdSchema,
  credential: PasskeyCredentialSchema,
});
export type PasskeyAnswer = z.input<typeof PasskeyAnswerSchema>;

/** The options answer: the challenge's id to send back, and the options for the browser. */
export const PasskeyOptionsSchema = z.object({
  challengeId: IdSchema,
  options: z.record(z.string(), z.unknown()),
});
