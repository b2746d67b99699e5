// A member's origin (heritage) as people read it: zod-free, for the read-only screens.

/**
 * docs/product.md "Records" stores origin as 'parish,family'; it is shown as "parish, family", one space after each
 * comma.
 */
export function displayOrigin(origin: string): string {
  return origin
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}
