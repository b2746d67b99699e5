import { IMAGE_WIDTHS, smallImageUrl } from '@parish/shared/plain/image-paths';
import { BlurImage } from '../../../components/blur-image.tsx';
import { useT } from '../../../i18n/language.tsx';
import { wardsMessages } from '../messages.ts';
import { usePreloadImage } from '../../../lib/page-head.ts';

// Two families a row (700–1,199 px) make a card up to ~580 px wide; from 1,200 px the photo is 320 px.
const WIDE_CARD = '(min-width: 700px) and (max-width: 1199px)';
const NOT_WIDE_CARD = '(max-width: 699.98px), (min-width: 1200px)';

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
  const t = useT(wardsMessages);
  // The first family's photo is the ward page's largest paint: named in the page's head.
  usePreloadImage(priority ? smallImageUrl(image) : null, NOT_WIDE_CARD);
  usePreloadImage(priority ? image : null, WIDE_CARD);
  return (
    <BlurImage
      as="button"
      className="family-photo"
      boxProps={{ onClick: onOpen, 'aria-label': t.wards.openPhoto(house) }}
      image={image}
      preImage={preImage}
      alt={t.wards.photoOf(house)}
      // The 480 px rendition, but for the wide cards of two families a row, which get the full one.
      wideMedia={WIDE_CARD}
      width={IMAGE_WIDTHS.small}
      height={320}
      priority={priority && 'high'}
    />
  );
}
