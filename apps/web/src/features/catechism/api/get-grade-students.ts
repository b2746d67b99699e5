import { useQuery } from '@tanstack/react-query';
import type { PublicStudent, Student } from '@parish/shared/catechism';
import { api } from '../../../lib/api.ts';
import { studentKeys } from './keys.ts';
import { readPaths } from '@parish/shared/plain/page-reads';

/** A grade's students: admins read them with birthdays (docs/product.md "Permissions by role"), everyone else without. */
export function useGradeStudents(grade: number, admin: boolean) {
  return useQuery({
    queryKey: studentKeys.grade(grade, admin),
    queryFn: ({ signal }) => api<(PublicStudent | Student)[]>(readPaths.gradeStudents(grade, admin), { signal }),
  });
}
