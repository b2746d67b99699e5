// /admin/privacy/notice (docs/product.md "Privacy notice"): the office writes the next version of
// the notice, every section in Malayalam and English, starting from the version in force, and
// publishes it; published, it is what /privacy shows.
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { NOTICE_SECTIONS, NoticeInputSchema, type Notice, type NoticeText } from '@parish/shared/privacy';
import { FormError, SubmitButton } from '../../components/form/form-actions.tsx';
import { TextArea } from '../../components/form/inputs.tsx';
import { Loader } from '../../components/loader.tsx';
import { useT } from '../../i18n/language.tsx';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useSchemaForm, type FieldCatalog } from '../../lib/use-schema-form.ts';
import { useNotice, usePublishNotice } from './api/notice.ts';
import { privacyMessages } from './messages.ts';
import './privacy.css';

const blank = (): NoticeText => ({ purposes: '', audiences: '', choices: '', rights: '', contact: '' });

export function NoticeEditorScreen() {
  const e = useT(privacyMessages).privacy.editor;
  useDocumentTitle(e.title);
  const notice = useNotice();
  useLoadError(notice.error);
  if (!notice.data) return <Loader label={e.loading} />;
  return <NoticeForm current={notice.data.notice} />;
}

function NoticeForm({ current }: { current: Notice | null }) {
  const t = useT(privacyMessages).privacy;
  const e = t.editor;
  const id = useId();
  const navigate = useNavigate();
  const publish = usePublishNotice();
  const fields: FieldCatalog = {};
  for (const lang of ['ml', 'en'] as const)
    for (const section of NOTICE_SECTIONS)
      fields[`${lang}.${section}`] = {
        label: `${t.notice.sections[section]} (${lang === 'ml' ? e.malayalam : e.english})`,
        required: true,
        missing: e.sectionMissing,
      };
  const form = useSchemaForm({
    schema: NoticeInputSchema,
    initial: () => ({ ml: current?.ml ?? blank(), en: current?.en ?? blank() }),
    fields,
    idPrefix: id,
    onSubmit: async (input) => {
      const answer = await publish.mutateAsync(input);
      toast.success(e.published(answer.notice?.version ?? 1));
      await navigate('/admin/privacy', { replace: true });
    },
  });
  return (
    <form className="data-form notice-editor" onSubmit={(ev) => void form.handleSubmit(ev)} noValidate>
      <h1>{e.title}</h1>
      <p>{e.intro(current?.version ?? 0)}</p>
      {(['ml', 'en'] as const).map((lang) => (
        <fieldset key={lang} className="form-section" lang={lang}>
          <legend>{lang === 'ml' ? e.malayalam : e.english}</legend>
          {NOTICE_SECTIONS.map((section) => (
            <TextArea key={section} form={form} name={`${lang}.${section}`} rows={6} />
          ))}
        </fieldset>
      ))}
      <FormError form={form} />
      <div className="form-footer">
        <SubmitButton form={form} label={e.publish} busyLabel={e.publishing} />
      </div>
    </form>
  );
}
