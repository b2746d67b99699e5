// /add-departed (docs/product.md "Departed" and "Permissions by role"): logged-in users add a departed person; an admin
// arriving with a profile in the navigation state edits it. Saved, it goes back to /departed (the save's invalidation
// refreshes the list: docs/decisions.md "One refresh rule").
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentYear, DepartedInputSchema, type Departed } from '@parish/shared/departed';
import { displayPhone } from '@parish/shared/plain/phone';
import { RecordForm } from '../../components/form/record-form.tsx';
import { ImageField } from '../../components/form/image-field.tsx';
import { NumberInput, TextInput } from '../../components/form/inputs.tsx';
import { useT } from '../../i18n/language.tsx';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { photoFields, photoOf, useUpload } from '../../lib/upload.ts';
import { useSaveDeparted } from './api/departed.ts';
import { departedMessages } from './messages.ts';
import { kitMessages } from '../../i18n/kit.ts';

const draftOf = (p: Departed | undefined) => ({
  name: p?.name ?? '',
  house: p?.house ?? '',
  YOD: p?.YOD == null ? '' : String(p.YOD),
  phone: p ? displayPhone(p.phone) : '',
  photo: p ? photoOf(p) : null,
});

export function AddDepartedScreen() {
  const t = useT(departedMessages);
  const { kit } = useT(kitMessages);
  const d = t.departed;
  useDocumentTitle(d.formTitleNew);
  const id = useId();
  const navigate = useNavigate();
  const editing = (useLocation().state as { departed?: Departed } | null)?.departed;
  const save = useSaveDeparted();
  const upload = useUpload({ kind: 'image' });
  const form = useSchemaForm({
    schema: DepartedInputSchema,
    initial: () => draftOf(editing),
    fields: {
      name: { label: d.name, required: true },
      house: { label: d.house },
      YOD: { label: d.YOD, number: true, invalid: d.badYear(currentYear()) },
      phone: { label: d.phone, invalid: d.badPhone },
      photo: { label: d.photo },
    },
    idPrefix: id,
    toInput: ({ YOD, photo, ...v }) => ({
      ...v,
      YOD: YOD.trim() === '' ? null : /^\d+$/.test(YOD.trim()) ? Number(YOD) : Number.NaN,
      ...photoFields(photo),
    }),
    controlId: (key) => (key === 'image' || key === 'preImage' ? `${id}-photo` : `${id}-${key}`),
    blocked: () => (upload.state.status === 'uploading' ? kit.waitForUpload(kit.fileKind.image) : null),
    onSubmit: async (input) => {
      await save.mutateAsync({ id: editing?._id, input });
      toast.success(d.saved);
      await navigate('/departed', { replace: true });
    },
  });

  return (
    <RecordForm form={form} className="departed-form" title={editing ? d.formTitleEdit : d.formTitleNew}>
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
