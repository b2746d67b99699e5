import { z } from 'zod';
import { PhoneSchema } from './schemas.ts';

/** Parish-wide settings kept in the database (an admin changes them without a redeploy). */
export const SettingsSchema = z.object({
  /** Spec §2: hides English names, gender and e-mail from the public. */
  restrictedPublicMode: z.boolean().default(false),
  /** The admin's WhatsApp number: the no-photo button and the news notice reach it. */
  adminPhone: z.string().default('+919447012345'),
  churchName: z.string().default('സെന്റ് മേരീസ് ഫൊറോന പള്ളി'),
  churchAddress: z.string().default('സെന്റ് മേരീസ് ഫൊറോന പള്ളി, പള്ളിക്കവല, കുറവിലങ്ങാട് പി.ഒ., കോട്ടയം, കേരളം 686633'),
  churchPhone: z.string().default('+914822230123'),
  churchEmail: z.string().default('office@stmarysparish.in'),
  /** Spec §1: the drawer is titled with the 2025 souvenir name. */
  souvenirName: z.string().default('ജൂബിലി സ്മരണിക 2025'),
});
export type Settings = z.infer<typeof SettingsSchema>;

/** What an admin may change; the two phones are checked and stored as E.164 like every other (issue 8). */
export const SettingsUpdateSchema = z.strictObject({
  ...SettingsSchema.partial().shape,
  adminPhone: PhoneSchema.optional(),
  churchPhone: PhoneSchema.optional(),
});
