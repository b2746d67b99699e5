// /add-departed (docs/product.md "Departed" and "Permissions by role"): logged-in users add a departed
// person; an admin arriving with a profile in the navigation state edits it.
import { currentYear, DepartedInputSchema, type Departed, type DepartedInput } from '@parish/shared/departed';
import { displayPhone } from '@parish/shared/plain/phone';
import { ImageField } from '../../components/form/image-field.tsx';
import { NumberInput, TextInput } from '../../components/form/inputs.tsx';
import { RecordForm } from '../../components/form/record-form.tsx';
import { useT } from '../../i18n/language.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useRecordEditor } from '../../lib/use-record-editor.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { photoFields, photoOf, useUpload } from '../../lib/upload.ts';
import { useSaveDeparted } from './api/departed.ts';
import { departedMessages } from './messages.ts';

const draftOf = (p: Departed | undefined) => ({
  name: p?.name ?? '',
  house: p?.house ?? '',
  YOD: p?.YOD == null ? '' : String(p.YOD),
  phone: p ? displayPhone(p.phone) : '',
  photo: p ? photoOf(p) : null,
});

export function AddDepartedScreen() {
  const d = useT(departedMessages).departed;
  useDocumentTitle(d.formTitleNew);
  const editor = useRecordEditor<Departed, DepartedInput>('departed', useSaveDeparted(), d.saved, '/departed');
  const upload = useUpload({ kind: 'image' });
  const form = useSchemaForm({
    schema: DepartedInputSchema,
    initial: () => draftOf(editor.editing),
    fields: {
      name: { label: d.name, required: true },
      house: { label: d.house },
      YOD: { label: d.YOD, number: true, invalid: d.badYear(currentYear()) },
      phone: { label: d.phone, invalid: d.badPhone },
      photo: { label: d.photo },
    },
    toInput: ({ YOD, photo, ...v }) => ({
      ...v,
      YOD: YOD.trim() === '' ? null : /^\d+$/.test(YOD.trim()) ? Number(YOD) : Number.NaN,
      ...photoFields(photo),
    }),
    photo: upload,
    onSubmit: editor.onSubmit,
  });

  return (
    <RecordForm form={form} className="departed-form" title={editor.editing ? d.formTitleEdit : d.formTitleNew}>
      <TextInput form={form} name="name" />
      <TextInput form={form} name="house" />
      <div className="field-row">
        <NumberInput form={form} name="YOD" />
        <TextInput form={form} name="phone" type="tel" inputMode="tel" />
      </div>
      <ImageField form={form} name="photo" upload={upload} />
    </RecordForm>
  );
}
