// /new-house: a parish office volunteer enters a whole family on a phone: house, ward, photo and
// every member, exactly one of them head. Checked with the shared schema before sending; one
// request creates it all (nothing half-saved); on failure everything typed stays.
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { parseWardParam } from '@parish/shared/wards';
import { HouseCreateSchema } from '@parish/shared/schemas';
import { useT } from '../../i18n/language.tsx';
import { ApiClientError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { apiErrorText } from '../../lib/error-handler.ts';
import { useCreateHouse } from './api/create-house.ts';
import { usePhotoUpload, type StoredImage } from './api/upload-photo.ts';
import { FormField } from './components/form-field.tsx';
import { MemberFields } from './components/member-fields.tsx';
import { PhotoField } from './components/photo-field.tsx';
import { WardSelect } from './components/ward-select.tsx';
import { emptyMember, MEMBER_FIELD_ORDER, memberBody, type MemberDraft } from './member-draft.ts';
import { crossFieldErrors, firstErrorKey, issuesToFieldErrors, serverFieldErrors, withoutFieldErrors, type FieldErrors } from './validation.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const ID = 'nh';
const memberIdPrefix = (index: number) => `${ID}-m${index}`;

/** The DOM id of the control behind an error key, to move focus there. */
function controlId(key: string): string {
  const m = /^members\.(\d+)\.(\w+)/.exec(key);
  if (m) return `${memberIdPrefix(Number(m[1]))}-${m[2]}`;
  if (key === 'members') return `${memberIdPrefix(0)}-HOH`;
  return `${ID}-${key}`;
}

export function NewHouseScreen() {
  const t = useT();
  useDocumentTitle(t.titles.newFamily);
  const f = t.houseForms;
  const navigate = useNavigate();
  const [house, setHouse] = useState('');
  const [params] = useSearchParams();
  // The admin ward page's "new family" passes its ward.
  const [ward, setWard] = useState(() => String(parseWardParam(params.get('ward') ?? undefined) ?? ''));
  const [photo, setPhoto] = useState<StoredImage | null>(null);
  const [members, setMembers] = useState<MemberDraft[]>(() => [emptyMember(true)]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const upload = usePhotoUpload();
  const create = useCreateHouse();
  const busy = create.isPending;
  // The field to focus once the form is enabled again (a disabled input cannot take focus).
  const [focusKey, setFocusKey] = useState<string | null>(null);

  useEffect(() => {
    if (!focusKey || busy) return;
    document.getElementById(controlId(focusKey))?.focus();
    setFocusKey(null);
  }, [focusKey, busy]);

  const patchMember = (index: number, patch: Partial<MemberDraft>) => {
    setErrors((e) => withoutFieldErrors(e, ['members', ...Object.keys(patch).map((k) => `members.${index}.${k}`)]));
    setMembers((list) => list.map((m, i) => {
      if (i === index) return { ...m, ...patch };
      // One head among the members: choosing one clears the others.
      return patch.HOH ? { ...m, HOH: false } : m;
    }));
  };

  const removeMember = (index: number) => {
    setMembers((list) => {
      const next = list.filter((_, i) => i !== index);
      if (next.length > 0 && !next.some((m) => m.HOH)) next[0] = { ...next[0], HOH: true };
      return next;
    });
    setErrors({});
  };

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    setFormError(f.fixErrors);
    const order = ['house', 'ward', 'members', ...members.flatMap((_, i) => MEMBER_FIELD_ORDER.map((k) => `members.${i}.${k}`))];
    setFocusKey(firstErrorKey(next, order) ?? null);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (upload.state.status === 'uploading') {
      setFormError(f.waitForUpload);
      return;
    }
    const bodies = members.map(memberBody);
    const parsed = HouseCreateSchema.safeParse({
      house,
      ward: ward ? Number(ward) : undefined,
      image: photo?.image ?? null,
      preImage: photo?.preImage ?? null,
      members: bodies,
    });
    if (!parsed.success) {
      showErrors({ ...crossFieldErrors(bodies, t.validation), ...issuesToFieldErrors(parsed.error.issues, t.validation) });
      return;
    }
    setErrors({});
    setFormError(null);
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        toast.success(f.created(created.house));
        navigate(`/add-house?house=${created._id}`, { state: { house: created } });
      },
      onError: (err) => {
        if (err instanceof ApiClientError && err.status === 400 && err.fields && Object.keys(err.fields).length > 0) {
          showErrors(serverFieldErrors(err.fields, t.validation));
          return;
        }
        setFormError(apiErrorText(err)); // shown in the form, so not toasted as well (issue 8)
      },
    });
  };

  return (
    <form className="data-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <h1>{f.newTitle}</h1>
      <p className="muted">{f.newIntro}</p>
      <fieldset className="form-section" disabled={busy}>
        <legend>{f.houseDetails}</legend>
        <FormField id={`${ID}-house`} label={f.houseName} required error={errors.house}>
          <input type="text" value={house} onChange={(e) => { setHouse(e.target.value); setErrors((errs) => withoutFieldErrors(errs, ['house'])); }} autoComplete="off" />
        </FormField>
        <FormField id={`${ID}-ward`} label={f.ward} required error={errors.ward}>
          <WardSelect value={ward} onChange={(w) => { setWard(w); setErrors((errs) => withoutFieldErrors(errs, ['ward'])); }} />
        </FormField>
        <PhotoField id={`${ID}-photo`} value={photo} onChange={setPhoto} upload={upload} />
      </fieldset>

      <h2>{f.members}</h2>
      {errors.members && <p className="field-error" role="alert">{errors.members}</p>}
      {members.map((m, i) => (
        <fieldset className="form-section member-section" key={m.key} disabled={busy} data-testid="member-form">
          <legend>{f.member(i + 1)}{m.name ? `: ${m.name}` : ''}</legend>
          <MemberFields
            draft={m}
            onChange={(patch) => patchMember(i, patch)}
            errors={errors}
            errorPrefix={`members.${i}.`}
            idPrefix={memberIdPrefix(i)}
            headGroup={`${ID}-head`}
          />
          {members.length > 1 && (
            <button type="button" className="button danger-outline" onClick={() => removeMember(i)}>
              {f.removeMember(i + 1)}
            </button>
          )}
        </fieldset>
      ))}
      <button type="button" className="button" onClick={() => setMembers((l) => [...l, emptyMember(false)])} disabled={busy}>
        {f.addMember}
      </button>

      <div className="form-footer">
        {formError && <p className="error-banner" role="alert">{formError}</p>}
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? f.saving : f.create}
        </button>
      </div>
    </form>
  );
}
