// The schema pieces every domain builds on: ids, free text, phones, update bodies, photos and the
// API's error shape. Each domain's wire shapes (docs/product.md "Records") live in its own file beside this one.
import { z } from 'zod';
import { BLOOD_GROUPS, GRADE_MAX, GRADE_MIN, WARD_COUNT } from './plain/constants.ts';
import { normalizePhone } from './plain/phone.ts';
import { hasNoEmoji, NAME_EMOJI_MESSAGE } from './plain/names.ts';

export const IdSchema = z.uuid();
export const WardNumberSchema = z.coerce.number().int().min(1).max(WARD_COUNT);
export const GradeSchema = z.coerce.number().int().min(GRADE_MIN).max(GRADE_MAX);
export const BloodGroupSchema = z.enum(BLOOD_GROUPS);

/** No NUL (U+0000): nobody types it and PostgreSQL cannot store it in text. */
export const hasNoNul = (text: string) => !text.includes('\u0000');
/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * No lone UTF-16 surrogate (`"\ud800"` in JSON): no keyboard makes one, PostgreSQL refuses it in
 * jsonb (a 500) and turns it into U+FFFD in text (the stored value is not what was sent).
 */
export const isWellFormedText = (text: string) => !LONE_SURROGATE.test(text);
/** Every free text of a request: a string without NUL or a lone surrogate. Both sides build their fields on it. */
export const textSchema = () =>
  z
    .string()
    .refine(hasNoNul, { message: 'Contains a NUL character' })
    .refine(isWellFormedText, { message: 'Contains a broken character (a lone UTF-16 surrogate)' });
/** Free text, trimmed, at most `max` characters. */
export const trimmedText = (max: number) => textSchema().trim().max(max);
/** A name (a person's, a house's): trimmed free text without emoji (docs/decisions.md "No emoji in names"). */
export const nameText = (max: number) => trimmedText(max).refine(hasNoEmoji, { message: NAME_EMOJI_MESSAGE });
/** A phone as typed → E.164: what the server stores. `optional` lets an empty field through as ''. */
function phoneSchema(optional: boolean) {
  return z
    .string()
    .max(40)
    .transform((typed, ctx) => {
      if (optional && typed.trim() === '') return '';
      const e164 = normalizePhone(typed);
      if (e164) return e164;
      ctx.addIssue({
        code: 'custom',
        message: 'Not a phone number: 10 digits for an Indian one, + and the country code for one abroad',
      });
      return z.NEVER;
    });
}
export const PhoneSchema = phoneSchema(false);
export const OptionalPhoneSchema = phoneSchema(true);

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

// In a zod-free file of their own, so a screen that only reads a code does not load zod
// (docs/decisions.md "Error codes live in a zod-free file").
export { ERROR_CODES, type ErrorCode } from './plain/error-codes.ts';

/**
 * The photo of a record: the stored file's name and its blurred preview (docs/product.md "Records" `image`,
 * `preImage`).
 */
export const ImageFieldsSchema = {
  image: z.string().max(300).nullable().default(null),
  preImage: z.string().max(4000).nullable().default(null),
};

/** POST /api/media answer. */
export const StoredImageSchema = z.object({ image: z.string(), preImage: z.string() });

export const IdBodySchema = z.strictObject({ _id: IdSchema });

// ---- update bodies -------------------------------------------------------------------------
type UpdateShape<S extends z.ZodRawShape> = {
  [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer Inner> ? Inner : S[K]>;
};
/**
 * The fields of an update body (docs/decisions.md "Update bodies: a field left out keeps its
 * value"): each may be left out, and a field left out keeps its
 * value, so no default may fill it in (zod's `.partial()` keeps defaults). Only an explicit `null`
 * clears a nullable field.
 */
export function updateFields<S extends z.ZodRawShape>(shape: S): UpdateShape<S> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      z.optional(field instanceof z.ZodDefault ? field.unwrap() : field),
    ]),
  ) as UpdateShape<S>;
}

/**
 * An update body addressed by its path (`PUT …/{id}`) must change something: `{}` is a client's
 * mistake, answered 400 on `body` (not the 500 an empty SQL update was).
 */
export const changesSomething = (body: object) => Object.values(body).some((v) => v !== undefined);
export const NOTHING_TO_CHANGE = { message: 'Nothing to change: send at least one field' };

/** Such a body: the fields of `updateFields`, at least one of them sent. */
export const updateBody = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(updateFields(shape)).refine(changesSomething, NOTHING_TO_CHANGE);
