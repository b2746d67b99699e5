// The gallery's pieces shared by its screens: the masonry breakpoints of docs/product.md "Gallery" and
// "Business constants", a photo tile (blurred placeholder, then the small rendition — never the full one)
// and a trash icon.
import { IMAGE_WIDTHS } from '@parish/shared/plain/image-paths';
import { BlurImage } from '../../components/blur-image.tsx';
import type { ColumnBreakpoints } from '../../components/masonry.tsx';

/** docs/product.md "Gallery": 2 from 300 px, 3 from 500, 4 from 700, 5 from 900, 6 from 1080. */
export const EVENT_COLUMNS: ColumnBreakpoints = [
  [300, 2],
  [500, 3],
  [700, 4],
  [900, 5],
  [1080, 6],
];
/** docs/product.md "Gallery event": 2 from 300, 3 from 500, 4 from 700, 6 from 900, 8 from 1080. */
export const PHOTO_COLUMNS: ColumnBreakpoints = [
  [300, 2],
  [500, 3],
  [700, 4],
  [900, 6],
  [1080, 8],
];

/** A photo filling its masonry box: the placeholder shows until the small rendition has loaded. */
export function PhotoTile({
  image,
  preImage,
  alt,
  eager,
}: {
  image: string | null;
  preImage: string | null;
  alt: string;
  eager: boolean;
}) {
  const size = IMAGE_WIDTHS.small;
  return (
    <BlurImage
      as="span"
      className="photo-tile"
      image={image}
      preImage={preImage}
      alt={alt}
      width={size}
      height={size}
      priority={eager}
    />
  );
}

export function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h2v-8h-2z" />
    </svg>
  );
}
