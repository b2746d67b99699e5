// /admin/add-faq: a FAQ item's question, answer, audio (through the audio
// pipeline: POST /api/media/audio, progress, cancel) and order. With an item in the navigation
// state it edits that item. Saved, it goes back to /faq (docs/decisions.md "One refresh rule").
import { useId } from 'react';
import { FaqInputSchema, type Faq, type FaqInput } from '@parish/shared/faq';
import { FileField, MediaPreview } from '../../components/form/file-field.tsx';
import { RecordForm } from '../../components/form/record-form.tsx';
import { NumberInput, TextArea, TextInput } from '../../components/form/inputs.tsx';
import { useT } from '../../i18n/language.tsx';
import { useRecordEditor } from '../../lib/use-record-editor.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSchemaForm, type FieldCatalog } from '../../lib/use-schema-form.ts';
import { useUpload, type StoredMedia } from '../../lib/upload.ts';
import { useSaveFaq } from './api/save-faq.ts';
import { faqMessages } from './messages.ts';
import { kitMessages } from '../../i18n/kit.ts';
import { ErrorLine } from '../../components/form/form-actions.tsx';

interface Draft {
  question: string;
  answer: string;
  order: string;
  audio: StoredMedia | null;
}

/** An audio already on the item: known by its path only (the form plays it from there). */
const storedAudio = (url: string): StoredMedia => ({ url, kind: 'audio', contentType: '', duration: 0, bytes: 1 });

function draftOf(item: Faq | undefined): Draft {
  if (!item) return { question: '', answer: '', order: '0', audio: null };
  return {
    question: item.question,
    answer: item.answer,
    order: String(item.order),
    audio: item.audioUrl ? storedAudio(item.audioUrl) : null,
  };
}

export function AddFaqScreen() {
  const t = useT(faqMessages);
  const { kit } = useT(kitMessages);
  const f = t.faq;
  useDocumentTitle(f.formTitleNew);
  const id = useId();
  const { editing, onSubmit } = useRecordEditor<Faq, FaqInput>('faq', useSaveFaq(), f.saved, '/faq');
  const upload = useUpload<StoredMedia>({ kind: 'audio' });
  const fields: FieldCatalog = {
    question: { label: f.question, required: true },
    answer: { label: f.answer, required: true },
    audioUrl: { label: f.audio, invalid: f.badAudio },
    order: { label: f.order, hint: f.orderHint, number: true, invalid: f.badOrder },
  };
  const form = useSchemaForm({
    schema: FaqInputSchema,
    initial: () => draftOf(editing),
    fields,
    idPrefix: id,
    toInput: (v: Draft) => ({
      question: v.question,
      answer: v.answer,
      audioUrl: v.audio?.url ?? null,
      order: v.order.trim() === '' ? 0 : /^\d+$/.test(v.order.trim()) ? Number(v.order) : Number.NaN,
    }),
    controlId: (key) => (key === 'audioUrl' ? `${id}-audio` : `${id}-${key}`),
    blocked: () => (upload.state.status === 'uploading' ? kit.waitForUpload(kit.fileKind.audio) : null),
    onSubmit,
  });
  const audio = form.values.audio;

  return (
    <RecordForm form={form} className="faq-form" title={editing ? f.formTitleEdit : f.formTitleNew}>
      <TextInput form={form} name="question" />
      <TextArea form={form} name="answer" rows={8} />
      <FileField
        id={`${id}-audio`}
        label={f.audio}
        value={audio}
        onChange={(value) => form.set('audio', value)}
        upload={upload}
        preview={(value) => <MediaPreview value={value} label={f.audio} />}
        disabled={form.busy}
      />
      <ErrorLine text={form.error('audioUrl')} />
      <NumberInput form={form} name="order" />
    </RecordForm>
  );
}
