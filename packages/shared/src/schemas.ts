// Wire shapes of the API (spec §3 field names) and the request bodies both sides validate.
import { z } from 'zod';
import {
  BLOOD_GROUPS, BOARD_TITLES, CONTACT_TYPES, GRADE_MAX, GRADE_MIN, MEMBER_AGE_MAX, WARD_COUNT,
} from './constants.ts';
import { isValidBirthday } from './birthday.ts';
import { normalizePhone } from './phone.ts';

export const IdSchema = z.uuid();
export const WardNumberSchema = z.coerce.number().int().min(1).max(WARD_COUNT);
export const GradeSchema = z.coerce.number().int().min(GRADE_MIN).max(GRADE_MAX);
export const BloodGroupSchema = z.enum(BLOOD_GROUPS);
export const BoardTitleSchema = z.coerce
  .number()
  .int()
  .refine((n) => (BOARD_TITLES as number[]).includes(n), { message: 'Unknown board title' });

/** No NUL (U+0000): nobody types it and PostgreSQL cannot store it in text (issue 8). */
export const hasNoNul = (text: string) => !text.includes('\u0000');
/** Every free text of a request: a string without NUL. Both sides build their fields on it. */
export const textSchema = () => z.string().refine(hasNoNul, { message: 'Contains a NUL character' });
const trimmed = (max: number) => textSchema().trim().max(max);
/** A phone as typed → E.164 (issue 8): what the server stores. `optional` lets an empty field through as ''. */
function phoneSchema(optional: boolean) {
  return z.string().max(40).transform((typed, ctx) => {
    if (optional && typed.trim() === '') return '';
    const e164 = normalizePhone(typed);
    if (e164) return e164;
    ctx.addIssue({ code: 'custom', message: 'Not a phone number: 10 digits for an Indian one, + and the country code for one abroad' });
    return z.NEVER;
  });
}
export const PhoneSchema = phoneSchema(false);
export const OptionalPhoneSchema = phoneSchema(true);
const optionalPhone = OptionalPhoneSchema;

// ---- members and houses -------------------------------------------------------------------
export const MemberFieldsSchema = z.strictObject({
  name: trimmed(120).min(1),
  nameEng: trimmed(120).default(''),
  age: z.number().int().min(0).max(MEMBER_AGE_MAX),
  work: trimmed(120).default(''),
  phone: optionalPhone.default(''),
  HOH: z.boolean(),
  gender: z.boolean(),
  relation: trimmed(60).default(''),
  origin: trimmed(160).default(''),
  location: trimmed(120).default(''),
  blood: z.union([z.literal(''), BloodGroupSchema]).default(''),
  birthMonth: z.number().int().min(1).max(12).nullable().default(null),
  birthDay: z.number().int().min(1).max(31).nullable().default(null),
  email: z.union([z.literal(''), z.email().max(160)]).default(''),
});

/** Birth month and day come together and the day fits the month (both null: not known). */
export function isBirthdayPair(birthMonth: number | null, birthDay: number | null): boolean {
  if (birthMonth === null && birthDay === null) return true;
  return birthMonth !== null && birthDay !== null && isValidBirthday(birthMonth, birthDay);
}
function checkBirthday(m: { birthMonth: number | null; birthDay: number | null }, ctx: z.RefinementCtx) {
  if (!isBirthdayPair(m.birthMonth, m.birthDay)) {
    ctx.addIssue({ code: 'custom', path: ['birthDay'], message: 'Day is not valid for that month' });
  }
}
export const MemberInputSchema = MemberFieldsSchema.superRefine(checkBirthday);
export type MemberInput = z.infer<typeof MemberInputSchema>;

/** PUT /api/houses/members/{id}: the fields to change; the server checks the birthday it ends with. */
export const MemberUpdateSchema = z.strictObject(updateFields(MemberFieldsSchema.shape));
export type MemberUpdate = z.infer<typeof MemberUpdateSchema>;

export const MemberSchema = MemberFieldsSchema.extend({
  _id: IdSchema,
  /** As stored (E.164 since issue 8): a response is not re-read as typed input. */
  phone: z.string(),
  nameEng: z.string().optional(),
  gender: z.boolean().optional(),
  email: z.string().optional(),
});
export type Member = z.infer<typeof MemberSchema>;

export const HouseSchema = z.object({
  _id: IdSchema,
  house: z.string(),
  ward: z.number().int(),
  image: z.string().nullable(),
  preImage: z.string().nullable(),
  members: z.array(MemberSchema),
});
export type House = z.infer<typeof HouseSchema>;

/** Spec §7: the ward page: one page (`v`, from 1) of about a sixth of the ward's houses. */
export const WardPageSchema = z.object({
  items: z.array(HouseSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pages: z.number().int(),
});
export type WardPage = z.infer<typeof WardPageSchema>;

/** Exactly one head of household per house (issue 4). */
export function checkOneHead(members: { HOH: boolean }[], ctx: z.RefinementCtx) {
  const heads = members.filter((m) => m.HOH).length;
  if (heads !== 1) {
    ctx.addIssue({ code: 'custom', path: ['members'], message: `A house needs exactly one head of household (found ${heads})` });
  }
}

// ---- board --------------------------------------------------------------------------------
export const BoardMemberSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  house: z.string(),
  group: z.string(),
  phone: z.string(),
  image: z.string().nullable(),
  preImage: z.string().nullable(),
  title: z.number().int(),
  ward: z.number().int().nullable(),
  grade: z.number().int().nullable(),
  duration: z.string(),
  isCurrent: z.boolean(),
});
export type BoardMember = z.infer<typeof BoardMemberSchema>;

export const BoardMemberInputSchema = z.strictObject({
  name: trimmed(120).min(1),
  house: trimmed(120).default(''),
  group: trimmed(120).default(''),
  phone: optionalPhone.default(''),
  image: z.string().max(300).nullable().default(null),
  preImage: z.string().max(4000).nullable().default(null),
  title: BoardTitleSchema,
  ward: z.number().int().min(1).max(WARD_COUNT).nullable().default(null),
  grade: z.number().int().min(GRADE_MIN).max(GRADE_MAX).nullable().default(null),
  duration: z.string().trim().regex(/^(\d{4}\s*-\s*(\d{4})?)?$/, 'Duration is "start - end"').default(''),
  isCurrent: z.boolean().default(true),
});
export type BoardMemberInput = z.infer<typeof BoardMemberInputSchema>;

// ---- contacts -----------------------------------------------------------------------------
export const ContactSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  house: z.string(),
  institution: z.string(),
  location: z.string(),
  phone: z.string(),
  altPhone: z.string(),
  type: z.enum(CONTACT_TYPES).nullable(),
  nameInEng: z.string(),
});
export type Contact = z.infer<typeof ContactSchema>;

// ---- auth ---------------------------------------------------------------------------------
export const LoginSchema = z.strictObject({
  username: textSchema().trim().min(1).max(60),
  password: textSchema().min(1).max(200),
});
export const RegisterSchema = z.strictObject({
  username: z.string().trim().min(3).max(60).regex(/^[a-zA-Z0-9_.-]+$/, 'Letters, digits, _ . - only'),
  password: textSchema().min(10).max(200),
  isAdmin: z.boolean().default(false),
});
export const UserInfoSchema = z.object({
  _id: IdSchema,
  username: z.string(),
  isAdmin: z.boolean(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

// ---- errors -------------------------------------------------------------------------------
/** Every API error has this shape; `code` is stable, `message` is for people. */
export const ApiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const ERROR_CODES = {
  validation: 'validation_error',
  invalidJson: 'invalid_json',
  payloadTooLarge: 'payload_too_large',
  unsupportedMedia: 'unsupported_media_type',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  badOrigin: 'bad_origin',
  rateLimited: 'rate_limited',
  loginFailed: 'login_failed',
  conflict: 'conflict',
  internal: 'internal_error',
  /** Issue 8: one code per situation the UI explains in its own words (a 409/400 of its own). */
  headOfFamily: 'head_of_family',
  headChanged: 'head_changed',
  needsHead: 'needs_head_of_family',
  usernameTaken: 'username_taken',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

// ---- house and member writes (issue 4) ------------------------------------------------------
const ImageFieldsSchema = {
  image: z.string().max(300).nullable().default(null),
  preImage: z.string().max(4000).nullable().default(null),
};

/** POST /api/houses: a family with its members, exactly one of them head of household. */
export const HouseCreateSchema = z
  .strictObject({
    house: trimmed(120).min(1),
    ward: z.number().int().min(1).max(WARD_COUNT),
    ...ImageFieldsSchema,
    members: z.array(MemberInputSchema).min(1).max(40),
  })
  .superRefine((h, ctx) => checkOneHead(h.members, ctx));
export type HouseCreate = z.infer<typeof HouseCreateSchema>;

/** PUT /api/houses: the house's own fields (members have their own routes); left out, a field keeps its value. */
export const HouseUpdateSchema = z.strictObject({
  _id: IdSchema,
  ...updateFields({ house: trimmed(120).min(1), ...ImageFieldsSchema }),
});

/** PUT /api/houses/switch-ward */
export const SwitchWardSchema = z.strictObject({ _id: IdSchema, ward: z.number().int().min(1).max(WARD_COUNT) });

/** A family as a picker lists it (GET /api/houses/list/{ward}). */
export const HouseSummarySchema = z.object({ _id: IdSchema, house: z.string(), ward: z.number().int(), headName: z.string() });

/** POST /api/media answer. */
export const StoredImageSchema = z.object({ image: z.string(), preImage: z.string() });

/** PUT /api/board: left out, a field keeps its value (issue 8). */
export const BoardMemberUpdateSchema = z.strictObject({ _id: IdSchema, ...updateFields(BoardMemberInputSchema.shape) });
export type BoardMemberUpdate = z.infer<typeof BoardMemberUpdateSchema>;

// ---- gallery events (spec §3 "Event") ------------------------------------------------------
export const EventImageSchema = z.object({ _id: IdSchema, image: z.string().nullable(), preImage: z.string().nullable() });
export const GalleryEventSchema = z.object({ _id: IdSchema, event: z.string(), images: z.array(EventImageSchema) });
export type GalleryEvent = z.infer<typeof GalleryEventSchema>;
export const IdBodySchema = z.strictObject({ _id: IdSchema });

// ---- update bodies (issue 8) ---------------------------------------------------------------
type UpdateShape<S extends z.ZodRawShape> = {
  [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer Inner> ? Inner : S[K]>;
};
/**
 * The fields of an update body (issue 8): each may be left out, and a field left out keeps its
 * value, so no default may fill it in (zod's `.partial()` keeps defaults). Only an explicit `null`
 * clears a nullable field.
 */
export function updateFields<S extends z.ZodRawShape>(shape: S): UpdateShape<S> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, z.optional(field instanceof z.ZodDefault ? field.unwrap() : field)]),
  ) as UpdateShape<S>;
}
