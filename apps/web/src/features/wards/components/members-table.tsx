import { formatBirthday } from '@parish/shared/birthday';
import { telLink } from '@parish/shared/phone';
import type { Member } from '@parish/shared/schemas';
import { useT } from '../../../i18n/language.tsx';

/** Spec §2 members table; fields the server left out (restricted mode, e-mail) are not shown. */
export function MembersTable({ members }: { members: Member[] }) {
  const t = useT();
  const showEng = members.some((m) => m.nameEng !== undefined);
  const showGender = members.some((m) => m.gender !== undefined);
  const showEmail = members.some((m) => m.email !== undefined);
  return (
    <div className="table-scroll">
      <table>
        <thead>
          <tr>
            <th>{t.members.serial}</th><th>{t.members.name}</th><th>{t.members.age}</th><th>{t.members.work}</th>
            <th>{t.members.phone}</th><th>{t.members.relation}</th><th>{t.members.origin}</th>
            <th>{t.members.location}</th><th>{t.members.blood}</th>
            {showGender && <th>{t.members.gender}</th>}
            <th>{t.members.birthday}</th>
            {showEmail && <th>{t.members.email}</th>}
            <th>{t.members.head}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m, i) => (
            <tr key={m._id}>
              <td>{i + 1}</td>
              <td>{m.name}{showEng && m.nameEng ? <div className="muted">{m.nameEng}</div> : null}</td>
              <td>{m.age}</td>
              <td>{m.work}</td>
              <td>{m.phone ? <a href={telLink(m.phone)}>{m.phone}</a> : ''}</td>
              <td>{m.relation}</td>
              <td>{m.origin}</td>
              <td>{m.location}</td>
              <td>{m.blood}</td>
              {showGender && <td>{m.gender === undefined ? '' : m.gender ? t.members.male : t.members.female}</td>}
              <td>{formatBirthday(m.birthMonth, m.birthDay)}</td>
              {showEmail && <td>{m.email}</td>}
              <td>{m.HOH ? '✔' : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
