// The start of a text for a link preview or a notification: white space folded, cut at a word
// with an ellipsis. Zod-free: read-only screens use it.

/** Link previews show about two lines; WhatsApp cuts a description near 160 characters. */
export const PREVIEW_TEXT_MAX = 160;

export function excerpt(text: string, max = PREVIEW_TEXT_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
