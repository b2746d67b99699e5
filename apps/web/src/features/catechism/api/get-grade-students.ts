import { useQuery } from '@tanstack/react-query';
import type { PublicStudent, Student } from '@parish/shared/catechism';
import { api } from '../../../lib/api.ts';
import { readPaths } from '@parish/shared/plain/page-reads';
import { keyOf } from '../../../lib/query-keys.ts';
import { students } from '@parish/shared/plain/routes/students';

/**
 * A grade's students: admins read them with birthdays (docs/product.md "Permissions by role"),
 * everyone else without.
 */
export function useGradeStudents(grade: number, admin: boolean) {
  return useQuery({
    queryKey: keyOf(admin ? students.adminGrade : students.grade, { grade }),
    queryFn: ({ signal }) => api<(PublicStudent | Student)[]>(readPaths.gradeStudents(grade, admin), { signal }),
  });
}
