// What kind of image a file is, read from its first bytes (never from its name or the browser's
// Content-Type, both of which a client chooses freely).

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'heic' | 'heif' | 'avif';

/** HEIF brands whose pictures are HEVC-coded (iPhone photos are 'heic'). */
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const AVIF_BRANDS = new Set(['avif', 'avis']);
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1']);

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

/** The brands of an ISO-BMFF 'ftyp' box: major first, then the compatible ones. */
function ftypBrands(buf: Buffer): string[] {
  if (buf.length < 16 || ascii(buf, 4, 8) !== 'ftyp') return [];
  const size = Math.min(buf.readUInt32BE(0), buf.length, 4096);
  const brands = [ascii(buf, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(buf, at, at + 4));
  return brands;
}

export function sniffImage(buf: Buffer): ImageKind | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'webp';
  // Sponsors' animated banners (docs/decisions.md "Sponsor ads");
  // a still GIF is stored like any photo.
  if (buf.length >= 6 && (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a')) return 'gif';
  const brands = ftypBrands(buf);
  if (!brands.length) return null;
  if (HEVC_BRANDS.has(brands[0])) return 'heic';
  if (AVIF_BRANDS.has(brands[0])) return 'avif';
  if (!GENERIC_HEIF_BRANDS.has(brands[0])) return null;
  if (brands.some((b) => HEVC_BRANDS.has(b))) return 'heic';
  if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
  return 'heif';
}
