// Phone book (docs/product.md "Phone book", "Contact record" and "Contacts API"): the request bodies both the admin
// form and the server validate, and the rule that splits the English variants of a name.
import { z } from 'zod';
import { CONTACT_TYPES } from './plain/constants.ts';
import { IdSchema, nameText, OptionalPhoneSchema, PhoneSchema, textSchema, updateFields } from './common.ts';

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

const text = (max: number) => textSchema().trim().max(max);

export const ContactInputSchema = z.strictObject({
  name: nameText(120).min(1, 'Name is required'),
  house: nameText(120).default(''),
  institution: text(160).default(''),
  location: text(120).default(''),
  phone: PhoneSchema,
  altPhone: OptionalPhoneSchema.default(''),
  /** 1–6 for a public local centre (shown with its icon); null for a person. */
  type: z.enum(CONTACT_TYPES).nullable().default(null),
  /** English spellings people search by, separated by "/" ("church office/palli office"). */
  nameInEng: text(400).default(''),
});
export type ContactInput = z.input<typeof ContactInputSchema>;

/** PUT /api/contacts: left out, a field keeps its value. */
export const ContactUpdateSchema = z.strictObject({ _id: IdSchema, ...updateFields(ContactInputSchema.shape) });
export type ContactUpdate = z.input<typeof ContactUpdateSchema>;

export const ContactDeleteSchema = z.strictObject({ _id: IdSchema });

/** A page of member contacts (docs/product.md "Phone book" "all member contacts"), in the Contact shape. */
export const ContactPageSchema = z.object({
  items: z.array(ContactSchema),
  total: z.number().int(),
});
export type ContactPage = z.infer<typeof ContactPageSchema>;

export const MEMBER_CONTACTS_PAGE_SIZE = 100;

/** "church office / palli office" → ["church office", "palli office"]. */
export function englishVariants(nameInEng: string): string[] {
  return nameInEng
    .split('/')
    .map((v) => v.trim())
    .filter(Boolean);
}
