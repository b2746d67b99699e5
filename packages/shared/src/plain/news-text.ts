// A news item's text as the news screen shows it (docs/product.md "News"): paragraphs, and links made
// clickable without reading any HTML. Zod-free, so the read-only screen does not load zod.

export type NewsPiece = { kind: 'text'; text: string } | { kind: 'link'; href: string; text: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the link ("see https://x.in/a."). */
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** Splits a line into text and http(s) links (no HTML is ever read from a news text). */
export function linkify(line: string): NewsPiece[] {
  const pieces: NewsPiece[] = [];
  let at = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const start = match.index;
    let href = match[0];
    const trailing = TRAILING.exec(href)?.[0] ?? '';
    href = href.slice(0, href.length - trailing.length);
    if (start > at) pieces.push({ kind: 'text', text: line.slice(at, start) });
    pieces.push({ kind: 'link', href, text: href });
    at = start + href.length;
  }
  if (at < line.length) pieces.push({ kind: 'text', text: line.slice(at) });
  return pieces;
}

/** Paragraphs of a news text: separated by blank lines; single line breaks stay inside one. */
export function newsParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
