// The directory's privacy notice in the reader's language (docs/product.md "Privacy notice"), shown
// on /privacy inside the policy's first section (what is collected and why), which keeps the policy
// at its eight sections: its version, since when, and its five parts.
import { NOTICE_SECTIONS } from '@parish/shared/plain/privacy-rights';
import { Loader } from '../../../components/loader.tsx';
import { LoadErrorBanner } from '../../../components/load-error-banner.tsx';
import { useLanguage, useT } from '../../../i18n/language.tsx';
import { useNotice } from '../api/notice.ts';
import { privacyMessages } from '../messages.ts';

export function NoticeSection() {
  const { lang } = useLanguage();
  const n = useT(privacyMessages).privacy.notice;
  const query = useNotice();
  const notice = query.data?.notice;
  return (
    <section className="privacy-notice" aria-labelledby="privacy-notice-title" data-testid="privacy-notice">
      <h3 id="privacy-notice-title">{n.title}</h3>
      {query.isPending && <Loader inline label={n.loading} />}
      {query.isError && <LoadErrorBanner onRefresh={() => void query.refetch()} />}
      {query.data && !notice && <p>{n.none}</p>}
      {notice && (
        <>
          <p className="privacy-notice-version">{n.version(notice.version, notice.publishedAt)}</p>
          {NOTICE_SECTIONS.map((section) => (
            <div key={section} className="privacy-notice-part">
              <h4>{n.sections[section]}</h4>
              <p>{notice[lang][section]}</p>
            </div>
          ))}
        </>
      )}
    </section>
  );
}
