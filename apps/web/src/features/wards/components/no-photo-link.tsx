import { whatsappLink } from '@parish/shared/plain/phone';
import { useT } from '../../../i18n/language.tsx';
import { wardsMessages } from '../messages.ts';
import { useParishSettings } from '../../../lib/use-settings.ts';

interface NoPhotoLinkProps {
  headName: string;
  house: string;
  wardName: string;
}

/**
 * docs/product.md "Ward page": a family without a photo gets a chat link to the admin, the family named in the text.
 */
export function NoPhotoLink({ headName, house, wardName }: NoPhotoLinkProps) {
  const t = useT(wardsMessages);
  const adminPhone = useParishSettings().data?.adminPhone;
  return (
    <div className="no-photo">
      <span className="muted">{t.wards.noPhoto}</span>
      {adminPhone && (
        <a
          className="whatsapp-button"
          href={whatsappLink(adminPhone, t.wards.sendPhotoText(headName, house, wardName))}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.wards.sendPhoto}
        </a>
      )}
    </div>
  );
}
