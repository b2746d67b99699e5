// docs/product.md "Grade page": grades 0–12 only (else /not-found), previous and next arrows (none before
// 0 or after 12), the class teacher (board title 6 of the grade) with name, house, call link and
// photo, and the students table; admins also see birthdays and Edit/Delete.
import { NotFoundRedirect } from '../../components/redirect.tsx';
import { Link, useNavigate, useParams } from 'react-router';
import { GRADE_MAX, GRADE_MIN } from '@parish/shared/plain/constants';
import type { Student } from '@parish/shared/catechism';
import { parseGradeParam } from '@parish/shared/plain/grades';
import { useDeleteFlow } from '../../components/delete-flow.tsx';
import { Loader } from '../../components/loader.tsx';
import { LoadErrorBanner } from '../../components/load-error-banner.tsx';
import { ProfileCard } from '../../components/profile-card.tsx';
import { useT } from '../../i18n/language.tsx';
import { useUserInfo } from '../../lib/auth-store.ts';
import { entersData } from '@parish/shared/plain/roles';
import { apiErrorText } from '../../lib/error-handler.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useClassTeacher } from './api/get-class-teacher.ts';
import { useDeleteStudent } from './api/delete-student.ts';
import { useGradeStudents } from './api/get-grade-students.ts';
import { StudentsTable } from './components/students-table.tsx';
import { catechismMessages } from './messages.ts';
import './catechism.css';

export function GradeScreen() {
  const grade = parseGradeParam(useParams().id);
  if (grade === null) return <NotFoundRedirect />;
  return <Grade key={grade} grade={grade} />;
}

function Grade({ grade }: { grade: number }) {
  const t = useT(catechismMessages);
  const c = t.catechism;
  const navigate = useNavigate();
  const user = useUserInfo();
  const admin = Boolean(user?.isAdmin);
  const name = c.grade(grade);
  useDocumentTitle(name);
  const teacher = useClassTeacher(grade);
  const students = useGradeStudents(grade, admin);
  const remove = useDeleteStudent();
  useLoadError(students.error);
  const deletion = useDeleteFlow<Student>({
    remove: (s) => remove.mutateAsync(s._id),
    question: (s) => c.confirmDelete(s.name),
    what: (s, g) => g.student(s.name),
    successText: c.deleted,
    failureText: (err) => apiErrorText(err),
  });

  return (
    <section className="grade-page">
      <nav className="grade-nav" aria-label={c.classes}>
        {grade > GRADE_MIN ? (
          <Link
            className="grade-arrow"
            to={`/catehism/${grade - 1}`}
            aria-label={c.previous(c.grade(grade - 1))}
            data-testid="previous-grade"
          >
            ‹
          </Link>
        ) : (
          <span className="grade-arrow-space" />
        )}
        <h1 className="badge grade-badge">{name}</h1>
        {grade < GRADE_MAX ? (
          <Link
            className="grade-arrow"
            to={`/catehism/${grade + 1}`}
            aria-label={c.next(c.grade(grade + 1))}
            data-testid="next-grade"
          >
            ›
          </Link>
        ) : (
          <span className="grade-arrow-space" />
        )}
      </nav>

      <h2>{c.classTeacher}</h2>
      <div className="class-teacher">
        {teacher.isPending ? (
          <Loader inline />
        ) : teacher.isError ? (
          <LoadErrorBanner onRefresh={() => void teacher.refetch()} />
        ) : teacher.data ? (
          <ProfileCard
            priority
            profile={{
              key: teacher.data._id,
              name: teacher.data.name,
              house: teacher.data.house,
              phone: teacher.data.phone,
              image: teacher.data.image,
              preImage: teacher.data.preImage,
            }}
          />
        ) : (
          <p className="muted">{c.noClassTeacher}</p>
        )}
      </div>

      <div className="families-head">
        <h2>
          {c.students}
          {students.data ? ` (${students.data.length})` : ''}
        </h2>
        {entersData(user) && (
          <Link className="button small" to={`/add-student?grade=${grade}`}>
            {c.addStudent}
          </Link>
        )}
      </div>
      {students.isPending && <Loader inline />}
      {students.isError && <LoadErrorBanner onRefresh={() => void students.refetch()} />}
      {students.data && (
        <StudentsTable
          students={students.data}
          admin={admin}
          onEdit={(s) => navigate('/add-student', { state: { student: s } })}
          onDelete={deletion.ask}
        />
      )}
      {deletion.dialog}
    </section>
  );
}
