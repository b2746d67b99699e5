import { Fragment, type ReactNode } from 'react';
import { formatBirthday } from '@parish/shared/plain/birthday';
import { displayOrigin } from '@parish/shared/plain/origin';
import { displayPhone, telLink } from '@parish/shared/plain/phone';
import type { Member } from '@parish/shared/members';
import { useT } from '../i18n/language.tsx';
import { membersMessages } from '../i18n/member-texts.ts';
import { sortMembers } from '@parish/shared/plain/member-order';
import { RowActions, type RowAction } from './row-actions.tsx';
import { ageText } from '../lib/age-text.ts';

interface MembersTableProps {
  members: Member[];
  /** Edit mode (admin ward page): each row gets Edit and Delete. */
  onEdit?: (member: Member) => void;
  onDelete?: (member: Member) => void;
  /** A third action of each row in edit mode (mark as departed). */
  extraAction?: RowAction<Member>;
  /** Members to mark (search results): their rows get the match style and data-match. */
  highlightIds?: ReadonlySet<string>;
}

/**
 * docs/product.md "Members table". The server leaves out what the reader may not see (restricted public mode:
 * English name, gender, e-mail; e-mail for every non-admin), so a column shows only when present.
 * Where the table does not fit (a phone, a family card in the desktop grid), CSS shows each member
 * as a compact card instead: name and Edit/Delete on top, the call link below, the rest labelled
 * by data-label (global.css, "members as cards").
 */
export function MembersTable({ members, onEdit, onDelete, extraAction, highlightIds }: MembersTableProps) {
  const t = useT(membersMessages);
  const rows = sortMembers(members);
  const showGender = rows.some((m) => m.gender !== undefined);
  const showEmail = rows.some((m) => m.email !== undefined);
  const editMode = Boolean(onEdit || onDelete);
  return (
    <div
      className={editMode ? 'table-scroll members-scroll members-edit' : 'table-scroll members-scroll'}
      tabIndex={0}
      role="region"
      aria-label={t.members.tableLabel}
    >
      <table className="members-table">
        <thead>
          <tr>
            <th scope="col">{t.members.serial}</th>
            <th scope="col">{t.members.name}</th>
            <th scope="col">{t.members.age}</th>
            <th scope="col">{t.members.work}</th>
            <th scope="col">{t.members.phone}</th>
            <th scope="col">{t.members.relation}</th>
            <th scope="col">{t.members.origin}</th>
            <th scope="col">{t.members.location}</th>
            <th scope="col">{t.members.blood}</th>
            {showGender && <th scope="col">{t.members.gender}</th>}
            <th scope="col">{t.members.birthday}</th>
            {showEmail && <th scope="col">{t.members.email}</th>}
            <th scope="col">{t.members.head}</th>
            {editMode && <th scope="col">{t.members.actions}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((m, i) => (
            <tr
              key={m._id}
              data-testid="member-row"
              className={highlightIds?.has(m._id) ? 'member-match' : undefined}
              data-match={highlightIds?.has(m._id) ? 'true' : undefined}
            >
              <td className="member-serial">{i + 1}</td>
              <td className="member-name">
                {m.name}
                {m.nameEng ? (
                  <div className="muted" lang="en">
                    {m.nameEng}
                  </div>
                ) : null}
              </td>
              <td className="member-age" data-label={t.members.age}>
                {ageText(m, t.members)}
              </td>
              <td className="member-wrap" data-label={t.members.work}>
                {m.work}
              </td>
              <td className="member-phone">
                {m.phone ? (
                  <a href={telLink(m.phone)} aria-label={t.members.call(m.name, displayPhone(m.phone))}>
                    {displayPhone(m.phone)}
                  </a>
                ) : (
                  ''
                )}
              </td>
              <td className="member-wrap" data-label={t.members.relation}>
                {m.relation}
              </td>
              <td className="member-wrap" data-label={t.members.origin}>
                {displayOrigin(m.origin)}
              </td>
              <td className="member-wrap" data-label={t.members.location}>
                {m.location}
              </td>
              <td data-label={t.members.blood}>{m.blood}</td>
              {showGender && (
                <td data-label={t.members.gender}>
                  {m.gender === undefined ? '' : m.gender ? t.members.male : t.members.female}
                </td>
              )}
              <td data-label={t.members.birthday}>{formatBirthday(m.birthMonth, m.birthDay)}</td>
              {showEmail && (
                <td className="member-email member-wrap" data-label={t.members.email}>
                  {m.email ? <a href={`mailto:${m.email}`}>{emailWithBreak(m.email)}</a> : ''}
                </td>
              )}
              <td className="member-head">
                {m.HOH ? (
                  <span role="img" aria-label={t.members.head}>
                    ✔
                  </span>
                ) : (
                  ''
                )}
              </td>
              {editMode && (
                <RowActions item={m} name={m.name} onEdit={onEdit} onDelete={onDelete} extra={extraAction} />
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An e-mail address may wrap after a dot or before its @ (a line break there splits no word). */
function emailWithBreak(email: string): ReactNode {
  const parts = email.split(/(?=@)|(?<=\.)/);
  return parts.map((part, i) =>
    i === 0 ? (
      part
    ) : (
      <Fragment key={i}>
        <wbr />
        {part}
      </Fragment>
    ),
  );
}
