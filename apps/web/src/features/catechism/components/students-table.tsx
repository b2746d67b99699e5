import { formatBirthday } from '@parish/shared/plain/birthday';
import type { PublicStudent, Student } from '@parish/shared/catechism';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons.tsx';
import { useT } from '../../../i18n/language.tsx';
import { catechismMessages } from '../messages.ts';

interface StudentsTableProps {
  students: (PublicStudent | Student)[];
  /** docs/product.md "Catechism home" and "Permissions by role": admins see the birthday column and Edit/Delete. */
  admin: boolean;
  onEdit?: (student: Student) => void;
  onDelete?: (student: Student) => void;
}

const birthdayOf = (s: PublicStudent | Student) => ('birthMonth' in s ? formatBirthday(s.birthMonth, s.birthDay) : '');

/**
 * docs/product.md "Grade page": name, house, group, gender (M/F); admins also the birthday and Edit/Delete.
 * Where the table does not fit (a phone), CSS shows each student as a card, as the members table does
 * (catechism.css; docs/decisions.md, "Members as cards where the table does not fit").
 */
export function StudentsTable({ students, admin, onEdit, onDelete }: StudentsTableProps) {
  const c = useT(catechismMessages).catechism;
  if (students.length === 0) return <p className="muted">{c.noStudents}</p>;
  return (
    <div className={admin ? 'students-scroll students-admin' : 'students-scroll'}>
      <table className="students-table" data-testid="students-table">
        <thead>
          <tr>
            <th scope="col">{c.serial}</th>
            <th scope="col">{c.name}</th>
            <th scope="col">{c.house}</th>
            <th scope="col">{c.group}</th>
            <th scope="col">{c.gender}</th>
            {admin && <th scope="col">{c.birthday}</th>}
            {admin && <th scope="col">{c.actions}</th>}
          </tr>
        </thead>
        <tbody>
          {students.map((s, i) => (
            <tr key={s._id} data-testid="student-row">
              <td className="student-serial">{i + 1}</td>
              <td className="student-name">{s.name}</td>
              <td className="student-house">{s.house}</td>
              <td data-label={c.group}>{s.group}</td>
              <td data-label={c.gender}>{s.gender === undefined ? '' : s.gender ? c.male : c.female}</td>
              {admin && (
                <td className="nowrap" data-label={c.birthday}>
                  {birthdayOf(s)}
                </td>
              )}
              {admin && (
                <td className="row-actions-cell">
                  <div className="row-actions">
                    <EditDeleteButtons
                      editLabel={c.editStudent(s.name)}
                      onEdit={() => onEdit?.(s as Student)}
                      deleteLabel={c.deleteStudent(s.name)}
                      onDelete={() => onDelete?.(s as Student)}
                    />
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
