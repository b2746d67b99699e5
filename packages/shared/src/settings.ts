import { z } from 'zod';
import { DIRECTORY_DEFAULTS } from './plain/privacy.ts';
import { PhoneSchema, textSchema, updateFields } from './common.ts';
import { isTimesText, SERVICE_LABEL_MAX, SERVICE_TIME_LINES_MAX, SERVICE_TIMES_MAX } from './plain/service-times.ts';

/** Settings texts have limits: a page shows them, and nobody needs a megabyte of address. */
const settingText = (max: number) => textSchema().trim().max(max);

/** One line of the Mass or office times: the days ('ഞായർ') and their times ('6:30, 8:30, 10:30'). */
export const ServiceTimeLineSchema = z.strictObject({
  label: settingText(SERVICE_LABEL_MAX).min(1),
  times: settingText(SERVICE_TIMES_MAX).min(1).refine(isTimesText, {
    message: 'Clock times separated by commas, such as 6:30, 8:30 or 9:30 – 12:30',
  }),
});
const serviceTimes = z.array(ServiceTimeLineSchema).max(SERVICE_TIME_LINES_MAX).default([]);

/** Parish-wide settings kept in the database (an admin changes them without a redeploy). */
export const SettingsSchema = z.object({
  /** docs/product.md "Members table": hides English names, gender and e-mail from the public. */
  restrictedPublicMode: z.boolean().default(false),
  /**
   * docs/product.md "Directory privacy": what a family that made no choice shows. The start of the
   * server stores it once (docs/decisions.md "A real parish starts protected"); unset it reads as
   * open, today's directory.
   */
  directoryDefault: z.enum(DIRECTORY_DEFAULTS).default('open'),
  /** The admin's WhatsApp number: the no-photo button and the news notice reach it. */
  adminPhone: settingText(30).default('+919447012345'),
  churchName: settingText(120).default('സെന്റ് മേരീസ് ഫൊറോന പള്ളി'),
  // prettier-ignore
  churchAddress: settingText(400).default(
    'സെന്റ് മേരീസ് ഫൊറോന പള്ളി, പള്ളിക്കവല, കുറവിലങ്ങാട് പി.ഒ., കോട്ടയം, കേരളം 686633',
  ),
  churchPhone: settingText(30).default('+914822230123'),
  churchEmail: settingText(160).default('office@stmarysparish.in'),
  /** docs/product.md "Nav bar and drawers": the drawer is titled with the 2025 souvenir name. */
  souvenirName: settingText(120).default('ജൂബിലി സ്മരണിക 2025'),
  /** The church's photo on the home page: a photo POST /api/media stored, with its blurred placeholder. */
  churchImage: z.string().max(200).nullable().default(null),
  churchPreImage: z.string().max(4000).nullable().default(null),
  /** Shown on the home and address pages; none until the admin sets them (wrong times mislead). */
  massTimes: serviceTimes,
  officeHours: serviceTimes,
});
export type Settings = z.infer<typeof SettingsSchema>;

/**
 * The settings a page cannot do without (the home page's caption, the menu's title, the address
 * and the two phones): never blank or white space only (docs/decisions.md "Required settings are
 * never blank").
 */
export const REQUIRED_SETTINGS = ['churchName', 'churchAddress', 'churchPhone', 'adminPhone', 'souvenirName'] as const;
const requiredText = (max: number) => settingText(max).min(1, 'Must not be empty').optional();

/** What an admin may change; the two phones are checked and stored as E.164 like every other. */
// Not SettingsSchema.partial(): zod keeps defaults there, and one changed setting reset the rest.
export const SettingsUpdateSchema = z.strictObject({
  ...updateFields(SettingsSchema.shape),
  churchName: requiredText(120),
  churchAddress: requiredText(400),
  souvenirName: requiredText(120),
  // A phone is never blank: PhoneSchema refuses what is not a number.
  adminPhone: PhoneSchema.optional(),
  churchPhone: PhoneSchema.optional(),
});
export type SettingsUpdate = z.infer<typeof SettingsUpdateSchema>;
