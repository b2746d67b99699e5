import { useQuery } from '@tanstack/react-query';
import type { WeekBirthday } from '@parish/shared/catechism';
import { api } from '../../../lib/api.ts';
import { studentKeys } from './keys.ts';
import { readPaths } from '@parish/shared/plain/page-reads';

/** docs/product.md "Catechism home": the students born in the week `range` ('11-17&11-23'). */
export function useWeekBirthdays(range: string) {
  return useQuery({
    queryKey: studentKeys.week(range),
    queryFn: ({ signal }) => api<WeekBirthday[]>(readPaths.weekBirthdays(range), { signal }),
  });
}
