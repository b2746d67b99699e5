// Catechism students (docs/product.md "Student record"): a grade's list, the week's birthdays and the writes.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Student, StudentInput, StudentUpdate, WeekBirthday } from '@parish/shared/catechism';
import type { MonthDay } from '@parish/shared/plain/week';
import type { Db } from '../../db/client.ts';
import { students } from '../../db/schema.ts';

const studentColumns = {
  _id: students.id,
  name: students.name,
  house: students.house,
  group: students.group,
  gender: students.gender,
  grade: students.grade,
  birthMonth: students.birthMonth,
  birthDay: students.birthDay,
};

/** A grade's students by name (uses students_grade_idx). */
export async function gradeStudents(db: Db, grade: number): Promise<Student[]> {
  return db
    .select(studentColumns)
    .from(students)
    .where(eq(students.grade, grade))
    .orderBy(asc(students.name), asc(students.id));
}

/** Students whose birthday is one of `days`: name, house, grade, day and month only (uses students_birthday_idx). */
export async function birthdaysOn(db: Db, days: MonthDay[]): Promise<WeekBirthday[]> {
  if (!days.length) return [];
  const months = [...new Set(days.map((d) => d.month))];
  const dayMatch = or(...days.map((d) => and(eq(students.birthMonth, d.month), eq(students.birthDay, d.day))));
  return db
    .select({
      name: students.name,
      house: students.house,
      grade: students.grade,
      birthMonth: sql<number>`${students.birthMonth}`,
      birthDay: sql<number>`${students.birthDay}`,
    })
    .from(students)
    .where(and(inArray(students.birthMonth, months), dayMatch));
}

export async function findStudent(db: Db, id: string): Promise<Student | undefined> {
  const [row] = await db.select(studentColumns).from(students).where(eq(students.id, id));
  return row;
}

export async function insertStudent(db: Db, input: StudentInput): Promise<Student> {
  const [row] = await db.insert(students).values(input).returning(studentColumns);
  return row;
}

/** Sets only the fields present (a field left out keeps its value; drizzle skips undefined ones). */
export async function updateStudent(
  db: Db,
  id: string,
  fields: Omit<StudentUpdate, '_id'>,
): Promise<Student | undefined> {
  if (!Object.values(fields).some((v) => v !== undefined)) return findStudent(db, id);
  const [row] = await db.update(students).set(fields).where(eq(students.id, id)).returning(studentColumns);
  return row;
}

export async function deleteStudent(db: Db, id: string): Promise<Student | undefined> {
  const [gone] = await db.delete(students).where(eq(students.id, id)).returning(studentColumns);
  return gone;
}
