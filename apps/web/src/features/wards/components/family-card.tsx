import type { House } from '@parish/shared/houses';
import type { Member } from '@parish/shared/members';
import type { RowAction } from '../../../components/row-actions.tsx';
import { useT } from '../../../i18n/language.tsx';
import { wardsMessages } from '../messages.ts';
import { headOf } from '@parish/shared/plain/member-order';
import { FamilyPhoto } from './family-photo.tsx';
import { MembersTable } from '../../../components/members-table.tsx';
import { NoPhotoLink } from './no-photo-link.tsx';

interface FamilyCardProps {
  house: House;
  wardName: string;
  onOpenPhoto: () => void;
  /** The first card of the page (its photo is loaded at once). */
  first?: boolean;
  /** Edit mode (admin ward page). */
  onEditFamily?: () => void;
  /** Admin: the family's privacy choices (docs/product.md "Directory privacy"). */
  onPrivacy?: () => void;
  /** Admin: the family's invitations (docs/product.md "Family invitations"). */
  onInvite?: () => void;
  onEditMember?: (member: Member) => void;
  onDeleteMember?: (member: Member) => void;
  /** Admin: "mark as departed" on each member row. */
  markDeparted?: RowAction<Member>;
}

/** docs/product.md "Ward page": photo (tap to preview), head name plus house name, and the members table. */
export function FamilyCard({
  house,
  wardName,
  onOpenPhoto,
  first = false,
  onEditFamily,
  onPrivacy,
  onInvite,
  onEditMember,
  onDeleteMember,
  markDeparted,
}: FamilyCardProps) {
  const t = useT(wardsMessages);
  const head = headOf(house.members);
  const title = head ? `${head.name}, ${house.house}` : house.house;
  return (
    <article className="family-card" data-testid="family-card" aria-label={title}>
      {house.image ? (
        <FamilyPhoto
          image={house.image}
          preImage={house.preImage ?? null}
          house={house.house}
          onOpen={onOpenPhoto}
          priority={first}
        />
      ) : (
        <NoPhotoLink headName={head?.name ?? ''} house={house.house} wardName={wardName} />
      )}
      <div className="family-card-head">
        <h3>{title}</h3>
        {(onEditFamily || onPrivacy || onInvite) && (
          <div className="family-card-actions">
            {onInvite && (
              <button
                type="button"
                className="button small"
                onClick={onInvite}
                aria-label={t.wards.inviteOf(house.house)}
              >
                {t.wards.invite}
              </button>
            )}
            {onPrivacy && (
              <button
                type="button"
                className="button small"
                onClick={onPrivacy}
                aria-label={t.wards.privacyOf(house.house)}
              >
                {t.wards.privacy}
              </button>
            )}
            {onEditFamily && (
              <button
                type="button"
                className="button small"
                onClick={onEditFamily}
                aria-label={t.wards.editFamily(house.house)}
              >
                {t.members.edit}
              </button>
            )}
          </div>
        )}
      </div>
      <MembersTable
        members={house.members}
        onEdit={onEditMember}
        onDelete={onDeleteMember}
        extraAction={markDeparted}
      />
    </article>
  );
}
