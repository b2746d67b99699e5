// /add-house: adds, edits and removes members of an existing family, and edits the house itself.
// Reached from the ward page's Edit (the family as navigation state) or by picking ward → family.
// A user adds members to any family, and corrects only the family and members they added within
// OWN_WRITE_HOURS (GET /api/houses/mine); an admin corrects and removes anything.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { House } from '@parish/shared/houses';
import type { Member } from '@parish/shared/members';
import { HouseUpdateSchema } from '@parish/shared/houses';
import { formatBirthday } from '@parish/shared/plain/birthday';
import { sortMembers } from '@parish/shared/plain/member-order';
import { useT } from '../../i18n/language.tsx';
import { useUserInfo } from '../../lib/auth-store.ts';
import { toast } from '../../lib/toast.ts';
import { useUpload, type StoredImage } from '../../lib/upload.ts';
import { confirmLeave } from '../../lib/unsaved-changes.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { apiErrorText } from '../../lib/error-handler.ts';
import { OWN_WRITE_HOURS } from '@parish/shared/plain/constants';
import { useDeleteFlow } from '../../components/delete-flow.tsx';
import { ImageField } from '../../components/form/image-field.tsx';
import { FormError, SubmitButton } from '../../components/form/form-actions.tsx';
import { TextInput } from '../../components/form/inputs.tsx';
import { LoadErrorBanner } from '../../components/load-error-banner.tsx';
import { Loader } from '../../components/loader.tsx';
import { useCreateMember } from './api/create-member.ts';
import { useDeleteHouse } from './api/delete-house.ts';
import { useDeleteMember } from '../../lib/delete-member.ts';
import { useHouse } from './api/get-house.ts';
import { useMyHouses } from './api/get-my-houses.ts';
import { houseErrorText, mayCorrect, type MayCorrect } from './may-correct.ts';
import { useUpdateHouse } from './api/update-house.ts';
import { useUpdateMember } from './api/update-member.ts';
import { ageText } from '../../lib/age-text.ts';
import { FamilyPicker } from './components/family-picker.tsx';
import { MemberForm, type OpenForms } from './components/member-form.tsx';
import { draftFromMember, emptyMember } from './member-draft.ts';
import { houseCatalog } from './member-rules.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { housesMessages } from './messages.ts';

/** Navigation state the ward page passes: the family, and the member whose Edit was pressed. */
export interface AddHouseState {
  house?: House;
  memberId?: string;
}

function readState(state: unknown): AddHouseState {
  return typeof state === 'object' && state !== null ? (state as AddHouseState) : {};
}

export function AddHouseScreen() {
  const t = useT(housesMessages);
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
          onHouseChange={(id) => {
            if (id) setParams({ house: id });
          }}
        />
      </section>
    );
  }
  return <HouseEditor key={houseId} houseId={houseId} initial={state.house} focusMemberId={state.memberId} />;
}

function HouseEditor({
  houseId,
  initial,
  focusMemberId,
}: {
  houseId: string;
  initial?: House;
  focusMemberId?: string;
}) {
  const t = useT(housesMessages);
  const f = t.houseForms;
  const house = useHouse(houseId, initial);
  const isAdmin = useUserInfo()?.isAdmin ?? false;
  const mine = useMyHouses(!isAdmin);
  const [, setParams] = useSearchParams();
  // The member forms open on the screen: the house's Save saves them too.
  const openForms = useRef<OpenForms>(new Map()).current;

  if (house.isPending || (!isAdmin && mine.isPending)) return <Loader />;
  if (house.isError && !house.data)
    return <LoadErrorBanner onRefresh={() => void house.refetch()} message={apiErrorText(house.error)} />;
  if (!isAdmin && mine.isError && !mine.data)
    return <LoadErrorBanner onRefresh={() => void mine.refetch()} message={apiErrorText(mine.error)} />;
  const h = house.data;
  const may = mayCorrect(isAdmin, mine.data);
  return (
    <section className="data-form">
      <h1>{f.editTitle}</h1>
      {may.house(h._id) ? <HouseDetailsForm house={h} openForms={openForms} /> : <HouseDetailsView house={h} />}
      <MembersEditor house={h} focusMemberId={focusMemberId} may={may} openForms={openForms} />
      <p className="form-links">
        <Link to={`/wards/${h.ward}`}>{f.viewWard}</Link>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            if (confirmLeave()) setParams({});
          }}
        >
          {f.pickAnother}
        </button>
      </p>
      <DeleteFamily house={h} />
    </section>
  );
}

/** Admins only: the whole family goes (members and photo too), after a confirmation. */
function DeleteFamily({ house }: { house: House }) {
  const t = useT(housesMessages);
  const f = t.houseForms;
  const isAdmin = useUserInfo()?.isAdmin ?? false;
  const navigate = useNavigate();
  const remove = useDeleteHouse();
  const deletion = useDeleteFlow<House>({
    remove: (h) => remove.mutateAsync(h._id),
    question: (h) => f.confirmDeleteFamily(h.house),
    what: (h, g) => g.family(h.house, h.members.length),
    successText: (h) => f.familyDeleted(h.house),
    failureText: (err) => apiErrorText(err), // shown in the dialog, so not toasted as well
    // Replace: the overlay's history entry and this family's page both go.
    onDeleted: (h) => navigate(`/admin/wards/${h.ward}`, { replace: true }),
  });
  if (!isAdmin) return null;
  return (
    <>
      <button type="button" className="button danger-outline" onClick={() => deletion.ask(house)}>
        {f.deleteFamily}
      </button>
      {deletion.dialog}
    </>
  );
}

/** A family the user may not correct: its name and ward, and who can change them. */
function HouseDetailsView({ house }: { house: House }) {
  const f = useT(housesMessages).houseForms;
  return (
    <div className="form-section" data-testid="house-details-view">
      <h2>{f.houseDetails}</h2>
      <p>
        <strong>{house.house}</strong>
      </p>
      <p className="muted">
        {f.ward}: {house.ward}
      </p>
      <p className="muted">{f.ownHouseOnly(OWN_WRITE_HOURS)}</p>
    </div>
  );
}

/**
 * House name and photo: PUT /api/houses; then every member form open with changes, in turn
 * (docs/decisions.md "One save on the family screen"): the toast says what was saved and names
 * the members whose changes were refused, whose forms stay open with their errors.
 */
function HouseDetailsForm({ house, openForms }: { house: House; openForms: OpenForms }) {
  const t = useT(housesMessages);
  const f = t.houseForms;
  const upload = useUpload({ kind: 'image' });
  const update = useUpdateHouse();
  const fields = useMemo(() => houseCatalog(t), [t]);
  const photoHidden = house.image === undefined;
  const form = useSchemaForm({
    schema: HouseUpdateSchema,
    initial: (): HouseDetails => ({
      house: house.house,
      photo: house.image ? { image: house.image, preImage: house.preImage ?? '' } : null,
    }),
    fields,
    idPrefix: 'ah',
    // A photo the family keeps from this reader is absent: not shown, not sent, so it stays.
    toInput: (v) => ({
      _id: house._id,
      house: v.house,
      ...(photoHidden ? {} : { image: v.photo?.image ?? null, preImage: v.photo?.preImage ?? null }),
    }),
    blocked: () => (upload.state.status === 'uploading' ? f.waitForUpload : null),
    fixErrorsText: f.fixErrors,
    failureText: (err) => houseErrorText(err, t),
    onSubmit: async (data) => {
      await update.mutateAsync(data);
      const open = [...openForms.values()].filter((o) => o.unsaved());
      const refused: string[] = [];
      for (const o of open) if (!(await o.save())) refused.push(o.title);
      if (refused.length > 0) toast.error(f.membersNotSaved(refused));
      else toast.success(open.length > 0 ? f.allSaved : f.houseSaved);
    },
  });

  return (
    <form className="form-section" onSubmit={(e) => void form.handleSubmit(e)} noValidate aria-busy={form.busy}>
      <h2>{f.houseDetails}</h2>
      <TextInput form={form} name="house" autoComplete="off" />
      <p className="muted">
        {f.ward}: {house.ward}
      </p>
      {!photoHidden && <ImageField form={form} name="photo" upload={upload} />}
      <FormError form={form} />
      <SubmitButton form={form} label={f.saveHouse} busyLabel={f.saving} />
    </form>
  );
}

interface HouseDetails {
  house: string;
  photo: StoredImage | null;
}

/**
 * The members: each row the user may correct can open its editor; a new one is added below;
 * admins may delete.
 */
function MembersEditor({
  house,
  focusMemberId,
  may,
  openForms,
}: {
  house: House;
  focusMemberId?: string;
  may: MayCorrect;
  openForms: OpenForms;
}) {
  const t = useT(housesMessages);
  const f = t.houseForms;
  const isAdmin = useUserInfo()?.isAdmin ?? false;
  const [editing, setEditing] = useState<string | null>(
    focusMemberId && may.member(focusMemberId) ? focusMemberId : null,
  );
  const createMember = useCreateMember();
  const updateMember = useUpdateMember();
  const deleteMember = useDeleteMember();
  const deletion = useDeleteFlow<Member>({
    remove: (m) => deleteMember.mutateAsync(m._id),
    question: (m) => f.confirmRemoveMember(m.name),
    what: (m, g) => g.member(m.name, house.house),
    successText: f.memberDeleted,
    failureText: (err) => apiErrorText(err), // shown in the dialog, so not toasted as well
  });
  const sorted = sortMembers(house.members);
  const someoneElses = sorted.some((m) => !may.member(m._id));

  useEffect(() => {
    if (focusMemberId) document.getElementById(`ah-${focusMemberId}-name`)?.focus();
  }, [focusMemberId]);

  return (
    <div className="form-section">
      <h2>{f.members}</h2>
      {someoneElses && (
        <p className="muted" data-testid="own-members-note">
          {f.ownMembersOnly(OWN_WRITE_HOURS)}
        </p>
      )}
      <ul className="member-list">
        {sorted.map((m) => (
          <li key={m._id} data-testid="member-item">
            {editing === m._id ? (
              <MemberForm
                initial={draftFromMember(m)}
                idPrefix={`ah-${m._id}`}
                title={m.name}
                openForms={openForms}
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
                    {[
                      `${t.members.age}: ${ageText(m, t.members)}`,
                      m.relation,
                      formatBirthday(m.birthMonth, m.birthDay),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </div>
                </div>
                <div className="row-actions">
                  {may.member(m._id) && (
                    <button
                      type="button"
                      className="button small"
                      onClick={() => setEditing(m._id)}
                      aria-label={t.members.editMember(m.name)}
                    >
                      {f.edit}
                    </button>
                  )}
                  {isAdmin && (
                    <button
                      type="button"
                      className="button small danger-outline"
                      onClick={() => deletion.ask(m)}
                      aria-label={t.members.deleteMember(m.name)}
                    >
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
          openForms={openForms}
          onCancel={() => setEditing(null)}
          onSubmit={async (body) => {
            const saved = await createMember.mutateAsync({ houseId: house._id, member: body });
            toast.success(f.memberAdded(saved.name));
            setEditing(null);
          }}
        />
      ) : (
        <button type="button" className="button" onClick={() => setEditing('new')}>
          {f.addMember}
        </button>
      )}
      {deletion.dialog}
    </div>
  );
}
