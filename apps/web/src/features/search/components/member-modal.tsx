// The members of a found family, with the members the search matched highlighted (memberIdArr).
import { useLayoutEffect, useRef } from 'react';
import type { House } from '@parish/shared/schemas';
import { Modal } from '../../../components/modal.tsx';
import { useT } from '../../../i18n/language.tsx';
import { MembersTable } from '../../wards/components/members-table.tsx';
import { sortMembers } from '../../wards/sort-members.ts';

interface MemberModalProps {
  house: House | null;
  highlightIds: ReadonlySet<string>;
  onClose: () => void;
}

export function MemberModal({ house, highlightIds, onClose }: MemberModalProps) {
  const t = useT();
  const tableRef = useRef<HTMLDivElement>(null);
  const members = house ? sortMembers(house.members) : [];
  const matched = members.filter((m) => highlightIds.has(m._id));

  // The wards' members table renders its rows in sortMembers order; mark the matched rows.
  useLayoutEffect(() => {
    const rows = tableRef.current?.querySelectorAll<HTMLTableRowElement>('tbody tr');
    rows?.forEach((row, i) => {
      const hit = members[i] !== undefined && highlightIds.has(members[i]._id);
      row.classList.toggle('member-match', hit);
      if (hit) row.dataset.match = 'true';
      else delete row.dataset.match;
    });
  });

  return (
    <Modal open={house !== null} onClose={onClose} title={house?.house} className="member-modal">
      {house && (
        <>
          <p className="muted">{t.search.ward(house.ward)} · {t.search.memberCount(house.members.length)}</p>
          {matched.length > 0 && (
            <p className="match-summary">
              <span className="match-swatch" aria-hidden="true" /> {t.search.matches}: {matched.map((m) => m.name).join(', ')}
            </p>
          )}
          <div ref={tableRef}>
            <MembersTable members={house.members} />
          </div>
        </>
      )}
    </Modal>
  );
}
