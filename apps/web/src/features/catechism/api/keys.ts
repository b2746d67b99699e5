// The catechism's query keys. Students start with 'students', so a student write refreshes every
// list; the two board reads hang under the board's keys, so a board write refreshes them too.
import { BOARD_TITLE } from '@parish/shared/plain/constants';
import { boardKeys } from '../../../lib/query-keys.ts';

export const studentKeys = {
  all: ['students'] as const,
  grade: (grade: number, admin: boolean) => [...studentKeys.all, admin ? 'admin-grade' : 'grade', grade] as const,
  week: (range: string) => [...studentKeys.all, 'week', range] as const,
};

export const catechismBoardKeys = {
  teachersPhoto: () => [...boardKeys.title(BOARD_TITLE.teachersPhoto), 'photo'] as const,
  classTeacher: (grade: number) => [...boardKeys.title(BOARD_TITLE.classTeacher), grade] as const,
};
