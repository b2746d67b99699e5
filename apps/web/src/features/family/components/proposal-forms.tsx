// The family's proposals (docs/product.md "Change requests"): a correction of a member, a new member,
// a member's removal with a reason, a new family photo. Each is checked with the shared schema, sent
// to the office's queue, and says so in a toast; nothing in the directory changes until the office
// approves.
import { useId, useMemo } from 'react';
import { isBirthdayPair, MemberInputSchema, type Member, type MemberInput } from '@parish/shared/members';
import { ChangeProposalSchema, REMOVAL_REASONS } from '@parish/shared/requests';
import { BLOOD_GROUPS } from '@parish/shared/plain/constants';
import { MALAYALAM_MONTHS } from '@parish/shared/plain/birthday';
import { FileField, ImageThumb } from '../../../components/form/file-field.tsx';
import { FormError, SubmitButton } from '../../../components/form/form-actions.tsx';
import { CheckboxInput, NumberInput, SelectInput, TextArea, TextInput } from '../../../components/form/inputs.tsx';
import { useT } from '../../../i18n/language.tsx';
import { kitMessages } from '../../../i18n/kit.ts';
import { apiErrorText } from '../../../lib/error-handler.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpload, type StoredImage } from '../../../lib/upload.ts';
import { useSchemaForm, type FieldCatalog, type FieldErrors } from '../../../lib/use-schema-form.ts';
import {
  emptyMemberFields,
  MEMBER_FIELD_ORDER,
  memberFieldCatalog,
  memberFieldsDraftOf,
  type MemberFieldsDraft,
} from '../../../lib/member-draft.ts';
import { usePropose } from '../api.ts';
import { familyMessages, type FamilyTexts } from '../messages.ts';

/** A member as the form holds it while the family types: text as typed, checked on send. */
type MemberDraft = MemberFieldsDraft;

const whole = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : s.trim() === '' ? undefined : Number.NaN);
const orNull = (s: string) => (s.trim() === '' ? null : whole(s));

/** The body of a draft, unchecked: MemberInputSchema decides. */
function bodyOf(d: MemberDraft): Record<string, unknown> {
  return {
    ...d,
    age: whole(d.age),
    gender: d.gender === '' ? undefined : d.gender === 'male',
    birthMonth: orNull(d.birthMonth),
    birthDay: orNull(d.birthDay),
  };
}

const catalogOf = (t: FamilyTexts): FieldCatalog => memberFieldCatalog(t.fields, t.validation);

const BLOOD_OPTIONS = BLOOD_GROUPS.map((g) => ({ value: g, label: g }));
const MONTH_OPTIONS = MALAYALAM_MONTHS.map((m, i) => ({ value: String(i + 1), label: m }));
const DAY_OPTIONS = Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

/** Thrown when a correction changes nothing: the form says so instead of sending. */
class NothingChanged extends Error {}

/**
 * A member's fields: a correction of `member` (only what changed is sent, with the values it read
 * captured by the server) or, without one, a new member.
 */
export function MemberProposalForm({ member, onDone }: { member?: Member; onDone: () => void }) {
  const t = useT(familyMessages).family;
  const id = useId();
  const propose = usePropose();
  const fields = useMemo(() => catalogOf(t), [t]);
  const original = useMemo(
    () => (member ? MemberInputSchema.safeParse(bodyOf(memberFieldsDraftOf(member))) : null),
    [member],
  );
  const form = useSchemaForm({
    schema: MemberInputSchema,
    initial: () => (member ? memberFieldsDraftOf(member) : emptyMemberFields()),
    fields,
    idPrefix: id,
    toInput: bodyOf,
    extraErrors: (_d, input): FieldErrors => {
      const m = input as { birthMonth?: unknown; birthDay?: unknown };
      const month = m.birthMonth ?? null;
      const day = m.birthDay ?? null;
      const numbers = (month === null || typeof month === 'number') && (day === null || typeof day === 'number');
      return numbers && !isBirthdayPair(month as number | null, day as number | null)
        ? { birthDay: t.validation.birthday }
        : {};
    },
    order: MEMBER_FIELD_ORDER,
    fixErrorsText: t.fixErrors,
    failureText: (err) => (err instanceof NothingChanged ? t.nothingChanged : apiErrorText(err)),
    onSubmit: async (data: MemberInput) => {
      if (member) {
        const before = (original?.success ? original.data : {}) as Record<string, unknown>;
        const changes = Object.fromEntries(
          Object.entries(data).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(before[k])),
        );
        if (!Object.keys(changes).length) throw new NothingChanged();
        await propose.mutateAsync({ kind: 'member-update', memberId: member._id, changes });
      } else {
        await propose.mutateAsync({ kind: 'member-add', member: data });
      }
      toast.success(t.sent);
      onDone();
    },
  });
  return (
    <form
      className="data-form family-proposal"
      onSubmit={(e) => void form.handleSubmit(e)}
      noValidate
      aria-busy={form.busy}
      data-testid={member ? 'member-update-form' : 'member-add-form'}
    >
      {!member && <p className="muted">{t.addMemberHint}</p>}
      <div className="member-fields">
        <TextInput form={form} name="name" lang="ml" autoComplete="off" />
        <TextInput form={form} name="nameEng" lang="en" autoComplete="off" autoCapitalize="words" />
        <div className="field-row">
          <NumberInput form={form} name="age" maxLength={3} />
          <SelectInput
            form={form}
            name="gender"
            options={[
              { value: 'male', label: t.male },
              { value: 'female', label: t.female },
            ]}
          />
        </div>
        <CheckboxInput form={form} name="HOH" />
        <TextInput form={form} name="relation" autoComplete="off" />
        <TextInput form={form} name="phone" type="tel" inputMode="tel" autoComplete="off" />
        <TextInput form={form} name="work" autoComplete="off" />
        <TextInput form={form} name="origin" autoComplete="off" />
        <TextInput form={form} name="location" autoComplete="off" />
        <SelectInput form={form} name="blood" options={BLOOD_OPTIONS} />
        <div className="field-row">
          <SelectInput form={form} name="birthMonth" options={MONTH_OPTIONS} />
          <SelectInput form={form} name="birthDay" options={DAY_OPTIONS} />
        </div>
        <TextInput form={form} name="email" type="email" inputMode="email" autoComplete="off" lang="en" />
      </div>
      <FormError form={form} />
      <div className="form-actions">
        <SubmitButton form={form} label={t.send} busyLabel={t.sending} />
        <button type="button" className="button" onClick={onDone} disabled={form.busy}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}

/** A member's removal: the reason (moved away, married, departed, other) and a note. */
export function RemovalForm({ member, onDone }: { member: Member; onDone: () => void }) {
  const t = useT(familyMessages).family;
  const id = useId();
  const propose = usePropose();
  const form = useSchemaForm({
    schema: ChangeProposalSchema,
    initial: { reason: '', note: '' },
    fields: {
      reason: { label: t.reason, required: true, missing: t.reasonMissing, invalid: t.reasonMissing },
      note: { label: t.note, invalid: t.noteTooLong },
    },
    idPrefix: id,
    toInput: (d) => ({ kind: 'member-remove', memberId: member._id, reason: d.reason || undefined, note: d.note }),
    onSubmit: async (proposal) => {
      await propose.mutateAsync(proposal);
      toast.success(t.sent);
      onDone();
    },
  });
  return (
    <form
      className="data-form family-proposal"
      onSubmit={(e) => void form.handleSubmit(e)}
      noValidate
      aria-busy={form.busy}
      data-testid="member-remove-form"
    >
      <SelectInput
        form={form}
        name="reason"
        options={REMOVAL_REASONS.map((r) => ({ value: r, label: t.reasons[r] }))}
      />
      <TextArea form={form} name="note" rows={3} maxLength={500} />
      <FormError form={form} />
      <div className="form-actions">
        <SubmitButton form={form} label={t.send} busyLabel={t.sending} />
        <button type="button" className="button" onClick={onDone} disabled={form.busy}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}

/** A new family photo: uploaded through the photo pipeline first, then proposed. */
export function PhotoProposalForm({ onDone }: { onDone: () => void }) {
  const t = useT(familyMessages).family;
  const kit = useT(kitMessages).kit;
  const id = useId();
  const propose = usePropose();
  const upload = useUpload<StoredImage>({ kind: 'image' });
  const form = useSchemaForm<{ photo: StoredImage | null }, ReturnType<typeof ChangeProposalSchema.parse>>({
    schema: ChangeProposalSchema,
    initial: { photo: null },
    fields: { photo: { label: t.newPhoto, required: true, missing: t.photoMissing, invalid: t.photoMissing } },
    idPrefix: id,
    toInput: (d) => ({ kind: 'photo', photo: d.photo ?? undefined }),
    blocked: () => (upload.state.status === 'uploading' ? kit.waitForUpload(kit.fileKind.image) : null),
    controlId: () => `${id}-photo`,
    onSubmit: async (proposal) => {
      await propose.mutateAsync(proposal);
      toast.success(t.sent);
      form.reset({ photo: null });
      onDone();
    },
  });
  return (
    <form
      className="data-form family-proposal"
      onSubmit={(e) => void form.handleSubmit(e)}
      noValidate
      aria-busy={form.busy}
      data-testid="photo-form"
    >
      <FileField
        id={`${id}-photo`}
        label={t.newPhoto}
        value={form.values.photo}
        onChange={(value) => form.set('photo', value)}
        upload={upload}
        disabled={form.busy}
        preview={(v) => <ImageThumb value={v} alt={t.newPhoto} />}
      />
      {form.error('photo') && (
        <p className="field-error" role="alert">
          {form.error('photo')}
        </p>
      )}
      <FormError form={form} />
      <div className="form-actions">
        <SubmitButton form={form} label={t.send} busyLabel={t.sending} />
      </div>
    </form>
  );
}
