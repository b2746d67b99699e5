// The API reads a public page makes before it can show anything. The server names them in the
// page's HTML (`<link rel="preload" as="fetch">`), so a phone asks for the data while it is still
// downloading the app instead of one round trip after the screen's code has arrived; the web's
// queries build their URLs with the same functions, so the preloaded answer is the one they use.
// Zod-free: the web's read-only chunks import it.
import { BOARD_TITLE, GRADE_MAX, GRADE_MIN, WARD_COUNT } from './constants.ts';
import { birthdayRangeText, calendarDateIn, weekRange } from './week.ts';
import { pathOf } from './routes/path.ts';
import { board } from './routes/board.ts';
import { departed } from './routes/departed.ts';
import { events } from './routes/events.ts';
import { faq } from './routes/faq.ts';
import { history } from './routes/history.ts';
import { houses } from './routes/houses.ts';
import { news } from './routes/news.ts';
import { privacy } from './routes/privacy.ts';
import { sandesham } from './routes/sandesham.ts';
import { students } from './routes/students.ts';

/** API paths (after `/api`) of the reads the public screens make, from the route table. */
export const readPaths = {
  wardHouses: (ward: number, view: number, admin = false) =>
    pathOf(admin ? houses.adminWard : houses.ward, { ward }, { v: view }),
  wardCommittee: (ward: number) => pathOf(board.title, { title: BOARD_TITLE.wardCommittee }, { ward }),
  board: () => pathOf(board.list),
  boardTitle: (title: number) => pathOf(board.title, { title }),
  classTeacher: (grade: number) => pathOf(board.title, { title: BOARD_TITLE.classTeacher }, { grade }),
  gradeStudents: (grade: number, admin = false) => pathOf(admin ? students.adminGrade : students.grade, { grade }),
  teachersPhoto: () => pathOf(board.teachersPhoto),
  weekBirthdays: (range: string) => pathOf(students.week, { range }),
  news: (page: number) => pathOf(news.list, {}, { page: page > 1 ? page : undefined }),
  newsItem: (id: string) => pathOf(news.item, { id }),
  events: (page: number) => pathOf(events.list, {}, { page }),
  event: (id: string) => pathOf(events.detail, { id }),
  history: () => pathOf(history.get),
  faq: () => pathOf(faq.list),
  departed: (page: number) => pathOf(departed.page, {}, { v: page }),
  sandesham: () => pathOf(sandesham.list),
  privacyNotice: () => pathOf(privacy.notice),
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
