import { z } from 'zod';
import { PhoneSchema, textSchema, updateFields } from './common.ts';

/** Settings texts have limits (issue 8): a page shows them, and nobody needs a megabyte of address. */
const settingText = (max: number) => textSchema().trim().max(max);

/** Parish-wide settings kept in the database (an admin changes them without a redeploy). */
export const SettingsSchema = z.object({
  /** Spec §2: hides English names, gender and e-mail from the public. */
  restrictedPublicMode: z.boolean().default(false),
  /** The admin's WhatsApp number: the no-photo button and the news notice reach it. */
  adminPhone: settingText(30).default('+919447012345'),
  churchName: settingText(120).default('സെന്റ് മേരീസ് ഫൊറോന പള്ളി'),
  churchAddress: settingText(400).default('സെന്റ് മേരീസ് ഫൊറോന പള്ളി, പള്ളിക്കവല, കുറവിലങ്ങാട് പി.ഒ., കോട്ടയം, കേരളം 686633'),
  churchPhone: settingText(30).default('+914822230123'),
  churchEmail: settingText(160).default('office@stmarysparish.in'),
  /** Spec §1: the drawer is titled with the 2025 souvenir name. */
  souvenirName: settingText(120).default('ജൂബിലി സ്മരണിക 2025'),
});
export type Settings = z.infer<typeof SettingsSchema>;

/** What an admin may change; the two phones are checked and stored as E.164 like every other (issue 8). */
// Not SettingsSchema.partial(): zod keeps defaults there, and one changed setting reset the rest.
export const SettingsUpdateSchema = z.strictObject({
  ...updateFields(SettingsSchema.shape),
  adminPhone: PhoneSchema.optional(),
  churchPhone: PhoneSchema.optional(),
});
