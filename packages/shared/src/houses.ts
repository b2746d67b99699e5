// Families (docs/product.md "House record" and "Houses API"): the ward page, the house writes and the family picker.
import { z } from 'zod';
import { HOUSE_MEMBERS_MAX, WARD_COUNT } from './plain/constants.ts';
import { IdSchema, ImageFieldsSchema, nameText, trimmedText, updateFields } from './common.ts';
import { MemberInputSchema, MemberSchema } from './members.ts';

export const HouseSchema = z.object({
  _id: IdSchema,
  house: z.string(),
  ward: z.number().int(),
  /** Absent when the family's photo is not for this reader (docs/product.md "Directory privacy"). */
  image: z.string().nullable().optional(),
  preImage: z.string().nullable().optional(),
  members: z.array(MemberSchema),
});
export type House = z.infer<typeof HouseSchema>;

/**
 * GET /api/houses/mine: the families and members the caller created within OWN_WRITE_HOURS, which
 * a logged-in user may still correct (an admin may correct any).
 */
export const MyHousesSchema = z.object({ houses: z.array(IdSchema), members: z.array(IdSchema) });
export type MyHouses = z.infer<typeof MyHousesSchema>;

/** docs/product.md "Houses API": the ward page: one page (`v`, from 1) of about a sixth of the ward's houses. */
export const WardPageSchema = z.object({
  items: z.array(HouseSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pages: z.number().int(),
});
export type WardPage = z.infer<typeof WardPageSchema>;

/** Exactly one head of household per house (docs/decisions.md "Head of household rules"). */
export function checkOneHead(members: { HOH: boolean }[], ctx: z.RefinementCtx) {
  const heads = members.filter((m) => m.HOH).length;
  if (heads !== 1) {
    ctx.addIssue({
      code: 'custom',
      path: ['members'],
      message: `A house needs exactly one head of household (found ${heads})`,
    });
  }
}

// ---- writes -------------------------------------------------------------------------------
/** POST /api/houses: a family with its members, exactly one of them head of household. */
export const HouseCreateSchema = z
  .strictObject({
    house: nameText(120).min(1),
    ward: z.number().int().min(1).max(WARD_COUNT),
    ...ImageFieldsSchema,
    members: z.array(MemberInputSchema).min(1).max(HOUSE_MEMBERS_MAX),
  })
  .superRefine((h, ctx) => checkOneHead(h.members, ctx));
export type HouseCreate = z.infer<typeof HouseCreateSchema>;

/** PUT /api/houses: the house's own fields (members have their own routes); left out, a field keeps its value. */
export const HouseUpdateSchema = z.strictObject({
  _id: IdSchema,
  ...updateFields({ house: nameText(120).min(1), ...ImageFieldsSchema }),
});

/** PUT /api/houses/switch-ward */
export const SwitchWardSchema = z.strictObject({ _id: IdSchema, ward: z.number().int().min(1).max(WARD_COUNT) });

/** A family as a picker lists it (GET /api/houses/list/{ward}). */
export const HouseSummarySchema = z.object({
  _id: IdSchema,
  house: z.string(),
  ward: z.number().int(),
  headName: z.string(),
});
