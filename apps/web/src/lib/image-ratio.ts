// The shape of a photo before it loads (docs/decisions.md "Masonry boxes come from the
// placeholder's header"). Every stored photo carries its blurred
// placeholder (`preImage`, a 16 px WebP as a data URI, made from the photo itself): its header
// holds the width and height, so a grid can reserve each photo's box and place it in a masonry
// column before a single byte of the photo has arrived (no layout shift, no re-flow as they load).

function headerBytes(dataUri: string, count: number): Uint8Array | null {
  const comma = dataUri.indexOf(',');
  if (comma < 0 || !dataUri.slice(0, comma).endsWith(';base64')) return null;
  // Whole base64 groups of 4 characters give 3 bytes each.
  const chars = Math.ceil(count / 3) * 4;
  try {
    const binary = atob(dataUri.slice(comma + 1, comma + 1 + chars));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** Width and height read from a WebP or PNG data URI's header, or null. */
export function placeholderSize(dataUri: string | null | undefined): { width: number; height: number } | null {
  if (!dataUri?.startsWith('data:image/')) return null;
  const b = headerBytes(dataUri, 30);
  if (!b || b.length < 30) return null;
  let width = 0;
  let height = 0;
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') {
    const chunk = ascii(b, 12, 16);
    if (chunk === 'VP8 ') {
      width = (b[26] | (b[27] << 8)) & 0x3fff;
      height = (b[28] | (b[29] << 8)) & 0x3fff;
    } else if (chunk === 'VP8L') {
      const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
      width = (bits & 0x3fff) + 1;
      height = ((bits >>> 14) & 0x3fff) + 1;
    } else if (chunk === 'VP8X') {
      width = (b[24] | (b[25] << 8) | (b[26] << 16)) + 1;
      height = (b[27] | (b[28] << 8) | (b[29] << 16)) + 1;
    }
  } else if (b[0] === 0x89 && ascii(b, 1, 4) === 'PNG') {
    width = (b[16] << 24) | (b[17] << 16) | (b[18] << 8) | b[19];
    height = (b[20] << 24) | (b[21] << 16) | (b[22] << 8) | b[23];
  }
  return width > 0 && height > 0 ? { width, height } : null;
}

/** Width ÷ height of the photo behind a placeholder, bounded to 1:3 … 3:1; `fallback` when unknown. */
export function placeholderRatio(dataUri: string | null | undefined, fallback = 4 / 3): number {
  const size = placeholderSize(dataUri);
  if (!size) return fallback;
  return Math.min(3, Math.max(1 / 3, size.width / size.height));
}
