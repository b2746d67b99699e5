// Messages, sandesham (docs/product.md "Messages", "Sandesham record" and "Sandesham API"): an audio or video
// message with the speaker's name, a title and a round photo. The file goes up first through
// POST /api/media/audio or /video; the message points at it, and its kind follows the file.
import { z } from 'zod';
import { IdSchema, ImageFieldsSchema, nameText, textSchema } from './common.ts';

export const SANDESHAM_FILE_TYPES = ['video', 'audio'] as const;
export type SandeshamFileType = (typeof SANDESHAM_FILE_TYPES)[number];

export const SandeshamSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  preImage: z.string().nullable(),
  fileType: z.enum(SANDESHAM_FILE_TYPES),
  messageUrl: z.string(),
});
export type Sandesham = z.infer<typeof SandeshamSchema>;

const text = (max: number) => textSchema().trim().max(max);

export const SandeshamInputSchema = z.strictObject({
  name: nameText(120).min(1, 'Name is required'),
  title: text(200).min(1, 'Title is required'),
  ...ImageFieldsSchema,
  /** The url POST /api/media/audio or /video answered. */
  messageUrl: z.string().max(300).min(1, 'The message file is required'),
  /** Optional: the server takes the kind from the file; when given it must match. */
  fileType: z.enum(SANDESHAM_FILE_TYPES).optional(),
});
export type SandeshamInput = z.input<typeof SandeshamInputSchema>;

export const SandeshamDeleteSchema = z.strictObject({ _id: IdSchema });

export const SANDESHAM_DELETED = 'Sandesham deleted';
