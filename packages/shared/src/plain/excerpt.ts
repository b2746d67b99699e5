// The one way a text is shortened (link previews, push messages, report lines): counted and cut by
// graphemes, so no emoji, flag, ZWJ sequence or Malayalam conjunct is split (a lone surrogate
// half is refused by PostgreSQL's JSON and reads as garbage); docs/decisions.md "Texts are
// shortened by graphemes". Zod-free: read-only screens use it.

/** Link previews show about two lines; WhatsApp cuts a description near 160 characters. */
export const PREVIEW_TEXT_MAX = 160;

const ELLIPSIS = '…';

// Every supported browser and Node has Intl.Segmenter; code points are the fallback (never halves).
const segmenter =
  typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/** The user-perceived characters of a text. */
export function graphemes(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/**
 * `text` in at most `max` graphemes: whole when it fits; otherwise cut to `max - 1` graphemes, back
 * to the last space when `atWord` and that keeps more than half, with an ellipsis as the last one.
 */
export function shorten(text: string, max: number, { atWord = true }: { atWord?: boolean } = {}): string {
  // Cheap exit: no text of at most `max` code units has more than `max` graphemes.
  if (text.length <= max) return text;
  const all = graphemes(text);
  if (all.length <= max) return text;
  if (max < 1) return '';
  let kept = all.slice(0, max - 1);
  if (atWord) {
    const lastSpace = kept.lastIndexOf(' ');
    if (lastSpace > max / 2) kept = kept.slice(0, lastSpace);
  }
  return `${kept.join('').trimEnd()}${ELLIPSIS}`;
}

/** The start of a text for a link preview or a notification: white space folded, cut at a word. */
export function excerpt(text: string, max = PREVIEW_TEXT_MAX): string {
  return shorten(text.replace(/\s+/g, ' ').trim(), max);
}
