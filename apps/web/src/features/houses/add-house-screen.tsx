// /add-house: adds, edits and removes members of an existing family, and edits the house itself.
// Reached from the ward page's Edit (the family as navigation state) or by picking ward → family.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { House, Member } from '@parish/shared/schemas';
import { HouseUpdateSchema } from '@parish/shared/schemas';
import { formatBirthday } from '@parish/shared/birthday';
import { sortMembers } from '@parish/shared/members';
import { useT } from '../../i18n/language.tsx';
import { ApiClientError } from '../../lib/api.ts';
import { useUserInfo } from '../../lib/auth-store.ts';
import { toast } from '../../lib/toast.ts';
import { apiErrorText } from '../../lib/error-handler.ts';
import { useDeleteFlow } from '../../components/delete-flow.tsx';
import { LoadErrorBanner } from '../../components/load-error-banner.tsx';
import { Loader } from '../../components/loader.tsx';
import { useCreateMember } from './api/create-member.ts';
import { useDeleteHouse } from './api/delete-house.ts';
import { useDeleteMember } from '../../lib/delete-member.ts';
import { useHouse } from './api/get-house.ts';
import { useUpdateHouse } from './api/update-house.ts';
import { useUpdateMember } from './api/update-member.ts';
import { usePhotoUpload, type StoredImage } from './api/upload-photo.ts';
import { FamilyPicker } from './components/family-picker.tsx';
import { FormField } from './components/form-field.tsx';
import { MemberForm } from './components/member-form.tsx';
import { PhotoField } from './components/photo-field.tsx';
import { draftFromMember, emptyMember } from './member-draft.ts';
import { issuesToFieldErrors, serverFieldErrors, withoutFieldErrors, type FieldErrors } from './validation.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Navigation state the ward page passes: the family, and the member whose Edit was pressed. */
export interface AddHouseState {
  house?: House;
  memberId?: string;
}

function readState(state: unknown): AddHouseState {
  return typeof state === 'object' && state !== null ? (state as AddHouseState) : {};
}

export function AddHouseScreen() {
  const t = useT();
  useDocumentTitle(t.titles.editFamily);
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const state = readState(location.state);
  const houseId = params.get('house') ?? state.house?._id ?? '';
  const [ward, setWard] = useState('');

  if (!houseId) {
    return (
      <section className="data-form">
        <h1>{t.houseForms.editTitle}</h1>
        <FamilyPicker
          idPrefix="ah"
          ward={ward}
          onWardChange={setWard}
          houseId=""
          onHouseChange={(id) => { if (id) setParams({ house: id }); }}
        />
      </section>
    );
  }
  return <HouseEditor key={houseId} houseId={houseId} initial={state.house} focusMemberId={state.memberId} />;
}

function HouseEditor({ houseId, initial, focusMemberId }: { houseId: string; initial?: House; focusMemberId?: string }) {
  const t = useT();
  const f = t.houseForms;
  const house = useHouse(houseId, initial);
  const [, setParams] = useSearchParams();

  if (house.isPending) return <Loader />;
  if (house.isError && !house.data) return <LoadErrorBanner onRefresh={() => void house.refetch()} message={apiErrorText(house.error)} />;
  const h = house.data;
  return (
    <section className="data-form">
      <h1>{f.editTitle}</h1>
      <HouseDetailsForm house={h} />
      <MembersEditor house={h} focusMemberId={focusMemberId} />
      <p className="form-links">
        <Link to={`/wards/${h.ward}`}>{f.viewWard}</Link>
        <button type="button" className="link-button" onClick={() => setParams({})}>{f.pickAnother}</button>
      </p>
      <DeleteFamily house={h} />
    </section>
  );
}

/** Admins only: the whole family goes (members and photo too), after a confirmation. */
function DeleteFamily({ house }: { house: House }) {
  const t = useT();
  const f = t.houseForms;
  const isAdmin = useUserInfo()?.isAdmin ?? false;
  const navigate = useNavigate();
  const remove = useDeleteHouse();
  const deletion = useDeleteFlow<House>({
    remove: (h) => remove.mutateAsync(h._id),
    question: (h) => f.confirmDeleteFamily(h.house),
    successText: (h) => f.familyDeleted(h.house),
    failureText: (err) => apiErrorText(err), // shown in the dialog, so not toasted as well (issue 8)
    // Replace: the overlay's history entry and this family's page both go.
    onDeleted: (h) => navigate(`/admin/wards/${h.ward}`, { replace: true }),
  });
  if (!isAdmin) return null;
  return (
    <>
      <button type="button" className="button danger-outline" onClick={() => deletion.ask(house)}>{f.deleteFamily}</button>
      {deletion.dialog}
    </>
  );
}

/** House name and photo: PUT /api/houses. */
function HouseDetailsForm({ house }: { house: House }) {
  const t = useT();
  const f = t.houseForms;
  const [name, setName] = useState(house.house);
  const [photo, setPhoto] = useState<StoredImage | null>(house.image ? { image: house.image, preImage: house.preImage ?? '' } : null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const upload = usePhotoUpload();
  const update = useUpdateHouse();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (upload.state.status === 'uploading') {
      setFormError(f.waitForUpload);
      return;
    }
    const parsed = HouseUpdateSchema.safeParse({ _id: house._id, house: name, image: photo?.image ?? null, preImage: photo?.preImage ?? null });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues, t.validation));
      setFormError(f.fixErrors);
      return;
    }
    setErrors({});
    setFormError(null);
    update.mutate(parsed.data, {
      onSuccess: () => toast.success(f.houseSaved),
      onError: (err) => {
        if (err instanceof ApiClientError && err.status === 400 && err.fields) {
          setErrors(serverFieldErrors(err.fields, t.validation));
          setFormError(f.fixErrors);
          return;
        }
        setFormError(apiErrorText(err)); // shown in the form, so not toasted as well (issue 8)
      },
    });
  };

  return (
    <form className="form-section" onSubmit={submit} noValidate aria-busy={update.isPending}>
      <h2>{f.houseDetails}</h2>
      <fieldset className="plain-fieldset" disabled={update.isPending}>
        <legend className="visually-hidden">{f.houseDetails}</legend>
        <FormField id="ah-house" label={f.houseName} required error={errors.house}>
          <input type="text" value={name} onChange={(e) => { setName(e.target.value); setErrors((errs) => withoutFieldErrors(errs, ['house'])); }} autoComplete="off" />
        </FormField>
        <p className="muted">{f.ward}: {house.ward}</p>
        <PhotoField id="ah-photo" value={photo} onChange={setPhoto} upload={upload} />
      </fieldset>
      {formError && <p className="error-banner" role="alert">{formError}</p>}
      <button type="submit" className="button primary" disabled={update.isPending}>
        {update.isPending ? f.saving : f.saveHouse}
      </button>
    </form>
  );
}

/** The members: each row can open its editor; a new one is added below; admins may delete. */
function MembersEditor({ house, focusMemberId }: { house: House; focusMemberId?: string }) {
  const t = useT();
  const f = t.houseForms;
  const isAdmin = useUserInfo()?.isAdmin ?? false;
  const [editing, setEditing] = useState<string | null>(focusMemberId ?? null);
  const createMember = useCreateMember();
  const updateMember = useUpdateMember();
  const deleteMember = useDeleteMember();
  const deletion = useDeleteFlow<Member>({
    remove: (m) => deleteMember.mutateAsync(m._id),
    question: (m) => f.confirmRemoveMember(m.name),
    successText: f.memberDeleted,
    failureText: (err) => apiErrorText(err), // shown in the dialog, so not toasted as well (issue 8)
  });
  const sorted = sortMembers(house.members);

  useEffect(() => {
    if (focusMemberId) document.getElementById(`ah-${focusMemberId}-name`)?.focus();
  }, [focusMemberId]);

  return (
    <div className="form-section">
      <h2>{f.members}</h2>
      <ul className="member-list">
        {sorted.map((m) => (
          <li key={m._id} data-testid="member-item">
            {editing === m._id ? (
              <MemberForm
                initial={draftFromMember(m)}
                idPrefix={`ah-${m._id}`}
                title={m.name}
                onCancel={() => setEditing(null)}
                onSubmit={async (body) => {
                  const saved = await updateMember.mutateAsync({ memberId: m._id, member: body });
                  toast.success(f.memberSaved(saved.name));
                  setEditing(null);
                }}
              />
            ) : (
              <div className="member-summary">
                <div>
                  <strong>{m.name}</strong>
                  {m.HOH && <span className="head-chip">{f.head}</span>}
                  <div className="muted">
                    {[`${t.members.age}: ${m.age}`, m.relation, formatBirthday(m.birthMonth, m.birthDay)].filter(Boolean).join(' · ')}
                  </div>
                </div>
                <div className="row-actions">
                  <button type="button" className="button small" onClick={() => setEditing(m._id)} aria-label={t.members.editMember(m.name)}>
                    {f.edit}
                  </button>
                  {isAdmin && (
                    <button type="button" className="button small danger-outline" onClick={() => deletion.ask(m)} aria-label={t.members.deleteMember(m.name)}>
                      {f.remove}
                    </button>
                  )}
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <MemberForm
          initial={emptyMember(house.members.length === 0)}
          idPrefix="ah-new"
          title={f.newMember}
          onCancel={() => setEditing(null)}
          onSubmit={async (body) => {
            const saved = await createMember.mutateAsync({ houseId: house._id, member: body });
            toast.success(f.memberAdded(saved.name));
            setEditing(null);
          }}
        />
      ) : (
        <button type="button" className="button" onClick={() => setEditing('new')}>{f.addMember}</button>
      )}
      {deletion.dialog}
    </div>
  );
}
