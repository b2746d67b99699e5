// docs/product.md "Privacy": a static Malayalam policy in 8 sections; the last gives the contact by e-mail,
// phone/WhatsApp and the church's postal address (from the parish settings). The directory's notice
// (docs/product.md "Privacy notice") sits in the first section (what is collected and why), the
// request form (docs/product.md "Privacy requests") in the sixth (the reader's rights): the policy
// keeps its eight sections.
import { telLink, whatsappLink, displayPhone } from '@parish/shared/plain/phone';
import { Loader } from '../../components/loader.tsx';
import { LoadErrorBanner } from '../../components/load-error-banner.tsx';
import { useLanguage, useT } from '../../i18n/language.tsx';
import { privacyText } from '../../i18n/privacy-text.ts';
import { useParishSettings } from '../../lib/use-settings.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { NoticeSection } from './components/notice-section.tsx';
import { RequestForm } from './components/request-form.tsx';

/** The policy's sections that hold the notice (1. what is collected) and the request form (6. your rights). */
const NOTICE_SECTION = 0;
const RIGHTS_SECTION = 5;

export function PrivacyScreen() {
  const { lang } = useLanguage();
  useDocumentTitle(useT().titles.privacy);
  const p = privacyText[lang];
  const settings = useParishSettings();
  const last = p.sections.length - 1;
  return (
    <article className="prose privacy" aria-labelledby="privacy-title">
      <h1 id="privacy-title">{p.title}</h1>
      <p>{p.intro}</p>
      {p.sections.map((section, i) => (
        <section key={section.heading} aria-labelledby={`privacy-${i}`}>
          <h2 id={`privacy-${i}`}>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {i === NOTICE_SECTION && <NoticeSection />}
          {i === RIGHTS_SECTION && <RequestForm />}
          {i === last && (
            <>
              <p>{p.contactIntro}</p>
              {settings.isPending && <Loader inline label={p.loading} />}
              {settings.isError && <LoadErrorBanner onRefresh={() => void settings.refetch()} />}
              {settings.data && (
                <dl className="contact-list" data-testid="privacy-contact">
                  <dt>{p.email}</dt>
                  <dd>
                    <a href={`mailto:${settings.data.churchEmail}`}>{settings.data.churchEmail}</a>
                  </dd>
                  <dt>{p.phone}</dt>
                  <dd>
                    <a href={telLink(settings.data.churchPhone)}>{displayPhone(settings.data.churchPhone)}</a>
                  </dd>
                  <dt>{p.whatsapp}</dt>
                  <dd>
                    <a href={whatsappLink(settings.data.adminPhone)} rel="noopener noreferrer" target="_blank">
                      {displayPhone(settings.data.adminPhone)}
                    </a>
                  </dd>
                  <dt>{p.postal}</dt>
                  <dd>
                    <address>{settings.data.churchAddress}</address>
                  </dd>
                </dl>
              )}
            </>
          )}
        </section>
      ))}
    </article>
  );
}
