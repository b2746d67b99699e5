// A person's card for board, ex-vicars, convent, samarpithar and departed: photo (the blurred
// preImage first, then the small rendition; a drawn person when there is none), name, house,
// phone with a call link, a detail line (a duration, a year of death) and an admin actions slot.
import type { ReactNode } from 'react';
import { IMAGE_WIDTHS } from '@parish/shared/plain/image-paths';
import { displayPhone, telLink } from '@parish/shared/plain/phone';
import { useT } from '../i18n/language.tsx';
import { kitMessages } from '../i18n/kit.ts';
import { BlurImage, DrawnPerson } from './blur-image.tsx';

export interface Profile {
  key: string;
  name: string;
  house?: string;
  phone?: string;
  image?: string | null;
  preImage?: string | null;
  detail?: string;
}

/**
 * `headingLevel`: the name's heading, one below the heading the cards are under (2 straight under
 * the page's h1: a skipped level is an HTML error and confuses a screen reader's outline).
 */
export function ProfileCard({
  profile,
  actions,
  priority = false,
  headingLevel = 3,
}: {
  profile: Profile;
  actions?: ReactNode;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT(kitMessages);
  const { name, house, phone, image, preImage, detail } = profile;
  return (
    <article className="profile-card">
      <BlurImage
        className="profile-photo"
        image={image}
        preImage={preImage}
        alt={name}
        width={IMAGE_WIDTHS.small}
        height={IMAGE_WIDTHS.small}
        priority={priority}
        fallback={<DrawnPerson label={t.kit.noPhoto(name)} />}
      />
      <div className="profile-text">
        <Name className="profile-name" title={name}>
          {name}
        </Name>
        {house && (
          <p className="profile-house" title={house}>
            {house}
          </p>
        )}
        {phone && (
          <a className="profile-phone" href={telLink(phone)} aria-label={t.kit.call(name)}>
            {displayPhone(phone)}
          </a>
        )}
        {detail && (
          <p className="profile-detail muted" title={detail}>
            {detail}
          </p>
        )}
        {actions && <div className="row-actions">{actions}</div>}
      </div>
    </article>
  );
}
