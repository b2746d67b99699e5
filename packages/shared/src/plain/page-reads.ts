// The API reads a public page makes before it can show anything. The server names them in the
// page's HTML (`<link rel="preload" as="fetch">`), so a phone asks for the data while it is still
// downloading the app instead of one round trip after the screen's code has arrived; the web's
// queries build their URLs with the same functions, so the preloaded answer is the one they use.
// Zod-free: the web's read-only chunks import it.
import { BOARD_TITLE, GRADE_MAX, GRADE_MIN, WARD_COUNT } from './constants.ts';
import { birthdayRangeText, calendarDateIn, weekRange } from './week.ts';

/** API paths (after `/api`) of the reads the public screens make. */
export const readPaths = {
  wardHouses: (ward: number, view: number, admin = false) => `/houses/${admin ? 'admin/' : ''}wards/${ward}?v=${view}`,
  wardCommittee: (ward: number) => `/board/${BOARD_TITLE.wardCommittee}?ward=${ward}`,
  board: () => '/board',
  boardTitle: (title: number) => `/board/${title}`,
  classTeacher: (grade: number) => `/board/${BOARD_TITLE.classTeacher}?grade=${grade}`,
  gradeStudents: (grade: number, admin = false) => `/students/grades/${admin ? 'admin/' : ''}${grade}`,
  teachersPhoto: () => '/board/teachers-photo',
  weekBirthdays: (range: string) => `/students/${range}`,
  news: (page: number) => `/news${page > 1 ? `?page=${page}` : ''}`,
  newsItem: (id: string) => `/news/${encodeURIComponent(id)}`,
  events: (page: number) => `/events?page=${page}`,
  event: (id: string) => `/events/${encodeURIComponent(id)}`,
  history: () => '/faq/history',
  faq: () => '/faq',
  departed: (page: number) => `/departed/view?v=${page}`,
  sandesham: () => '/sandesham',
  privacyNotice: () => '/privacy/notice',
} as const;

/** The week's birthday range the catechism home asks for today ('11-16&11-22'), in India's time. */
export const thisWeekRange = (now: Date) => birthdayRangeText(weekRange(calendarDateIn(now)));

const inRange = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/**
 * The reads the screen at `pathname` makes first (an admin's grade page reads the birthdays too).
 * An unknown path, or one the screen would send to not-found, names none.
 */
export function firstReads(pathname: string, now: Date, { admin = false } = {}): string[] {
  const [, first = '', second, extra] = pathname.split('/');
  if (extra !== undefined) return [];
  const id = second === undefined ? undefined : /^\d{1,2}$/.test(second) ? Number(second) : NaN;
  switch (first) {
    case 'wards':
      return id !== undefined && inRange(id, 1, WARD_COUNT)
        ? [readPaths.wardHouses(id, 1), readPaths.wardCommittee(id)]
        : [];
    case 'catehism':
      if (second === undefined) return [readPaths.teachersPhoto(), readPaths.weekBirthdays(thisWeekRange(now))];
      return id !== undefined && inRange(id, GRADE_MIN, GRADE_MAX)
        ? [readPaths.classTeacher(id), readPaths.gradeStudents(id, admin)]
        : [];
    case 'gallery':
      if (second === undefined) return [readPaths.events(1)];
      return /^[0-9a-f-]{36}$/i.test(second) ? [readPaths.event(second)] : [];
    default:
      if (second !== undefined) return [];
      return SINGLE_READS[first] ?? [];
  }
}

const SINGLE_READS: Record<string, string[]> = {
  board: [readPaths.board()],
  'ex-vicars': [readPaths.boardTitle(BOARD_TITLE.formerVicar)],
  convent: [readPaths.boardTitle(BOARD_TITLE.convent)],
  samarpithar: [readPaths.boardTitle(BOARD_TITLE.dedicated)],
  news: [readPaths.news(1)],
  history: [readPaths.history()],
  faq: [readPaths.faq()],
  departed: [readPaths.departed(1)],
  sandeshangal: [readPaths.sandesham()],
  privacy: [readPaths.privacyNotice()],
};
