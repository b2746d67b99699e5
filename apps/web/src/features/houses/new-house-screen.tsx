// /new-house: a parish office volunteer enters a whole family on a phone: house, ward, photo and
// every member, exactly one of them head. On the form kit: checked with the shared schema before
// sending; one request creates it all (nothing half-saved); on failure everything typed stays.
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { parseWardParam } from '@parish/shared/plain/wards';
import { HOUSE_MEMBERS_MAX } from '@parish/shared/plain/constants';
import { HouseCreateSchema } from '@parish/shared/houses';
import { ImageField } from '../../components/form/image-field.tsx';
import { FormError, SubmitButton } from '../../components/form/form-actions.tsx';
import { BoundField, type BoundForm } from '../../components/form/form-field.tsx';
import { TextInput } from '../../components/form/inputs.tsx';
import { useT } from '../../i18n/language.tsx';
import { toast } from '../../lib/toast.ts';
import { useUpload, type StoredImage } from '../../lib/upload.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useCreateHouse } from './api/create-house.ts';
import { MemberFields } from './components/member-fields.tsx';
import { WardSelect } from './components/ward-select.tsx';
import { emptyMember, MEMBER_FIELD_ORDER, memberBody, type MemberDraft } from './member-draft.ts';
import { familyRuleErrors, houseCatalog } from './member-rules.ts';
import { housesMessages } from './messages.ts';

const ID = 'nh';
/** Focus order of the errors: the house, its ward, the member list, then each member's fields. */
const FOCUS_ORDER = [
  'house',
  'ward',
  'members',
  ...Array.from({ length: HOUSE_MEMBERS_MAX }, (_, i) => MEMBER_FIELD_ORDER.map((k) => `members.${i}.${k}`)).flat(),
];

interface NewHouseValues {
  house: string;
  ward: string;
  photo: StoredImage | null;
  members: MemberDraft[];
}

function houseInput(v: NewHouseValues) {
  return {
    house: v.house,
    ward: v.ward ? Number(v.ward) : undefined,
    image: v.photo?.image ?? null,
    preImage: v.photo?.preImage ?? null,
    members: v.members.map(memberBody),
  };
}

export function NewHouseScreen() {
  const t = useT(housesMessages);
  useDocumentTitle(t.titles.newFamily);
  const f = t.houseForms;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const upload = useUpload({ kind: 'image' });
  const create = useCreateHouse();
  const fields = useMemo(() => houseCatalog(t), [t]);
  const form = useSchemaForm({
    schema: HouseCreateSchema,
    // The admin ward page's "new family" passes its ward.
    initial: (): NewHouseValues => ({
      house: '',
      ward: String(parseWardParam(params.get('ward') ?? undefined) ?? ''),
      photo: null,
      members: [emptyMember(true)],
    }),
    fields,
    idPrefix: ID,
    toInput: houseInput,
    extraErrors: (_values, input) => familyRuleErrors((input as ReturnType<typeof houseInput>).members, t.validation),
    order: FOCUS_ORDER,
    // The one-head message sits above the list: focus goes to the first member's head choice.
    controlId: (key) => (key === 'members' ? `${ID}-members-0-HOH` : `${ID}-${key.replace(/\./g, '-')}`),
    blocked: () => (upload.state.status === 'uploading' ? f.waitForUpload : null),
    fixErrorsText: f.fixErrors,
    onSubmit: async (data) => {
      const created = await create.mutateAsync(data);
      toast.success(f.created(created.house));
      await navigate(`/add-house?house=${created._id}`, { state: { house: created } });
    },
  });
  const { members } = form.values;

  // One head among the members: choosing one (a radio) clears the others.
  const bound: BoundForm = useMemo(
    () => ({
      ...form,
      set: (key: string, value: unknown) => {
        const head = /^members\.(\d+)\.HOH$/.exec(key);
        if (head && value === true) {
          form.update((v) => ({ ...v, members: v.members.map((m, i) => ({ ...m, HOH: i === Number(head[1]) })) }));
        } else {
          form.set(key, value);
        }
      },
    }),
    [form],
  );

  const removeMember = (index: number) =>
    form.update((v) => {
      const next = v.members.filter((_, i) => i !== index);
      if (next.length > 0 && !next.some((m) => m.HOH)) next[0] = { ...next[0], HOH: true };
      return { ...v, members: next };
    });

  return (
    <form className="data-form" onSubmit={(e) => void form.handleSubmit(e)} noValidate aria-busy={form.busy}>
      <h1>{f.newTitle}</h1>
      <p className="muted">{f.newIntro}</p>
      <fieldset className="form-section">
        <legend>{f.houseDetails}</legend>
        <TextInput form={form} name="house" autoComplete="off" />
        <BoundField form={form} name="ward">
          <WardSelect value={form.values.ward} onChange={(w) => form.set('ward', w)} disabled={form.busy} />
        </BoundField>
        <ImageField form={form} name="photo" upload={upload} />
      </fieldset>

      <h2>{f.members}</h2>
      {form.error('members') && (
        <p className="field-error" role="alert">
          {form.error('members')}
        </p>
      )}
      {members.map((m, i) => (
        <fieldset className="form-section member-section" key={m.key} data-testid="member-form">
          <legend>
            {f.member(i + 1)}
            {m.name ? `: ${m.name}` : ''}
          </legend>
          <MemberFields form={bound} prefix={`members.${i}.`} headGroup={`${ID}-head`} emailHidden={m.emailHidden} />
          {members.length > 1 && (
            <button
              type="button"
              className="button danger-outline"
              onClick={() => removeMember(i)}
              disabled={form.busy}
            >
              {f.removeMember(i + 1)}
            </button>
          )}
        </fieldset>
      ))}
      <button
        type="button"
        className="button"
        onClick={() => form.update((v) => ({ ...v, members: [...v.members, emptyMember(false)] }))}
        disabled={form.busy}
      >
        {f.addMember}
      </button>

      <div className="form-footer">
        <FormError form={form} />
        <SubmitButton form={form} label={f.create} busyLabel={f.saving} />
      </div>
    </form>
  );
}
