// Members of a family (docs/product.md "Member record"): the fields both the member form and the server validate,
// and the order a family's members are shown in.
import { z } from 'zod';
import { MEMBER_AGE_MAX } from './plain/constants.ts';
import { isValidBirthday } from './plain/birthday.ts';
import { BloodGroupSchema, IdSchema, nameText, OptionalPhoneSchema, trimmedText, updateBody } from './common.ts';

export const MemberFieldsSchema = z.strictObject({
  name: nameText(120).min(1),
  nameEng: nameText(120).default(''),
  age: z.number().int().min(0).max(MEMBER_AGE_MAX),
  work: trimmedText(120).default(''),
  phone: OptionalPhoneSchema.default(''),
  HOH: z.boolean(),
  gender: z.boolean(),
  relation: trimmedText(60).default(''),
  origin: trimmedText(160).default(''),
  location: trimmedText(120).default(''),
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
export const MemberUpdateSchema = updateBody(MemberFieldsSchema.shape);
export type MemberUpdate = z.infer<typeof MemberUpdateSchema>;

/**
 * A member as the server answers it. A field the reader may not see under the family's choices
 * (docs/product.md "Directory privacy") is absent, never null or blank.
 */
export const MemberSchema = MemberFieldsSchema.extend({
  _id: IdSchema,
  /** As stored (E.164): a response is not re-read as typed input. */
  phone: z.string().optional(),
  age: z.number().int().optional(),
  work: z.string().optional(),
  blood: z.string().optional(),
  birthMonth: z.number().int().nullable().optional(),
  birthDay: z.number().int().nullable().optional(),
  nameEng: z.string().optional(),
  gender: z.boolean().optional(),
  email: z.string().optional(),
});
export type Member = z.infer<typeof MemberSchema>;

// Ordering is zod-free in member-order.ts, for the read-only screens.
export { headOf, sortMembers } from './plain/member-order.ts';
