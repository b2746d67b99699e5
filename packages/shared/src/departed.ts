// The departed (docs/product.md "Departed", "Departed record" and "Departed API"): the profile shape, the page
// answer `[profiles, total]`, the add/edit bodies, and "mark as departed" of a family member.
import { z } from 'zod';
import { IdSchema, ImageFieldsSchema, nameText, OptionalPhoneSchema, updateFields } from './common.ts';

/** Years of death accepted: the parish's records go back to its founding. */
export const YOD_MIN = 1800;
export const currentYear = () => new Date().getFullYear();

export const DepartedSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  house: z.string(),
  YOD: z.number().int().nullable(),
  image: z.string().nullable(),
  preImage: z.string().nullable(),
  phone: z.string(),
});
export type Departed = z.infer<typeof DepartedSchema>;

/** docs/product.md "Departed record": the page answer is an array, the profiles then the total count. */
export const DepartedPageSchema = z.tuple([z.array(DepartedSchema), z.number().int()]);
export type DepartedPage = z.infer<typeof DepartedPageSchema>;

const YodSchema = z.coerce
  .number()
  .int()
  .min(YOD_MIN)
  .refine((y) => y <= currentYear(), { message: 'Year is in the future' });

export const DepartedInputSchema = z.strictObject({
  name: nameText(120).min(1, 'Name is required'),
  house: nameText(120).default(''),
  YOD: YodSchema.nullable().default(null),
  phone: OptionalPhoneSchema.default(''),
  ...ImageFieldsSchema,
});
export type DepartedInput = z.input<typeof DepartedInputSchema>;

export const DepartedUpdateSchema = z.strictObject({ _id: IdSchema, ...updateFields(DepartedInputSchema.shape) });

/**
 * POST /api/houses/members/{id}/departed: the member leaves the family for a departed entry with its
 * house name; a head names who heads the family next (required when others remain).
 */
export const MarkDepartedSchema = z.strictObject({
  YOD: YodSchema,
  newHeadId: IdSchema.optional(),
  ...ImageFieldsSchema,
});
export type MarkDeparted = z.input<typeof MarkDepartedSchema>;
