// The members of a found family, with the members the search matched highlighted (memberIdArr).
import type { House } from '@parish/shared/houses';
import { Modal } from '../../../components/modal.tsx';
import { useT } from '../../../i18n/language.tsx';
import { searchMessages } from '../messages.ts';
import { MembersTable } from '../../../components/members-table.tsx';
import { sortMembers } from '@parish/shared/plain/member-order';

interface MemberModalProps {
  house: House | null;
  highlightIds: ReadonlySet<string>;
  onClose: () => void;
}

export function MemberModal({ house, highlightIds, onClose }: MemberModalProps) {
  const t = useT(searchMessages);
  const matched = house ? sortMembers(house.members).filter((m) => highlightIds.has(m._id)) : [];

  return (
    <Modal open={house !== null} onClose={onClose} title={house?.house} className="member-modal">
      {house && (
        <>
          <p className="muted">
            {t.search.ward(house.ward)} · {t.search.memberCount(house.members.length)}
          </p>
          {matched.length > 0 && (
            <p className="match-summary">
              <span className="match-swatch" aria-hidden="true" /> {t.search.matches}:{' '}
              {matched.map((m) => m.name).join(', ')}
            </p>
          )}
          <MembersTable members={house.members} highlightIds={highlightIds} />
        </>
      )}
    </Modal>
  );
}
