// The catechism's students.
import { routes } from './route.ts';

export const students = routes('students', {
  grade: ['GET', '/students/grades/:grade'],
  adminGrade: ['GET', '/students/grades/admin/:grade'],
  week: ['GET', '/students/:range'],
  create: ['POST', '/students'],
  update: ['PUT', '/students'],
  remove: ['DELETE', '/students'],
});
