// A person's card for board, ex-vicars, convent, samarpithar and departed: photo (the blurred
// preImage first, then the small rendition), name, house, phone with a call link, a detail line
// (a duration, a year of death) and an admin actions slot.
import { useState, type ReactNode } from 'react';
import { IMAGE_WIDTHS, smallImageUrl } from '@parish/shared/image-paths';
import { displayPhone, telLink } from '@parish/shared/phone';
import { useT } from '../i18n/language.tsx';
import { kitMessages } from '../i18n/kit.ts';

export interface Profile {
  key: string;
  name: string;
  house?: string;
  phone?: string;
  image?: string | null;
  preImage?: string | null;
  detail?: string;
}

export function ProfileCard({ profile, actions, priority = false }: { profile: Profile; actions?: ReactNode; priority?: boolean }) {
  const t = useT(kitMessages);
  const [loaded, setLoaded] = useState(false);
  const { name, house, phone, image, preImage, detail } = profile;
  return (
    <article className="profile-card">
      <div className="profile-photo" style={!loaded && preImage ? { backgroundImage: `url("${preImage}")` } : undefined}>
        {image && (
          <img
            src={smallImageUrl(image)}
            alt={name}
            width={IMAGE_WIDTHS.small}
            height={IMAGE_WIDTHS.small}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            className={loaded ? 'loaded' : ''}
            onLoad={() => setLoaded(true)}
          />
        )}
      </div>
      <div className="profile-text">
        <h3 className="profile-name" title={name}>{name}</h3>
        {house && <p className="profile-house" title={house}>{house}</p>}
        {phone && (
          <a className="profile-phone" href={telLink(phone)} aria-label={t.kit.call(name)}>{displayPhone(phone)}</a>
        )}
        {detail && <p className="profile-detail muted" title={detail}>{detail}</p>}
        {actions && <div className="row-actions">{actions}</div>}
      </div>
    </article>
  );
}
