import { IMAGE_WIDTHS } from '@parish/shared/plain/image-paths';
import { BlurImage } from '../../../components/blur-image.tsx';
import type { StoredImage } from '../../../lib/upload.ts';

const WIDE_SCREEN = '(min-width: 700px)';

/**
 * docs/product.md "Catechism home": the teachers photo, the blurred preImage first; its box is reserved (no
 * layout shift).
 */
export function TeachersPhoto({ photo, alt }: { photo: StoredImage; alt: string }) {
  return (
    <BlurImage
      className="teachers-photo"
      image={photo.image}
      preImage={photo.preImage}
      alt={alt}
      wideMedia={WIDE_SCREEN}
      width={IMAGE_WIDTHS.small}
      height={320}
      priority="high"
    />
  );
}
