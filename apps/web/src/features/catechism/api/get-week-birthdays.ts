import { useQuery } from '@tanstack/react-query';
import type { WeekBirthday } from '@parish/shared/catechism';
import { api } from '../../../lib/api.ts';
import { readPaths } from '@parish/shared/plain/page-reads';
import { keyOf } from '../../../lib/query-keys.ts';
import { students } from '@parish/shared/plain/routes/students';

/** docs/product.md "Catechism home": the students born in the week `range` ('11-17&11-23'). */
export function useWeekBirthdays(range: string) {
  return useQuery({
    queryKey: keyOf(students.week, { range }),
    queryFn: ({ signal }) => api<WeekBirthday[]>(readPaths.weekBirthdays(range), { signal }),
  });
}
