// docs/product.md "Message editor": the speaker's name, the title, a photo and the message file,
// audio or video, each uploaded with its progress before saving. The badge follows the file's real
// kind (what the server found in its bytes); the same zod schema as the server checks the form.
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { SandeshamInputSchema } from '@parish/shared/sandesham';
import { FileField, ImageThumb, MediaPreview } from '../../components/form/file-field.tsx';
import { RecordForm } from '../../components/form/record-form.tsx';
import { TextInput } from '../../components/form/inputs.tsx';
import { useT } from '../../i18n/language.tsx';
import { toast } from '../../lib/toast.ts';
import { AV_KINDS, useAvUpload, useUpload, type StoredImage, type StoredMedia } from '../../lib/upload.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { fieldId, useSchemaForm, type FieldCatalog } from '../../lib/use-schema-form.ts';
import { useAddSandesham } from './api/save-sandesham.ts';
import { sandeshamMessages } from './messages.ts';
import './sandesham.css';
import { ErrorLine } from '../../components/form/form-actions.tsx';

interface Draft {
  name: string;
  title: string;
  photo: StoredImage | null;
  message: StoredMedia | null;
}

const EMPTY: Draft = { name: '', title: '', photo: null, message: null };

/** 2400 s → '40:00'. */
function clock(seconds: number): string {
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h ? 2 : 1, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

export function AddSandeshamScreen() {
  const t = useT(sandeshamMessages);
  const s = t.sandesham;
  useDocumentTitle(s.docTitleAdd);
  const id = useId();
  const navigate = useNavigate();
  const add = useAddSandesham();
  const photoUpload = useUpload({ kind: 'image' });
  const messageUpload = useAvUpload();
  const fields: FieldCatalog = {
    name: { label: s.name, required: true },
    title: { label: s.messageTitle, required: true },
    image: { label: s.photo, invalid: s.badPhoto },
    messageUrl: { label: s.file, required: true, missing: s.needFile, invalid: s.badFile },
    fileType: { label: s.file, invalid: s.badFile },
  };
  const form = useSchemaForm({
    schema: SandeshamInputSchema,
    initial: EMPTY,
    fields,
    idPrefix: id,
    toInput: (d: Draft) => ({
      name: d.name,
      title: d.title,
      image: d.photo?.image ?? null,
      preImage: d.photo?.preImage ?? null,
      messageUrl: d.message?.url ?? '',
      fileType: d.message?.kind,
    }),
    order: ['name', 'title', 'image', 'messageUrl', 'fileType'],
    controlId: (key) =>
      key === 'image' ? `${id}-photo` : key === 'messageUrl' || key === 'fileType' ? `${id}-message` : fieldId(id, key),
    blocked: () =>
      photoUpload.state.status === 'uploading' || messageUpload.state.status === 'uploading' ? s.waitForUpload : null,
    fixErrorsText: s.fixErrors,
    onSubmit: async (input) => {
      await add.mutateAsync(input);
      toast.success(s.saved);
      await navigate('/sandeshangal', { replace: true });
    },
  });
  const draft = form.values;
  const messageError = form.error('messageUrl') ?? form.error('fileType');

  return (
    <RecordForm form={form} className="sandesham-form" title={s.formTitle}>
      <TextInput form={form} name="name" />
      <TextInput form={form} name="title" />
      <FileField
        id={`${id}-photo`}
        label={s.photo}
        value={draft.photo}
        onChange={(photo) => form.set('photo', photo)}
        upload={photoUpload}
        disabled={form.busy}
        preview={(v) => <ImageThumb value={v} alt={s.photo} />}
      />
      <ErrorLine text={form.error('image')} />
      <FileField
        id={`${id}-message`}
        label={s.file}
        value={draft.message}
        onChange={(message) => form.set('message', message)}
        upload={messageUpload}
        kinds={AV_KINDS}
        disabled={form.busy}
        preview={(v) => (
          <div className="media-field-preview">
            <span className={`media-badge ${v.kind}`} data-testid="message-kind">
              {s.badge[v.kind]}
            </span>
            <span className="muted">{s.fileType(v.kind, clock(v.duration))}</span>
            <MediaPreview value={v} label={s.file} />
          </div>
        )}
      />
      <ErrorLine text={messageError} />
    </RecordForm>
  );
}
