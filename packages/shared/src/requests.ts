// Change requests (docs/product.md "Change requests"): what a family proposes for its own record,
// what a new family sends from /join, and what the office decides. Nothing in the directory changes
// until the office approves; narrowing privacy choices needs no approval (it is not a request).
import { z } from 'zod';
import { IdSchema, PhoneSchema, StoredImageSchema, nameText, trimmedText, WardNumberSchema } from './common.ts';
import { MemberInputSchema, MemberUpdateSchema } from './members.ts';
import { checkOneHead } from './houses.ts';
import { HousePrivacyUpdateSchema } from './privacy.ts';

export const CHANGE_REQUEST_KINDS = [
  'member-update',
  'member-add',
  'member-remove',
  'photo',
  'privacy',
  'join',
] as const;
export type ChangeRequestKind = (typeof CHANGE_REQUEST_KINDS)[number];
export const CHANGE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

/** Why a member leaves the family record: moved away, married into another parish, departed, other. */
export const REMOVAL_REASONS = ['moved', 'married', 'departed', 'other'] as const;
export type RemovalReason = (typeof REMOVAL_REASONS)[number];

/** A family holds at most this many pending requests at once (the server answers 409 beyond). */
export const PENDING_REQUESTS_PER_FAMILY = 20;
/** A join form lists at most this many members. */
export const JOIN_MEMBERS_MAX = 20;
/** Join forms one address may send in RATE_LIMIT_WINDOW_MS (15 minutes). */
export const JOIN_REQUESTS_PER_WINDOW = 5;
/** The queue's page (GET /api/requests). */
export const REQUESTS_PAGE_SIZE = 50;

const note = trimmedText(500).default('');

/** POST /api/family/requests: one proposal of a family account, for its own house only. */
export const ChangeProposalSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('member-update'), memberId: IdSchema, changes: MemberUpdateSchema }),
  z.strictObject({ kind: z.literal('member-add'), member: MemberInputSchema }),
  z.strictObject({
    kind: z.literal('member-remove'),
    memberId: IdSchema,
    reason: z.enum(REMOVAL_REASONS),
    note,
  }),
  /** A photo uploaded through the photo pipeline (POST /api/media) first. */
  z.strictObject({ kind: z.literal('photo'), photo: StoredImageSchema }),
  /** Widening privacy choices (narrowing is applied at once by PUT /api/family/privacy). */
  z.strictObject({ kind: z.literal('privacy'), choices: HousePrivacyUpdateSchema }),
]);
export type ChangeProposal = z.input<typeof ChangeProposalSchema>;

/** POST /api/join: a family new to the parish asks to be listed (public, rate limited). */
export const JoinInputSchema = z
  .strictObject({
    house: nameText(120).min(1),
    ward: WardNumberSchema,
    address: trimmedText(300).default(''),
    contactName: nameText(120).min(1),
    contactPhone: PhoneSchema,
    members: z.array(MemberInputSchema).min(1).max(JOIN_MEMBERS_MAX),
    note,
  })
  .superRefine((j, ctx) => checkOneHead(j.members, ctx));
export type JoinInput = z.input<typeof JoinInputSchema>;

/**
 * The schema a kind's proposal (and the office's edits of it) is checked with: the family's
 * proposal without its `kind`, or the join form.
 */
export function proposalSchemaOf(kind: ChangeRequestKind): z.ZodType {
  if (kind === 'join') return JoinInputSchema;
  const option = ChangeProposalSchema.options.find((o) => o.shape.kind.value === kind);
  if (!option) throw new Error(`no proposal schema for ${kind}`);
  return (option as z.ZodObject).omit({ kind: true });
}

/** One request as the family (its own) and the office (all) read it. */
export const ChangeRequestSchema = z.object({
  _id: IdSchema,
  kind: z.enum(CHANGE_REQUEST_KINDS),
  houseId: IdSchema.nullable(),
  /** The family's house name (a join request: the name it asked for). */
  house: z.string(),
  ward: z.number().int().nullable(),
  memberId: IdSchema.nullable(),
  memberName: z.string().nullable(),
  /** The values it read when it was made, field by field (the conflict check compares them with now). */
  read: z.record(z.string(), z.unknown()),
  proposed: z.record(z.string(), z.unknown()),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  createdAt: z.string(),
  createdBy: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  /** A rejection's reason, which the family reads. */
  reason: z.string(),
  /** What was applied, when the office edited the proposal first. */
  applied: z.record(z.string(), z.unknown()).nullable(),
  /** Office only: the fields the record changed in since the request read them (not applied blindly). */
  conflicts: z.array(z.string()).optional(),
  /** Office only: the values now of the conflicting fields (the queue's "now" column; `read` is the family's). */
  current: z.record(z.string(), z.unknown()).optional(),
});
export type ChangeRequest = z.infer<typeof ChangeRequestSchema>;

/**
 * POST /api/requests/{id}/approve: `edits` replaces the proposal (approve with edits);
 * a join request names its ward.
 */
export const ApproveSchema = z.strictObject({
  edits: z.record(z.string(), z.unknown()).optional(),
  /** The office saw the conflicts and approves anyway. */
  overrideConflicts: z.boolean().default(false),
  /** A join request: the ward the family is created in (default: the one it asked for). */
  ward: WardNumberSchema.optional(),
  /** A join request: make an invitation for the new family at once. */
  invite: z.boolean().default(false),
});
export const RejectSchema = z.strictObject({ reason: trimmedText(500).min(1) });

/** GET /api/requests: one page of the queue (pending oldest first; decided newest first). */
export const ChangeRequestListQuerySchema = z.strictObject({
  status: z.enum(CHANGE_REQUEST_STATUSES).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const ChangeRequestPageSchema = z.object({
  items: z.array(ChangeRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
/** POST /api/requests/{id}/approve: the request as decided; a join request's new house and its invitation link. */
export const ApproveAnswerSchema = z.object({
  request: ChangeRequestSchema,
  houseId: IdSchema.nullable(),
  invitation: z.object({ link: z.string(), expiresAt: z.string() }).nullable(),
});

/** The notification an admin with push on gets for a new request (Malayalam, as the site speaks). */
export const REQUEST_PUSH_TEXT = {
  title: 'പുതിയ അപേക്ഷ',
  kinds: {
    'member-update': 'അംഗത്തിന്റെ വിവരങ്ങളിൽ മാറ്റം',
    'member-add': 'പുതിയ അംഗം',
    'member-remove': 'അംഗത്തെ നീക്കം ചെയ്യൽ',
    photo: 'പുതിയ കുടുംബ ഫോട്ടോ',
    privacy: 'സ്വകാര്യതാ തിരഞ്ഞെടുപ്പുകൾ',
    join: 'ഇടവകയിൽ ചേരാൻ ഒരു പുതിയ കുടുംബം',
  } satisfies Record<ChangeRequestKind, string>,
};
