// docs/product.md "Add news" (logged in): title, text and an optional photo, checked with the
// schema the server applies; on success back to /news, where the author may delete it for a day.
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { NEWS_TEXT_MAX, NEWS_TITLE_MAX, NewsInputSchema } from '@parish/shared/news';
import { FileField, ImageThumb } from '../../components/form/file-field.tsx';
import { ErrorLine, FormError, SubmitButton } from '../../components/form/form-actions.tsx';
import { TextArea, TextInput } from '../../components/form/inputs.tsx';
import { useT } from '../../i18n/language.tsx';
import { toast } from '../../lib/toast.ts';
import { useUpload, type StoredImage } from '../../lib/upload.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSchemaForm, type FieldCatalog } from '../../lib/use-schema-form.ts';
import { usePostNews } from './api/post-news.ts';
import { newsMessages } from './messages.ts';
import './news.css';
import { kitMessages } from '../../i18n/kit.ts';

interface Draft {
  title: string;
  news: string;
  photo: StoredImage | null;
}

export function AddNewsScreen() {
  const t = useT(newsMessages);
  const { kit } = useT(kitMessages);
  useDocumentTitle(t.titles.addNews);
  const id = useId();
  const navigate = useNavigate();
  const post = usePostNews();
  const upload = useUpload<StoredImage>({ kind: 'image' });
  const n = t.news;
  const fields: FieldCatalog = {
    title: { label: n.titleLabel, required: true, invalid: kit.tooLong(NEWS_TITLE_MAX) },
    news: { label: n.textLabel, required: true, invalid: kit.tooLong(NEWS_TEXT_MAX), hint: n.textHint },
    image: { label: n.photo },
  };
  const form = useSchemaForm<Draft, ReturnType<typeof NewsInputSchema.parse>>({
    schema: NewsInputSchema,
    initial: { title: '', news: '', photo: null },
    fields,
    idPrefix: id,
    toInput: (d) => ({
      title: d.title,
      news: d.news,
      image: d.photo?.image ?? null,
      preImage: d.photo?.preImage || null,
    }),
    photo: upload,
    onSubmit: async (input) => {
      await post.mutateAsync(input);
      toast.success(n.posted);
      await navigate('/news', { replace: true });
    },
  });
  const photo = form.values.photo;

  return (
    <form
      className="data-form news-form"
      onSubmit={(e) => void form.handleSubmit(e)}
      noValidate
      aria-labelledby={`${id}-title-h`}
    >
      <h1 id={`${id}-title-h`}>{n.formTitle}</h1>
      <p className="muted">{n.formIntro}</p>
      <fieldset className="form-section">
        <TextInput form={form} name="title" maxLength={NEWS_TITLE_MAX} />
        <TextArea form={form} name="news" rows={8} maxLength={NEWS_TEXT_MAX} />
        <FileField
          id={`${id}-photo`}
          label={n.photo}
          value={photo}
          onChange={(value) => form.set('photo', value)}
          upload={upload}
          disabled={form.busy}
          preview={(v) => <ImageThumb value={v} alt={n.photo} />}
        />
        <ErrorLine text={form.error('image')} />
      </fieldset>
      <FormError form={form} />
      <div className="form-footer">
        <SubmitButton form={form} label={n.post} busyLabel={n.posting} />
      </div>
    </form>
  );
}
