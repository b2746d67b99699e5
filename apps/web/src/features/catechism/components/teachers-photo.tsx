import { useState } from 'react';
import { IMAGE_WIDTHS, smallImageUrl } from '@parish/shared/image-paths';
import type { StoredImage } from '../../../lib/upload.ts';

const WIDE_SCREEN = '(min-width: 700px)';

/** Spec §2: the teachers photo, the blurred preImage first; its box is reserved (no layout shift). */
export function TeachersPhoto({ photo, alt }: { photo: StoredImage; alt: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="teachers-photo" style={!loaded && photo.preImage ? { backgroundImage: `url("${photo.preImage}")` } : undefined}>
      <picture>
        <source media={WIDE_SCREEN} srcSet={photo.image} />
        <img
          src={smallImageUrl(photo.image)}
          alt={alt}
          width={IMAGE_WIDTHS.small}
          height={320}
          fetchPriority="high"
          decoding="async"
          className={loaded ? 'loaded' : ''}
          onLoad={() => setLoaded(true)}
        />
      </picture>
    </div>
  );
}
