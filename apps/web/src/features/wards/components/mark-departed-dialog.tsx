// "Mark as departed" (admin ward page): a member's death recorded once — the year, a new head when
// the head goes and others remain, and optionally a photo; the server moves the member from the
// family to the departed in one transaction.
import { useId } from 'react';
import type { House } from '@parish/shared/houses';
import type { Member } from '@parish/shared/members';
import { currentYear, MarkDepartedSchema } from '@parish/shared/departed';
import { FormError, SubmitButton } from '../../../components/form/form-actions.tsx';
import { ImageField } from '../../../components/form/image-field.tsx';
import { NumberInput, SelectInput } from '../../../components/form/inputs.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useT } from '../../../i18n/language.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSchemaForm, type FieldCatalog, type FieldErrors } from '../../../lib/use-schema-form.ts';
import { useUpload, type StoredImage } from '../../../lib/upload.ts';
import { useMarkDeparted } from '../api/mark-departed.ts';
import { wardsMessages } from '../messages.ts';
import { kitMessages } from '../../../i18n/kit.ts';

export interface MarkDepartedTarget {
  house: House;
  member: Member;
}

export function MarkDepartedDialog({ target, onClose }: { target: MarkDepartedTarget | null; onClose: () => void }) {
  const t = useT(wardsMessages);
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={target ? t.markDeparted.title(target.member.name) : undefined}
      className="mark-departed-dialog"
    >
      {target && <MarkDepartedForm key={target.member._id} target={target} onDone={onClose} />}
    </Modal>
  );
}

interface Draft {
  YOD: string;
  newHeadId: string;
  photo: StoredImage | null;
}

function MarkDepartedForm({ target, onDone }: { target: MarkDepartedTarget; onDone: () => void }) {
  const t = useT(wardsMessages);
  const { kit } = useT(kitMessages);
  const m = t.markDeparted;
  const id = useId();
  const { house, member } = target;
  const others = house.members.filter((x) => x._id !== member._id);
  const needsHead = member.HOH && others.length > 0;
  const mark = useMarkDeparted();
  const upload = useUpload({ kind: 'image' });
  const fields: FieldCatalog = {
    YOD: {
      label: m.YOD,
      required: true,
      number: true,
      missing: m.badYear(currentYear()),
      invalid: m.badYear(currentYear()),
    },
    newHeadId: { label: m.newHead, required: needsHead, missing: m.newHeadMissing, invalid: m.newHeadMissing },
    photo: { label: m.photo },
  };
  const form = useSchemaForm({
    schema: MarkDepartedSchema,
    initial: (): Draft => ({ YOD: String(currentYear()), newHeadId: '', photo: null }),
    fields,
    idPrefix: id,
    toInput: (v: Draft) => ({
      YOD: /^\d+$/.test(v.YOD.trim()) ? Number(v.YOD) : Number.NaN,
      ...(needsHead ? { newHeadId: v.newHeadId === '' ? undefined : v.newHeadId } : {}),
      image: v.photo?.image ?? null,
      preImage: v.photo?.preImage || null,
    }),
    extraErrors: (v): FieldErrors => (needsHead && v.newHeadId === '' ? { newHeadId: m.newHeadMissing } : {}),
    controlId: (key) => (key === 'image' || key === 'preImage' ? `${id}-photo` : `${id}-${key}`),
    blocked: () => (upload.state.status === 'uploading' ? kit.waitForUpload(kit.fileKind.image) : null),
    onSubmit: async (input) => {
      await mark.mutateAsync({ memberId: member._id, input });
      toast.success(m.done(member.name));
      onDone();
    },
  });

  return (
    <form className="data-form mark-departed-form" onSubmit={(e) => void form.handleSubmit(e)} noValidate>
      <p>{m.explain(house.house)}</p>
      <NumberInput form={form} name="YOD" />
      {needsHead && (
        <SelectInput
          form={form}
          name="newHeadId"
          placeholder={kit.choose}
          options={others.map((o) => ({ value: o._id, label: o.name }))}
        />
      )}
      <ImageField form={form} name="photo" upload={upload} />
      <FormError form={form} />
      <div className="form-footer">
        <SubmitButton form={form} label={m.save} busyLabel={m.saving} />
      </div>
    </form>
  );
}
