// The birthday week: Monday to Sunday of the current week (docs/product.md "Catechism home"; the
// ward birthdays; docs/decisions.md "The birthday week is India's Monday to Sunday").
// One rule for the server's birthday queries and the screens that show them.

/** A day of the year without the year, as birthdays are stored (docs/product.md "Records" birthMonth, birthDay). */
export interface MonthDay {
  month: number;
  day: number;
}

/** A calendar date (month 1–12). */
export interface CalendarDate extends MonthDay {
  year: number;
}

/** The parish is in Kerala: "today" is India's date, whatever the server's clock zone is. */
export const PARISH_TIME_ZONE = 'Asia/Kolkata';

/** Today's date in the given time zone (default: the parish's). */
// Making a DateTimeFormat costs far more than using one (a page served from the cache asks for
// the date on every request): one per time zone, kept.
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    formats.set(timeZone, format);
  }
  return format;
}

export function calendarDateIn(now: Date, timeZone: string = PARISH_TIME_ZONE): CalendarDate {
  const parts = dateFormatIn(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The seven days, Monday first, of the week that holds `date`. */
export function weekDays(date: CalendarDate): CalendarDate[] {
  // Date.UTC keeps the arithmetic free of the machine's own time zone and summer time.
  const at = new Date(Date.UTC(date.year, date.month - 1, date.day));
  const sinceMonday = (at.getUTCDay() + 6) % 7;
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(Date.UTC(date.year, date.month - 1, date.day - sinceMonday + i));
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
  });
}

/**
 * The birthdays (month, day) celebrated in the week that holds `date`, Monday first. In a year
 * without 29 February, people born on it celebrate on the 28th, so a week holding 28 February
 * also holds 29 February.
 */
export function birthdaysOfWeek(date: CalendarDate): MonthDay[] {
  const days: MonthDay[] = [];
  for (const d of weekDays(date)) {
    days.push({ month: d.month, day: d.day });
    if (d.month === 2 && d.day === 28 && !isLeapYear(d.year)) days.push({ month: 2, day: 29 });
  }
  return days;
}

/** Whether a birthday falls in the week that holds `date`. */
export function isBirthdayInWeek(birthday: MonthDay, date: CalendarDate): boolean {
  return birthdaysOfWeek(date).some((d) => d.month === birthday.month && d.day === birthday.day);
}

/** The week's first and last days as (month, day), e.g. for the students call 'from&to'. */
export function weekRange(date: CalendarDate): { from: MonthDay; to: MonthDay } {
  const days = weekDays(date);
  const first = days[0];
  const last = days[6];
  return { from: { month: first.month, day: first.day }, to: { month: last.month, day: last.day } };
}

const two = (n: number) => String(n).padStart(2, '0');
/** 17 November → '11-17'. */
export const monthDayText = (d: MonthDay) => `${two(d.month)}-${two(d.day)}`;

/** The path segment of GET /api/students/{from}&{to}: '11-17&11-23', '12-29&01-04'. */
export function birthdayRangeText(range: { from: MonthDay; to: MonthDay }): string {
  return `${monthDayText(range.from)}&${monthDayText(range.to)}`;
}
