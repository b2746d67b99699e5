// FAQ (docs/product.md "FAQ"; docs/product.md "FAQ record"; docs/product.md "FAQ and history API"): wire shapes and the
// bodies both the admin forms and the server validate.
import { z } from 'zod';
import { IdSchema, textSchema, updateFields } from './common.ts';

export const FaqSchema = z.object({
  _id: IdSchema,
  question: z.string(),
  answer: z.string(),
  audioUrl: z.string().nullable(),
  /** The place in the numbered list (1 first). */
  order: z.number().int(),
});
export type Faq = z.infer<typeof FaqSchema>;

export const FAQ_ORDER_MAX = 10_000;

export const FaqInputSchema = z.strictObject({
  question: textSchema().trim().min(1, 'Question is required').max(500),
  answer: textSchema().trim().min(1, 'Answer is required').max(20_000),
  /** A file POST /api/media/audio stored (/media/<hash>.mp3), or null for none. */
  audioUrl: z.string().max(300).nullable().default(null),
  order: z.coerce.number().int().min(0).max(FAQ_ORDER_MAX).default(0),
});
export type FaqInput = z.input<typeof FaqInputSchema>;

/** PUT /api/faq: left out, a field keeps its value. */
export const FaqUpdateSchema = z.strictObject({ _id: IdSchema, ...updateFields(FaqInputSchema.shape) });
export type FaqUpdate = z.input<typeof FaqUpdateSchema>;
