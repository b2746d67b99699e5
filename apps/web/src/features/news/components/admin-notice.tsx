// docs/product.md "News": the notice to contact the admin (the parish settings' admin phone) with call and
// WhatsApp buttons.
import { displayPhone, telLink, whatsappLink } from '@parish/shared/plain/phone';
import { useT } from '../../../i18n/language.tsx';
import { useParishSettings } from '../../../lib/use-settings.ts';
import { newsMessages } from '../messages.ts';

export function AdminNotice() {
  const t = useT(newsMessages);
  const settings = useParishSettings();
  const phone = settings.data?.adminPhone;
  return (
    <aside className="news-notice" aria-label={t.news.noticeTitle}>
      <p>{t.news.notice}</p>
      <div className="news-notice-actions">
        {phone ? (
          <>
            <a className="button small" href={telLink(phone)} aria-label={`${t.news.call} ${displayPhone(phone)}`}>
              {t.news.call}
            </a>
            <a
              className="button small whatsapp-button"
              href={whatsappLink(phone, t.news.whatsappText)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t.news.whatsapp}
            </a>
          </>
        ) : (
          <span className="news-notice-placeholder" aria-hidden="true" />
        )}
      </div>
    </aside>
  );
}
