// Catechism students (docs/product.md "Student record" and "Students API"): the form's and the server's body
// schemas, the wire shapes per role (docs/product.md "Permissions by role": birthdays for admins only), the grade names
// and the week's birthday range `MM-DD&MM-DD` the home screen asks for.
import { z } from 'zod';
import { GRADE_MAX, GRADE_MIN } from './plain/constants.ts';
import { isValidBirthday } from './plain/birthday.ts';
import { IdSchema, nameText, trimmedText, updateFields } from './common.ts';
import { monthDayText, type MonthDay } from './plain/week.ts';

export { GRADES } from './plain/constants.ts';

export { parseGradeParam } from './plain/grades.ts';

export const StudentFieldsSchema = z.strictObject({
  name: nameText(120).min(1),
  house: nameText(120).min(1),
  /** The student's group (a ward unit or a division of the class); may be empty. */
  group: trimmedText(120).default(''),
  /** docs/product.md "Student record": true is shown M, false F. */
  gender: z.boolean(),
  grade: z.number().int().min(GRADE_MIN).max(GRADE_MAX),
  birthMonth: z.number().int().min(1).max(12),
  birthDay: z.number().int().min(1).max(31),
});

function checkBirthday(s: { birthMonth?: number; birthDay?: number }, ctx: z.RefinementCtx) {
  if (s.birthMonth === undefined || s.birthDay === undefined) return;
  if (!isValidBirthday(s.birthMonth, s.birthDay)) {
    ctx.addIssue({ code: 'custom', path: ['birthDay'], message: 'Day is not valid for that month' });
  }
}

/** POST /api/students (logged-in users). */
export const StudentInputSchema = StudentFieldsSchema.superRefine(checkBirthday);
export type StudentInput = z.infer<typeof StudentInputSchema>;

/** PUT /api/students: a field left out keeps its value; the server checks the birthday it ends with. */
export const StudentUpdateSchema = z.strictObject({ _id: IdSchema, ...updateFields(StudentFieldsSchema.shape) });
export type StudentUpdate = z.infer<typeof StudentUpdateSchema>;

/** What everyone may read of a student (docs/product.md "Permissions by role": no birthday). */
export const PublicStudentSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  house: z.string(),
  group: z.string(),
  /** Left out for visitors in the restricted public mode, as members' gender is. */
  gender: z.boolean().optional(),
  grade: z.number().int(),
});
export type PublicStudent = z.infer<typeof PublicStudentSchema>;

/** An admin's read: with the birthday (null for a student entered without one). */
export const StudentSchema = PublicStudentSchema.extend({
  gender: z.boolean(),
  birthMonth: z.number().int().nullable(),
  birthDay: z.number().int().nullable(),
});
export type Student = z.infer<typeof StudentSchema>;

/** A write's answer: the birthday only when the writer is an admin. */
export const StudentWriteResultSchema = PublicStudentSchema.extend({
  birthMonth: z.number().int().nullable().optional(),
  birthDay: z.number().int().nullable().optional(),
});

/** The public list of the week's birthdays (name, house, grade, day and month only). */
export const WeekBirthdaySchema = z.object({
  name: z.string(),
  house: z.string(),
  grade: z.number().int(),
  birthMonth: z.number().int(),
  birthDay: z.number().int(),
});
export type WeekBirthday = z.infer<typeof WeekBirthdaySchema>;

// ---- the week's range ---------------------------------------------------------------------------

/** The days of a year that has 29 February, in order: birthdays are month-days without a year. */
const CALENDAR: MonthDay[] = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31].flatMap((days, m) =>
  Array.from({ length: days }, (_, d) => ({ month: m + 1, day: d + 1 })),
);
const position = (d: MonthDay) => CALENDAR.findIndex((c) => c.month === d.month && c.day === d.day);

export { birthdayRangeText, monthDayText } from './plain/week.ts';

/**
 * The month-days from `from` to `to`, both included, across the new year when `to` comes first
 * (12-29 … 01-04). 29 February lies between 28 February and 1 March; in a year without it, a range
 * that ends on 28 February also holds the 29th (the week rule of week.ts `birthdaysOfWeek`).
 */
export function monthDaysBetween(from: MonthDay, to: MonthDay, leapYear: boolean): MonthDay[] {
  const start = position(from);
  const end = position(to);
  const length = ((end - start + CALENDAR.length) % CALENDAR.length) + 1;
  const days = Array.from({ length }, (_, i) => CALENDAR[(start + i) % CALENDAR.length]);
  if (!leapYear && to.month === 2 && to.day === 28) days.push({ month: 2, day: 29 });
  return days;
}

/** A week: seven days, eight when 29 February is among them (a year without it). */
export const BIRTHDAY_RANGE_MAX_DAYS = 7;

const MONTH_DAY = /^(\d{2})-(\d{2})$/;
function parseMonthDay(text: string): MonthDay | null {
  const m = MONTH_DAY.exec(text);
  if (!m) return null;
  const d = { month: Number(m[1]), day: Number(m[2]) };
  return isValidBirthday(d.month, d.day) ? d : null;
}

/**
 * GET /api/students/{from}&{to}: two real month-days `MM-DD` joined by `&`, at most a week apart
 * (docs/product.md "API" "for the week's birthdays"; a longer range would hand every birthday to anyone, which
 * docs/product.md "Permissions by role" keeps for admins).
 */
export const BirthdayRangeSchema = z
  .string()
  .max(20)
  .transform((text, ctx) => {
    const [fromText, toText, ...rest] = text.split('&');
    const from = fromText === undefined ? null : parseMonthDay(fromText);
    const to = toText === undefined ? null : parseMonthDay(toText);
    if (!from || !to || rest.length > 0) {
      ctx.addIssue({ code: 'custom', message: 'Expected MM-DD&MM-DD, e.g. 11-17&11-23' });
      return z.NEVER;
    }
    const days = monthDaysBetween(from, to, true);
    const max = BIRTHDAY_RANGE_MAX_DAYS + (days.some((d) => d.month === 2 && d.day === 29) ? 1 : 0);
    if (days.length > max) {
      ctx.addIssue({ code: 'custom', message: 'A range covers at most one week' });
      return z.NEVER;
    }
    return { from, to };
  });

/** A week's birthdays in the order of the week (the range's first day first), then by name. */
export function sortByWeek<T extends { birthMonth: number; birthDay: number; name: string }>(
  rows: readonly T[],
  from: MonthDay,
): T[] {
  const start = position(from);
  const at = (r: T) => (position({ month: r.birthMonth, day: r.birthDay }) - start + CALENDAR.length) % CALENDAR.length;
  return [...rows].sort((a, b) => at(a) - at(b) || a.name.localeCompare(b.name, 'ml'));
}

export { CONFETTI_PIECES, CONFETTI_TWEEN_MS } from './plain/constants.ts';
