import type { BoardMember } from '@parish/shared/board';
import { displayPhone, telLink } from '@parish/shared/plain/phone';
import { useT } from '../../../i18n/language.tsx';
import { wardsMessages } from '../messages.ts';
import { RowActions } from '../../../components/row-actions.tsx';

interface CommitteeTableProps {
  members: BoardMember[];
  onEdit?: (member: BoardMember) => void;
  onDelete?: (member: BoardMember) => void;
}

/** docs/product.md "Committee table": name and house, phone; admins also get Edit and Delete. */
export function CommitteeTable({ members, onEdit, onDelete }: CommitteeTableProps) {
  const t = useT(wardsMessages);
  const editMode = Boolean(onEdit || onDelete);
  if (members.length === 0) return <p className="muted">{t.wards.noCommittee}</p>;
  return (
    <div className="table-scroll">
      <table className={editMode ? 'committee-table committee-edit' : 'committee-table'} data-testid="committee-table">
        <thead>
          <tr>
            <th scope="col">{t.wards.committeeNameHouse}</th>
            <th scope="col">{t.members.phone}</th>
            {editMode && <th scope="col">{t.members.actions}</th>}
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m._id} data-testid="committee-row">
              <td>
                {m.name}
                {m.house ? `, ${m.house}` : ''}
                {m.group && <div className="muted">{m.group}</div>}
              </td>
              <td>
                {m.phone ? (
                  <a href={telLink(m.phone)} aria-label={t.members.call(m.name, displayPhone(m.phone))}>
                    {displayPhone(m.phone)}
                  </a>
                ) : (
                  ''
                )}
              </td>
              {editMode && <RowActions item={m} name={m.name} onEdit={onEdit} onDelete={onDelete} />}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
