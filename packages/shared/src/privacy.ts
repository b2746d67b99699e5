// A family's privacy choices and the records kept of them (docs/product.md "Directory privacy"):
// what the admin's privacy form sends, what GET /api/houses/{id}/privacy answers.
import { z } from 'zod';
import { IdSchema } from './common.ts';
import { AUDIENCES, DIRECTORY_DEFAULTS } from './plain/privacy.ts';

export * from './plain/privacy.ts';

export const AudienceSchema = z.enum(AUDIENCES);
export const DirectoryDefaultSchema = z.enum(DIRECTORY_DEFAULTS);
/** How the choice reached the parish: a paper form the office typed in, or the family online. */
export const ConsentSourceSchema = z.enum(['paper', 'online']);

/** A parent's consent for a child's phone, birthday and blood group to reach visitors: who gave it, when it was recorded. */
export const ParentConsentSchema = z.strictObject({
  by: z.string().trim().min(1).max(120),
  at: z.iso.datetime(),
});

export const MemberPrivacySchema = z.strictObject({
  _id: IdSchema,
  phone: AudienceSchema,
  birthday: AudienceSchema,
  age: AudienceSchema,
  blood: AudienceSchema,
  work: AudienceSchema,
  nameEng: AudienceSchema,
  /** Only for a member under 18; null or absent: none recorded. */
  parentConsent: ParentConsentSchema.nullable().optional(),
});
export type MemberPrivacy = z.infer<typeof MemberPrivacySchema>;

/** PUT /api/houses/{id}/privacy: the whole set of choices for the family (every member of it, no other). */
export const HousePrivacyUpdateSchema = z.strictObject({
  listed: AudienceSchema,
  photo: AudienceSchema,
  members: z.array(MemberPrivacySchema).max(60),
  source: ConsentSourceSchema.default('paper'),
});
export type HousePrivacyUpdate = z.infer<typeof HousePrivacyUpdateSchema>;

/** One consent record: never overwritten, one per change. */
export const ConsentRecordSchema = z.object({
  _id: IdSchema,
  at: z.string(),
  /** The account that recorded it (the office's username, or the family's). */
  by: z.string(),
  source: ConsentSourceSchema,
  noticeVersion: z.number().int(),
  choices: z.object({ listed: AudienceSchema, photo: AudienceSchema, members: z.array(MemberPrivacySchema) }),
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;

/** GET /api/houses/{id}/privacy (office): the choices in force (the default where none was made) and the records. */
export const HousePrivacySchema = z.object({
  houseId: IdSchema,
  /** False while the family has made no choice: the values shown are the parish's default. */
  chosen: z.boolean(),
  directoryDefault: DirectoryDefaultSchema,
  listed: AudienceSchema,
  photo: AudienceSchema,
  /** Each member's choices, with the name and age in years the form shows beside them. */
  members: z.array(MemberPrivacySchema.extend({ name: z.string(), years: z.number().int() })),
  records: z.array(ConsentRecordSchema),
});
export type HousePrivacy = z.infer<typeof HousePrivacySchema>;
