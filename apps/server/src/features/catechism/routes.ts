// Catechism students (docs/product.md "Students API"; docs/decisions.md "Catechism students").
// docs/product.md "Permissions by role": birthdays are for admins only, so the
// public grade list and every answer to a non-admin leave them out; the week's public birthday
// list carries name, house, grade, day and month only, and at most a week of them.
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GradeSchema, IdBodySchema } from '@parish/shared/common';
import { isValidBirthday } from '@parish/shared/plain/birthday';
import {
  BirthdayRangeSchema,
  monthDaysBetween,
  PublicStudentSchema,
  sortByWeek,
  StudentInputSchema,
  StudentSchema,
  StudentUpdateSchema,
  StudentWriteResultSchema,
  WeekBirthdaySchema,
  type PublicStudent,
  type Student,
  type StudentUpdate,
} from '@parish/shared/catechism';
import { calendarDateIn } from '@parish/shared/plain/week';
import { requireAdmin, requireAuthorOrAdmin, requireUser } from '../../plugins/auth.ts';
import { OWN_WRITE_HOURS } from '@parish/shared/plain/constants';
import { students } from '../../db/schema.ts';
import { recentlyCreatedBy } from '../../domain/own-writes.ts';
import { crudWrites } from '../../plugins/crud-routes.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { badRequest } from '../../plugins/errors.ts';
import { getSettings } from '../../domain/settings.ts';
import { birthdaysOn, deleteStudent, findStudent, gradeStudents, insertStudent, updateStudent } from './queries.ts';
import { on } from '../../plugins/routes.ts';
import { students as studentsApi } from '@parish/shared/plain/routes/students';

/** What everyone may see of a student: no birthday (docs/product.md "Permissions by role"). */
export function publicStudent({ birthMonth: _m, birthDay: _d, ...rest }: Student): PublicStudent {
  return rest;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * docs/product.md "Permissions by role": editing students is the admin's; whoever adds a student (any logged-in user)
 * may correct it for OWN_WRITE_HOURS, as with families (docs/decisions.md "Users correct what they
 * created, for a day").
 */
const requireStudentAuthorOrAdmin = requireAuthorOrAdmin(
  async (request, user) =>
    (await recentlyCreatedBy(request.server.db, user._id, 'student', students, [(request.body as { _id: string })._id]))
      .length > 0,
  `Only an admin may change this student: you may correct a student you added for ${OWN_WRITE_HOURS} hours`,
);

const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  on(app, studentsApi.grade)(
    {
      config: { cache: [CACHE_TAGS.students, CACHE_TAGS.settings] },
      schema: {
        tags: ['students'],
        summary:
          'A grade\'s students, by name, without birthdays (docs/product.md "Permissions by role"); without ' +
          'gender for visitors in the restricted public mode',
        params: z.object({ grade: GradeSchema }),
        response: { 200: z.array(PublicStudentSchema) },
      },
    },
    async (request) => {
      const rows = (await gradeStudents(app.db, request.params.grade)).map(publicStudent);
      const { restrictedPublicMode } = await getSettings(app.db);
      return restrictedPublicMode && !request.user ? rows.map(({ gender: _g, ...rest }) => rest) : rows;
    },
  );

  on(app, studentsApi.adminGrade)(
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['students'],
        summary: "A grade's students with their birthdays (admin)",
        params: z.object({ grade: GradeSchema }),
        response: { 200: z.array(StudentSchema) },
      },
    },
    async (request) => gradeStudents(app.db, request.params.grade),
  );

  on(app, studentsApi.week)(
    {
      config: { cache: [CACHE_TAGS.students] },
      schema: {
        tags: ['students'],
        summary:
          'Students whose birthday is in {from}&{to} (MM-DD&MM-DD, at most a week, e.g. 12-29&01-04): name, ' +
          'house, grade, day and month',
        params: z.object({ range: BirthdayRangeSchema }),
        response: { 200: z.array(WeekBirthdaySchema) },
      },
    },
    async (request) => {
      const { from, to } = request.params.range;
      // In a year without 29 February, a week ending on the 28th also holds those born on the 29th.
      const days = monthDaysBetween(from, to, isLeapYear(calendarDateIn(new Date()).year));
      return sortByWeek(await birthdaysOn(app.db, days), from);
    },
  );

  crudWrites(app, {
    tag: 'students',
    routes: studentsApi,
    entity: 'student',
    label: 'Student',
    deleted: 'Student deleted',
    invalidates: [CACHE_TAGS.students],
    schemas: {
      row: StudentSchema,
      create: StudentInputSchema,
      update: StudentUpdateSchema,
      remove: IdBodySchema,
      written: StudentWriteResultSchema,
    },
    notes: { create: 'the answer holds the birthday for admins only', update: 'the birthday for admins only' },
    queries: { insert: insertStudent, find: findStudent, update: updateStudent, remove: deleteStudent },
    // Any user adds; whoever added corrects for a day, an admin always; only admins delete.
    guards: { create: requireUser, update: [requireUser, requireStudentAuthorOrAdmin] },
    checkUpdate: checkBirthdayAfter,
    present: (row: Student, request: FastifyRequest) => (request.user?.isAdmin ? row : publicStudent(row)),
  });
};

/** The birthday a change leaves must fit its month (a day alone may change too). */
function checkBirthdayAfter(before: Student, fields: Omit<StudentUpdate, '_id'>): void {
  const month = fields.birthMonth ?? before.birthMonth;
  const day = fields.birthDay ?? before.birthDay;
  if (month === null && day === null) return;
  if (month === null || day === null || !isValidBirthday(month, day)) {
    throw badRequest('body.birthDay: Day is not valid for that month', {
      'body.birthDay': 'Day is not valid for that month',
    });
  }
}

export default studentRoutes;
