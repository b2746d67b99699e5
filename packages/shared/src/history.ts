// The parish history (docs/product.md "History"; docs/product.md "History record"; docs/product.md "FAQ and history
// API"): the wire shape, the bodies both the editor and the server validate, and the paragraph rule.
import { z } from 'zod';
import { textSchema } from './common.ts';
import {
  HISTORY_MAX_PARAGRAPHS,
  HISTORY_PARAGRAPH_MAX,
  HISTORY_SEPARATOR,
  historyParagraphs,
} from './plain/history-text.ts';
// The paragraph rule is zod-free in history-text.ts, for the read-only history screen.
export {
  HISTORY_MAX_PARAGRAPHS,
  HISTORY_PARAGRAPH_MAX,
  HISTORY_SEPARATOR,
  historyParagraphs,
  joinHistory,
} from './plain/history-text.ts';

export const HistoryParagraphSchema = textSchema()
  .trim()
  .min(1, 'A paragraph may not be empty')
  .max(HISTORY_PARAGRAPH_MAX)
  .refine((p) => !p.includes(HISTORY_SEPARATOR), { message: 'A paragraph may not contain ##' });

/** docs/product.md "History record": the history is an array whose first item is used. */
export const HistorySchema = z.object({ history: z.array(z.string()) });
export type History = z.infer<typeof HistorySchema>;

const ParagraphsSchema = z
  .array(HistoryParagraphSchema)
  .min(1, 'The history needs a paragraph')
  .max(HISTORY_MAX_PARAGRAPHS);

/** The editor's body of PUT /api/faq/history: the paragraphs in order (the server stores them joined by ##). */
export const HistoryInputSchema = z.strictObject({ paragraphs: ParagraphsSchema });
export type HistoryInput = z.input<typeof HistoryInputSchema>;

/**
 * What PUT /api/faq/history takes: the editor's `{ paragraphs }`, or the spec's History entity
 * (docs/product.md "History record") `{ history: [text] }`, whose first item is used and split at ## like the stored
 * text. Either becomes `{ paragraphs }`; a paragraph breaks the same rules both ways, named where it was sent.
 */
export const HistoryUpdateSchema = z
  .strictObject({
    paragraphs: ParagraphsSchema.optional(),
    history: z
      .array(textSchema().max(HISTORY_MAX_PARAGRAPHS * (HISTORY_PARAGRAPH_MAX + HISTORY_SEPARATOR.length)))
      .min(1, 'The history needs a text')
      .max(HISTORY_MAX_PARAGRAPHS)
      .optional(),
  })
  .transform(({ paragraphs, history }, ctx) => {
    if ((paragraphs === undefined) === (history === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['paragraphs'], message: 'Send either paragraphs or history' });
      return z.NEVER;
    }
    if (paragraphs) return { paragraphs };
    const parsed = ParagraphsSchema.safeParse(historyParagraphs(history?.[0] ?? ''));
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: ['history', 0], message: issue.message });
      return z.NEVER;
    }
    return { paragraphs: parsed.data };
  });
