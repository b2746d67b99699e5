// /wards/{n} and its editing variant /admin/wards/{n} (docs/product.md "Ward page"): ward badge, committee table,
// the families with infinite scroll, photo preview; the admin page adds Edit and Delete.
import { NotFoundRedirect } from '../../components/redirect.tsx';
import { Fragment, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { BoardMember } from '@parish/shared/board';
import type { House } from '@parish/shared/houses';
import type { Member } from '@parish/shared/members';
import { parseWardParam, wardName } from '@parish/shared/plain/wards';
import { wardBannerChoice, wardBannerPositions } from '@parish/shared/plain/ad-rules';
import { AdSlot } from '../../components/ad-slot.tsx';
import { useT } from '../../i18n/language.tsx';
import { apiErrorText } from '../../lib/error-handler.ts';
import { useInfiniteScroll } from '../../lib/use-infinite-scroll.ts';
import { useRevealed } from '../../lib/use-revealed.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useDeleteFlow } from '../../components/delete-flow.tsx';
import { ImagePreview, type PreviewImage } from '../../components/image-preview.tsx';
import { LoadErrorBanner } from '../../components/load-error-banner.tsx';
import { Loader } from '../../components/loader.tsx';
import { useDeleteMember } from '../../lib/delete-member.ts';
import { useWardHouses } from './api/get-ward-houses.ts';
import { useCommittee } from './api/get-committee.ts';
import { useDeleteCommitteeMember } from './api/delete-committee-member.ts';
import { CommitteeTable } from './components/committee-table.tsx';
import { FamilyCard } from './components/family-card.tsx';
import type { MarkDepartedTarget } from './components/mark-departed-dialog.tsx';
import { wardsMessages } from './messages.ts';
import { headOf } from '@parish/shared/plain/member-order';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { usePagePreview } from '../../lib/page-head.ts';

// The admin's form (and zod with it) stays out of the public ward page's chunk.
const loadMarkDeparted = () => import('./components/mark-departed-dialog.tsx');
const MarkDepartedDialog = lazy(() => loadMarkDeparted().then((m) => ({ default: m.MarkDepartedDialog })));
// The family's privacy form (docs/product.md "Directory privacy"), its texts with it: the admin's only.
const loadPrivacy = () => import('./components/privacy-dialog.tsx');
const PrivacyDialog = lazy(() => loadPrivacy().then((m) => ({ default: m.PrivacyDialog })));
// A family's invitations (docs/product.md "Family invitations"), with the QR library: the admin's only.
const loadInvite = () => import('./components/invite-dialog.tsx');
const InviteDialog = lazy(() => loadInvite().then((m) => ({ default: m.InviteDialog })));

export function WardScreen({ admin = false }: { admin?: boolean }) {
  const ward = parseWardParam(useParams().ward);
  if (ward === null) return <NotFoundRedirect />;
  // key: a new ward starts again at view 1 (docs/product.md "Ward page").
  return <Ward key={`${admin}-${ward}`} ward={ward} admin={admin} />;
}

export function AdminWardScreen() {
  return <WardScreen admin />;
}

function Ward({ ward, admin }: { ward: number; admin: boolean }) {
  const t = useT(wardsMessages);
  const navigate = useNavigate();
  const houses = useWardHouses(ward, admin);
  const committee = useCommittee(ward);
  const deleteMember = useDeleteMember();
  const deleteCommittee = useDeleteCommitteeMember();
  const [previewIndex, setPreviewIndex] = useState<number | null>(null);
  const [departing, setDeparting] = useState<MarkDepartedTarget | null>(null);
  const [privacyOf, setPrivacyOf] = useState<House | null>(null);
  const [inviteOf, setInviteOf] = useState<House | null>(null);
  // An admin's dialogs are loaded ahead, so they open at once when asked for.
  useEffect(() => {
    if (!admin) return;
    void loadMarkDeparted();
    void loadPrivacy();
    void loadInvite();
  }, [admin]);
  // Failures show in the dialog in Malayalam by the server's code, so are not toasted as well
  // (docs/decisions.md "Server errors are shown by code, once").
  const memberDeletion = useDeleteFlow<Member>({
    remove: (m) => deleteMember.mutateAsync(m._id),
    question: (m) => t.wards.confirmDeleteMember(m.name),
    what: (m, g) => g.member(m.name, houses.items.find((h) => h.members.some((x) => x._id === m._id))?.house ?? ''),
    successText: t.wards.memberDeleted,
    failureText: (err) => apiErrorText(err),
  });
  const committeeDeletion = useDeleteFlow<BoardMember>({
    remove: (m) => deleteCommittee.mutateAsync(m._id),
    question: (m) => t.wards.confirmDeleteCommittee(m.name),
    what: (m, g) => g.committeeSeat(m.name),
    successText: t.wards.committeeMemberDeleted,
    failureText: (err) => apiErrorText(err),
  });
  const { hasMore, isFetchingNextPage, fetchNextPage } = houses;
  const name = wardName(ward);
  useDocumentTitle(t.titles.ward(ward, name));
  // The ward's preview names the ward and counts its families: no one's name, phone or photo.
  usePagePreview(
    houses.total === undefined
      ? null
      : { title: t.titles.ward(ward, name), description: t.wardPreview.text(houses.total, name) },
  );

  // docs/product.md "Errors": a failed list load goes to the shared handler.
  useLoadError(houses.error);
  // docs/product.md "Ward page": the next page is appended within 100 px of the bottom while pages remain.
  const sentinel = useInfiniteScroll({ hasMore, loading: isFetchingNextPage, onLoadMore: fetchNextPage });

  const families = houses.items;
  // A large ward's page holds ~180 families: the first ones render at once, the rest a slice a task.
  const shown = useRevealed(families.length);
  const photos = useMemo(() => families.filter((h): h is House & { image: string } => Boolean(h.image)), [families]);
  const previewImages: PreviewImage[] = useMemo(
    () =>
      photos.map((h) => {
        const head = headOf(h.members);
        return { image: h.image, preImage: h.preImage, caption: head ? `${head.name}, ${h.house}` : h.house };
      }),
    [photos],
  );

  const editFamily = (house: House, memberId?: string) =>
    navigate(`/add-house?house=${house._id}`, { state: { house, memberId } });

  const { total } = houses;
  // docs/product.md "Ward page": two banners at positions computed from the list's length (visitors only: AdSlot).
  const bannerAt = useMemo(() => new Set(total ? wardBannerPositions(total) : []), [total]);
  return (
    <section className="ward-page">
      <div className="ward-head">
        <h1 className="badge ward-badge">
          {t.wards.title} {ward}: {name}
        </h1>
        {admin && <span className="admin-chip">{t.wards.adminTitle}</span>}
      </div>

      <h2>{t.wards.committee}</h2>
      {committee.isError ? (
        <p className="error-banner" role="alert">
          {t.wards.committeeError}
        </p>
      ) : committee.isPending ? (
        // Holds the committee table's usual height, so the family list below does not jump when it arrives.
        <div className="committee-placeholder">
          <Loader inline />
        </div>
      ) : (
        <CommitteeTable
          members={committee.data}
          onEdit={admin ? (m) => navigate('/admin/add-board', { state: { boardMember: m } }) : undefined}
          onDelete={admin ? committeeDeletion.ask : undefined}
        />
      )}

      <div className="families-head">
        <h2>
          {t.wards.families}
          {total !== undefined ? ` (${total})` : ''}
        </h2>
        {admin && (
          <Link className="button small" to={`/new-house?ward=${ward}`}>
            {t.wards.addFamily}
          </Link>
        )}
      </div>
      {houses.isPending && <Loader inline />}
      {houses.isError && <LoadErrorBanner onRefresh={() => void houses.refetch()} />}
      {houses.isSuccess && families.length === 0 && <p className="muted">{t.wards.noFamilies}</p>}
      <div className="family-list">
        {families.slice(0, shown).map((h, i) => (
          <Fragment key={h._id}>
            <FamilyCard
              house={h}
              first={i === 0}
              wardName={name}
              onOpenPhoto={() => setPreviewIndex(photos.findIndex((p) => p._id === h._id))}
              onEditFamily={admin ? () => editFamily(h) : undefined}
              onPrivacy={admin ? () => setPrivacyOf(h) : undefined}
              onInvite={admin ? () => setInviteOf(h) : undefined}
              onEditMember={admin ? (m) => editFamily(h, m._id) : undefined}
              onDeleteMember={admin ? memberDeletion.ask : undefined}
              markDeparted={
                admin
                  ? {
                      text: (member) => t.markDeparted.action(member.gender === false),
                      label: t.markDeparted.label,
                      onClick: (member) => setDeparting({ house: h, member }),
                    }
                  : undefined
              }
            />
            {!admin && total !== undefined && bannerAt.has(i) && (
              <AdSlot name={`ward-banner-${i}`} choose={(count) => wardBannerChoice(i, total, ward, count)} />
            )}
          </Fragment>
        ))}
      </div>
      <div ref={sentinel} data-testid="scroll-sentinel" />
      {isFetchingNextPage && <Loader inline label={t.wards.loadingMore} />}
      {houses.isSuccess && !hasMore && families.length > 0 && <p className="muted list-end">{t.wards.end}</p>}

      {previewIndex !== null && previewIndex >= 0 && (
        <ImagePreview
          images={previewImages}
          index={previewIndex}
          onIndexChange={setPreviewIndex}
          onClose={() => setPreviewIndex(null)}
        />
      )}
      {memberDeletion.dialog}
      {admin && departing && (
        <Suspense fallback={null}>
          <MarkDepartedDialog target={departing} onClose={() => setDeparting(null)} />
        </Suspense>
      )}
      {admin && privacyOf && (
        <Suspense fallback={null}>
          <PrivacyDialog house={privacyOf} onClose={() => setPrivacyOf(null)} />
        </Suspense>
      )}
      {admin && inviteOf && (
        <Suspense fallback={null}>
          <InviteDialog house={inviteOf} onClose={() => setInviteOf(null)} />
        </Suspense>
      )}
      {committeeDeletion.dialog}
    </section>
  );
}
