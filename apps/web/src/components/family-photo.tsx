import { useState } from 'react';
import { IMAGE_WIDTHS, smallImageUrl } from '@parish/shared/image-paths';
import { useT } from '../i18n/language.tsx';
import { usePreloadImage } from '../lib/page-head.ts';

const WIDE_SCREEN = '(min-width: 700px)';
const NARROW_SCREEN = '(max-width: 699.98px)';

interface FamilyPhotoProps {
  image: string;
  preImage: string | null;
  house: string;
  onOpen: () => void;
  /** The first card's photo is the page's largest paint: fetch it at once. */
  priority?: boolean;
}

/** A family photo: the blurred preImage shows until the 480 px image has loaded; tap to preview. */
export function FamilyPhoto({ image, preImage, house, onOpen, priority = false }: FamilyPhotoProps) {
  const t = useT();
  // The first family's photo is the ward page's largest paint: named in the page's head.
  usePreloadImage(priority ? smallImageUrl(image) : null, NARROW_SCREEN);
  usePreloadImage(priority ? image : null, WIDE_SCREEN);
  const [loaded, setLoaded] = useState(false);
  return (
    <button
      type="button"
      className="family-photo"
      onClick={onOpen}
      aria-label={t.wards.openPhoto(house)}
      style={!loaded && preImage ? { backgroundImage: `url("${preImage}")` } : undefined}
    >
      <picture>
        {/* Phones get the 480 px rendition; wide screens, where the card is ~1000 px wide, the full one. */}
        <source media={WIDE_SCREEN} srcSet={image} />
        <img
          src={smallImageUrl(image)}
          alt={t.wards.photoOf(house)}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          width={IMAGE_WIDTHS.small}
          height={320}
          className={loaded ? 'loaded' : ''}
          onLoad={() => setLoaded(true)}
        />
      </picture>
    </button>
  );
}
