import { describe, expect, it } from 'vitest';
import {
  BirthdayRangeSchema,
  birthdayRangeText,
  monthDaysBetween,
  parseGradeParam,
  sortByWeek,
  StudentInputSchema,
} from './catechism.ts';
import { birthdaysOfWeek, weekRange } from './plain/week.ts';

const text = (days: { month: number; day: number }[]) => days.map((d) => `${d.month}-${d.day}`);

describe('grade parameter', () => {
  it('takes the plain numbers 0 to 12 only', () => {
    expect(parseGradeParam('0')).toBe(0);
    expect(parseGradeParam('12')).toBe(12);
    for (const bad of ['13', 'x', '-1', '1.5', '', ' 1', '01x', undefined]) expect(parseGradeParam(bad)).toBeNull();
  });
});

describe('the week range', () => {
  it('writes the range of a week as MM-DD&MM-DD, across the new year too', () => {
    expect(birthdayRangeText(weekRange({ year: 2026, month: 11, day: 19 }))).toBe('11-16&11-22');
    expect(birthdayRangeText(weekRange({ year: 2025, month: 12, day: 31 }))).toBe('12-29&01-04');
  });

  it('lists the days between, crossing the new year', () => {
    expect(text(monthDaysBetween({ month: 12, day: 29 }, { month: 1, day: 4 }, false))).toEqual([
      '12-29',
      '12-30',
      '12-31',
      '1-1',
      '1-2',
      '1-3',
      '1-4',
    ]);
  });

  it('holds 29 February as the week rule does, in common and leap years', () => {
    // 2027 is a common year: the week of Monday 22 February ends on the 28th and holds the 29th.
    expect(text(monthDaysBetween({ month: 2, day: 22 }, { month: 2, day: 28 }, false)).sort()).toEqual(
      text(birthdaysOfWeek({ year: 2027, month: 2, day: 24 })).sort(),
    );
    // 2026: Monday 23 February to Sunday 1 March.
    expect(text(monthDaysBetween({ month: 2, day: 23 }, { month: 3, day: 1 }, false)).sort()).toEqual(
      text(birthdaysOfWeek({ year: 2026, month: 2, day: 25 })).sort(),
    );
    // 2028 is a leap year: the week ending on the 28th does not hold the 29th.
    expect(text(monthDaysBetween({ month: 2, day: 22 }, { month: 2, day: 28 }, true))).not.toContain('2-29');
  });

  it('parses a real range of at most a week, and refuses anything else', () => {
    expect(BirthdayRangeSchema.parse('11-17&11-23')).toEqual({
      from: { month: 11, day: 17 },
      to: { month: 11, day: 23 },
    });
    expect(BirthdayRangeSchema.parse('12-29&01-04')).toEqual({
      from: { month: 12, day: 29 },
      to: { month: 1, day: 4 },
    });
    expect(BirthdayRangeSchema.parse('02-23&03-01').to).toEqual({ month: 3, day: 1 });
    expect(BirthdayRangeSchema.parse('11-17&11-17').from).toEqual({ month: 11, day: 17 });
    for (const bad of [
      '11-17',
      '11-17&',
      '11-17&11-24',
      '01-01&12-31',
      '02-30&03-02',
      '13-01&13-02',
      '1-1&1-2',
      '11-17&11-20&11-21',
      'x&y',
      '11-17to11-23',
    ]) {
      expect(BirthdayRangeSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('sorts birthdays in the order of the week', () => {
    const rows = [
      { name: 'ബി', birthMonth: 1, birthDay: 2 },
      { name: 'എ', birthMonth: 12, birthDay: 30 },
      { name: 'സി', birthMonth: 1, birthDay: 2 },
    ];
    expect(sortByWeek(rows, { month: 12, day: 29 }).map((r) => r.name)).toEqual(['എ', 'ബി', 'സി']);
  });
});

describe('student body', () => {
  const good = { name: 'ആൽബിൻ', house: 'കുന്നേൽ', group: '', gender: true, grade: 0, birthMonth: 2, birthDay: 29 };
  it('accepts a student with a day that exists in the month', () => {
    expect(StudentInputSchema.safeParse(good).success).toBe(true);
  });
  it('refuses a day the month does not have, a grade beyond 0–12 and unknown fields', () => {
    expect(StudentInputSchema.safeParse({ ...good, birthMonth: 4, birthDay: 31 }).error?.issues[0].path).toEqual([
      'birthDay',
    ]);
    expect(StudentInputSchema.safeParse({ ...good, grade: 13 }).success).toBe(false);
    expect(StudentInputSchema.safeParse({ ...good, colour: 'red' }).success).toBe(false);
  });
});
