// Where a stored photo's renditions are, without zod: read by the first-load-sensitive
// ad banner as well as by media.ts, which re-exports it.

/** Widths of the WebP renditions stored for each photo: `<name>.webp` and `<name>-480.webp`. */
export const IMAGE_WIDTHS = { full: 1600, small: 480 } as const;

/** URL of the small rendition stored beside a photo. */
export function smallImageUrl(image: string): string {
  return image.replace(/\.webp$/, `-${IMAGE_WIDTHS.small}.webp`);
}
