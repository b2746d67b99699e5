// A family's privacy choices and the records kept of them (docs/product.md "Directory privacy"):
// what the admin's privacy form sends, what GET /api/houses/{id}/privacy answers.
import { z } from 'zod';
import { IdSchema, nameText, PhoneSchema, trimmedText } from './common.ts';
import { AuditEntrySchema } from './office.ts';
import { WARD_COUNT } from './plain/constants.ts';
import { AUDIENCES, DIRECTORY_DEFAULTS } from './plain/privacy.ts';
import {
  NOTICE_SECTION_MAX,
  PRIVACY_ANSWER_MAX,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
  PRIVACY_REQUEST_TEXT_MAX,
} from './plain/privacy-rights.ts';

export * from './plain/privacy.ts';

export const AudienceSchema = z.enum(AUDIENCES);
export const DirectoryDefaultSchema = z.enum(DIRECTORY_DEFAULTS);
/** How the choice reached the parish: a paper form the office typed in, or the family online. */
export const ConsentSourceSchema = z.enum(['paper', 'online']);

/**
 * A parent's consent for a child's phone, birthday and blood group to reach visitors: who gave it, when it was
 * recorded.
 */
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

// ---- the notice and people's requests (docs/product.md "Privacy notice", docs/product.md "Privacy requests") ----
export * from './plain/privacy-rights.ts';

const noticeSectionText = (label: string) => trimmedText(NOTICE_SECTION_MAX).min(1, `${label} may not be empty`);

/** One language's notice: a text for each of NOTICE_SECTIONS. */
export const NoticeTextSchema = z.strictObject({
  purposes: noticeSectionText('What each field is for'),
  audiences: noticeSectionText('Who sees it'),
  choices: noticeSectionText('How to change or withdraw'),
  rights: noticeSectionText('The rights'),
  contact: noticeSectionText('Whom to contact'),
});
export type NoticeText = z.infer<typeof NoticeTextSchema>;

/** POST /api/privacy/notice (admin): a new version, in Malayalam and English. */
export const NoticeInputSchema = z.strictObject({ ml: NoticeTextSchema, en: NoticeTextSchema });
export type NoticeInput = z.input<typeof NoticeInputSchema>;

/** GET /api/privacy/notice: the version in force, who published it and when. */
export const NoticeSchema = z.object({
  version: z.number().int(),
  ml: NoticeTextSchema,
  en: NoticeTextSchema,
  publishedAt: z.string(),
  publishedBy: z.string(),
});
export type Notice = z.infer<typeof NoticeSchema>;

export const PrivacyRequestKindSchema = z.enum(PRIVACY_REQUEST_KINDS);
export const PrivacyRequestStatusSchema = z.enum(PRIVACY_REQUEST_STATUSES);

/** POST /api/privacy/requests (anyone, no account): who asks, how to reach them, what they ask. */
export const PrivacyRequestInputSchema = z.strictObject({
  name: nameText(120).min(1, 'Name is required'),
  phone: PhoneSchema,
  kind: PrivacyRequestKindSchema,
  text: trimmedText(PRIVACY_REQUEST_TEXT_MAX).min(1, 'Say what you ask for'),
  house: nameText(120).default(''),
  ward: z.number().int().min(1).max(WARD_COUNT).nullable().default(null),
});
export type PrivacyRequestInput = z.input<typeof PrivacyRequestInputSchema>;

/** One request as the office's queue shows it. */
export const PrivacyRequestSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  phone: z.string(),
  kind: PrivacyRequestKindSchema,
  text: z.string(),
  house: z.string(),
  ward: z.number().int().nullable(),
  receivedAt: z.string(),
  dueAt: z.string(),
  status: PrivacyRequestStatusSchema,
  answer: z.string(),
  answeredAt: z.string().nullable(),
  answeredBy: z.string().nullable(),
});
export type PrivacyRequest = z.infer<typeof PrivacyRequestSchema>;

/**
 * PUT /api/privacy/requests/{id} (admin): where it stands and what was answered; answered and refused need the answer.
 */
export const PrivacyRequestUpdateSchema = z
  .strictObject({
    status: PrivacyRequestStatusSchema,
    answer: trimmedText(PRIVACY_ANSWER_MAX).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.status !== 'open' && value.answer === '')
      ctx.addIssue({ code: 'custom', path: ['answer'], message: 'Write the answer given, or the reason for refusing' });
  });
export type PrivacyRequestUpdate = z.input<typeof PrivacyRequestUpdateSchema>;

/**
 * GET /api/houses/{id}/held (admin): every field held about a family, its photos and the audit entries that name it.
 */
export const HeldDataSchema = z.object({
  house: z.object({
    _id: IdSchema,
    house: z.string(),
    ward: z.number().int(),
    image: z.string().nullable(),
    preImage: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  members: z.array(
    z.object({
      _id: IdSchema,
      name: z.string(),
      nameEng: z.string(),
      age: z.number().int(),
      work: z.string(),
      phone: z.string(),
      HOH: z.boolean(),
      gender: z.boolean(),
      relation: z.string(),
      origin: z.string(),
      location: z.string(),
      blood: z.string(),
      birthMonth: z.number().int().nullable(),
      birthDay: z.number().int().nullable(),
      email: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** The photo's addresses: the full image, its small rendition. */
  photos: z.array(z.string()),
  audit: z.array(AuditEntrySchema.omit({ id: true })),
  /** The family's consent records, newest first. */
  consents: z.array(ConsentRecordSchema),
  generatedAt: z.string(),
});
export type HeldData = z.infer<typeof HeldDataSchema>;

/** GET /api/privacy/renewals (office): families whose latest consent was given under an older notice. */
export const RenewalsSchema = z.object({
  noticeVersion: z.number().int(),
  items: z.array(
    z.object({
      houseId: IdSchema,
      house: z.string(),
      ward: z.number().int(),
      consentedAt: z.string(),
      noticeVersion: z.number().int(),
    }),
  ),
});
export type Renewals = z.infer<typeof RenewalsSchema>;

/** POST /api/houses/{id}/erase: what went (no personal data). */
export const ErasedSchema = z.object({
  message: z.literal('Family erased'),
  houseId: IdSchema,
  ward: z.number().int(),
  members: z.number().int(),
  photos: z.number().int(),
});
export type Erased = z.infer<typeof ErasedSchema>;
