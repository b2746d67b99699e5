// The parish history's paragraph rule (docs/product.md "History"): zod-free, so the read-only history
// screen does not load zod; faq.ts builds the editor's and the server's schemas on it.

/** docs/product.md "History": paragraphs are separated by a double hash marker. */
export const HISTORY_SEPARATOR = '##';
export const HISTORY_PARAGRAPH_MAX = 8000;
export const HISTORY_MAX_PARAGRAPHS = 200;

/** The stored text → its paragraphs (trimmed, empty ones dropped). */
export function historyParagraphs(text: string): string[] {
  return text
    .split(HISTORY_SEPARATOR)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Paragraphs → the stored text. */
export function joinHistory(paragraphs: readonly string[]): string {
  return paragraphs
    .map((p) => p.trim())
    .filter(Boolean)
    .join(HISTORY_SEPARATOR);
}
