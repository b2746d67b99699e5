// /my-family (docs/product.md "My family /my-family"): a family account's home. Its whole record,
// how the directory shows it to a visitor and to a parishioner (the server's own presenter made
// both), its privacy choices (hiding applies at once, showing more is a request), its proposals to
// the office, its requests with their state, and its invitations.
import { useState } from 'react';
import type { FamilyRecord } from '@parish/shared/family';
import type { House } from '@parish/shared/houses';
import type { Member } from '@parish/shared/members';
import type { ChangeRequest } from '@parish/shared/requests';
import { PARISH_TIME_ZONE } from '@parish/shared/plain/week';
import { isFamily } from '@parish/shared/plain/roles';
import { BlurImage } from '../../components/blur-image.tsx';
import { NotFoundScreen } from '../../components/error-view.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Loader } from '../../components/loader.tsx';
import { MembersTable } from '../../components/members-table.tsx';
import { Modal } from '../../components/modal.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { Redirect } from '../../components/redirect.tsx';
import { PrivacyChoicesForm } from '../../components/privacy-choices-form.tsx';
import { useLanguage, useT } from '../../i18n/language.tsx';
import { useUserInfo } from '../../lib/auth-store.ts';
import { apiErrorText } from '../../lib/error-handler.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useFamilyRecord, useSetFamilyPrivacy, useWithdraw } from './api.ts';
import { MemberProposalForm, PhotoProposalForm, RemovalForm } from './components/proposal-forms.tsx';
import { familyMessages, type FamilyTexts } from './messages.ts';
import './family.css';
import { displayPhone } from '@parish/shared/plain/phone';

type Dialog = { kind: 'edit' | 'remove'; member: Member } | { kind: 'add' } | null;

/**
 * Only a family account has this page: a visitor is sent to /login (as the guards do, naming the
 * page), any other account finds nothing here; the server refuses them the data anyway.
 */
export function MyFamilyScreen() {
  const user = useUserInfo();
  if (!user) return <Redirect to="/login" serverTo="/login?from=%2Fmy-family" state={{ from: '/my-family' }} />;
  return isFamily(user) ? <FamilyScreen /> : <NotFoundScreen />;
}

function FamilyScreen() {
  const t = useT(familyMessages).family;
  useDocumentTitle(t.title);
  const record = useFamilyRecord();
  useLoadError(record.error);
  if (!record.data) {
    return (
      <div className="my-family">
        <PageTitle title={t.title} />
        {record.isError ? (
          <div>
            <p className="error-banner" role="alert">
              {t.loadError} {apiErrorText(record.error)}
            </p>
            <button type="button" className="button" onClick={() => void record.refetch()}>
              {t.retry}
            </button>
          </div>
        ) : (
          <Loader label={t.loading} />
        )}
      </div>
    );
  }
  return <FamilyPage data={record.data} updatedAt={record.dataUpdatedAt} t={t} />;
}

function FamilyPage({ data, updatedAt, t }: { data: FamilyRecord; updatedAt: number; t: FamilyTexts }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const { house } = data;
  const close = () => setDialog(null);
  return (
    <div className="my-family" data-testid="my-family">
      <PageTitle title={t.title} />
      <section className="family-section" aria-labelledby="family-record">
        <h2 id="family-record">
          {house.house} · {t.ward(house.ward)}
        </h2>
        <p className="muted">{t.recordExplain}</p>
        <div className="family-photo-box">
          {house.image ? (
            <BlurImage
              image={house.image}
              preImage={house.preImage}
              alt={t.photoAlt(house.house)}
              className="family-photo"
            />
          ) : (
            <p className="muted">{t.noPhoto}</p>
          )}
        </div>
        <div data-testid="family-record">
          <MembersTable
            members={house.members}
            onEdit={(member) => setDialog({ kind: 'edit', member })}
            extraAction={{
              text: t.remove,
              label: t.removeLabel,
              onClick: (member) => setDialog({ kind: 'remove', member }),
            }}
          />
        </div>
      </section>

      <section className="family-section" aria-labelledby="family-previews">
        <h2 id="family-previews">{t.previews}</h2>
        <div className="family-previews">
          <Preview house={data.preview.visitor} title={t.visitor} testId="preview-visitor" t={t} />
          <Preview house={data.preview.parishioner} title={t.parishioner} testId="preview-parishioner" t={t} />
        </div>
      </section>

      <section className="family-section" aria-labelledby="family-privacy" data-testid="family-privacy">
        <h2 id="family-privacy">{t.privacy}</h2>
        <PrivacySection key={updatedAt} data={data} t={t} />
      </section>

      <section className="family-section" aria-labelledby="family-propose">
        <h2 id="family-propose">{t.propose}</h2>
        <p className="muted">{t.proposeExplain}</p>
        <div className="form-actions">
          <button type="button" className="button primary" onClick={() => setDialog({ kind: 'add' })}>
            {t.addMember}
          </button>
        </div>
        <PhotoProposalForm onDone={() => undefined} />
      </section>

      <section className="family-section" aria-labelledby="family-requests">
        <h2 id="family-requests">{t.requests}</h2>
        <RequestsList data={data} t={t} />
      </section>

      <section className="family-section" aria-labelledby="family-invitations">
        <h2 id="family-invitations">{t.invitations}</h2>
        <Invitations data={data} t={t} />
      </section>

      {dialog && (
        <Modal
          open
          onClose={close}
          placement="full"
          className="family-dialog"
          title={
            dialog.kind === 'add'
              ? t.addMember
              : dialog.kind === 'edit'
                ? t.editMember(dialog.member.name)
                : t.removeMember(dialog.member.name)
          }
        >
          {dialog.kind === 'add' && <MemberProposalForm onDone={close} />}
          {dialog.kind === 'edit' && <MemberProposalForm member={dialog.member} onDone={close} />}
          {dialog.kind === 'remove' && <RemovalForm member={dialog.member} onDone={close} />}
        </Modal>
      )}
    </div>
  );
}

/** The family as one reader finds it in the directory (the answer of the directory's own presenter). */
function Preview({ house, title, testId, t }: { house: House | null; title: string; testId: string; t: FamilyTexts }) {
  return (
    <div className="family-preview" data-testid={testId}>
      <h3>{title}</h3>
      {!house ? (
        <p className="muted">{t.notListed}</p>
      ) : (
        <>
          <p className="muted">{house.image ? t.withPhoto : t.withoutPhoto}</p>
          <MembersTable members={house.members} />
        </>
      )}
    </div>
  );
}

function PrivacySection({ data, t }: { data: FamilyRecord; t: FamilyTexts }) {
  const save = useSetFamilyPrivacy();
  return (
    <PrivacyChoicesForm
      privacy={data.privacy}
      mode="family"
      intro={t.privacyIntro}
      saveLabel={t.privacySave}
      onSave={async (input) => {
        const result = await save.mutateAsync(input);
        toast.success(result.applied ? t.privacyApplied : t.sent);
      }}
    />
  );
}

function useWhen() {
  const { lang } = useLanguage();
  const format = new Intl.DateTimeFormat(lang === 'ml' ? 'ml-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeZone: PARISH_TIME_ZONE,
  });
  return (iso: string) => format.format(new Date(iso));
}

/** A value as the family's record shows it: a phone in the record's form, a yes/no as a mark. */
const shown = (v: unknown, empty: string, key = '') =>
  v === null || v === undefined || v === ''
    ? empty
    : typeof v === 'boolean'
      ? v
        ? '✓'
        : '✗'
      : key === 'phone' && typeof v === 'string'
        ? displayPhone(v)
        : String(v);

/** A photo request's new photo: `{ image, preImage }`. */
const photoOf = (r: ChangeRequest) => (r.proposed.photo ?? {}) as Record<string, unknown>;

/** What a request changes, field by field, in the family's words. */
function changeLines(r: ChangeRequest, t: FamilyTexts): string[] {
  const label = (k: string) => (t.fields as Record<string, string>)[k] ?? k;
  if (r.kind === 'member-update') {
    // Approved with the office's edits: what was applied, not what was asked.
    const changes = ((r.applied ?? r.proposed).changes ?? {}) as Record<string, unknown>;
    return Object.entries(changes).map(([k, v]) =>
      t.change(label(k), shown(r.read[k], t.empty, k), shown(v, t.empty, k)),
    );
  }
  if (r.kind === 'member-remove') {
    const reason = r.proposed.reason as keyof FamilyTexts['reasons'];
    const note = typeof r.proposed.note === 'string' && r.proposed.note ? ` (${r.proposed.note})` : '';
    return [`${t.reason}: ${t.reasons[reason] ?? String(reason)}${note}`];
  }
  return [];
}

function RequestsList({ data, t }: { data: FamilyRecord; t: FamilyTexts }) {
  const when = useWhen();
  const withdraw = useWithdraw();
  const [withdrawing, setWithdrawing] = useState<ChangeRequest | null>(null);
  const pending = data.requests.filter((r) => r.status === 'pending').length;
  if (!data.requests.length) return <p className="muted">{t.noRequests}</p>;
  return (
    <>
      <p data-testid="pending-count">{t.pending(pending, data.pendingLimit)}</p>
      <ol className="family-requests" data-testid="family-requests">
        {data.requests.map((r) => (
          <li key={r._id} className="family-request" data-status={r.status} data-kind={r.kind}>
            <div className="family-request-head">
              <strong>
                {t.kinds[r.kind]}
                {r.memberName ? `: ${r.memberName}` : ''}
              </strong>
              <span className={`status-badge status-${r.status}`}>{t.status[r.status]}</span>
            </div>
            <p className="muted">{t.sentOn(when(r.createdAt), r.createdBy)}</p>
            {r.kind === 'photo' && typeof photoOf(r).image === 'string' && (
              <BlurImage
                image={String(photoOf(r).image)}
                preImage={typeof photoOf(r).preImage === 'string' ? String(photoOf(r).preImage) : null}
                alt={t.newPhoto}
                className="family-request-photo"
              />
            )}
            {changeLines(r, t).map((line) => (
              <p key={line}>{line}</p>
            ))}
            {r.status === 'rejected' && r.reason && <p className="family-reason">{t.rejectedBecause(r.reason)}</p>}
            {r.status === 'pending' && (
              <button
                type="button"
                className="button small"
                aria-label={t.withdrawLabel(t.kinds[r.kind])}
                onClick={() => setWithdrawing(r)}
              >
                {t.withdraw}
              </button>
            )}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={withdrawing !== null}
        message={t.withdrawTitle}
        detail={
          withdrawing
            ? `${t.kinds[withdrawing.kind]}${withdrawing.memberName ? `: ${withdrawing.memberName}` : ''}. ${t.withdrawBody}`
            : undefined
        }
        confirmLabel={t.withdraw}
        busyLabel={t.withdrawing}
        cancelLabel={t.cancel}
        onClose={() => setWithdrawing(null)}
        onConfirm={async () => {
          if (!withdrawing) return;
          await withdraw.mutateAsync(withdrawing._id);
          toast.success(t.withdrawn);
          setWithdrawing(null);
        }}
      />
    </>
  );
}

function Invitations({ data, t }: { data: FamilyRecord; t: FamilyTexts }) {
  const when = useWhen();
  if (!data.invitations.length) return <p className="muted">{t.noInvitations}</p>;
  return (
    <ul className="family-invitations" data-testid="family-invitations">
      {data.invitations.map((i) => (
        <li key={i._id}>
          <span className={`status-badge status-${i.state}`}>{t.invitationStates[i.state]}</span>{' '}
          {t.invitationLine(when(i.createdAt), when(i.expiresAt), i.memberName)}
        </li>
      ))}
    </ul>
  );
}
