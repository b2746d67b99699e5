import { describe, expect, it } from 'vitest';
import { birthdaysOfWeek, calendarDateIn, isBirthdayInWeek, weekDays, weekRange } from './week.ts';

describe('weekDays', () => {
  it('runs Monday to Sunday around a mid-week day', () => {
    // Thursday 19 November 2026
    const days = weekDays({ year: 2026, month: 11, day: 19 });
    expect(days.map((d) => d.day)).toEqual([16, 17, 18, 19, 20, 21, 22]);
    expect(days.every((d) => d.month === 11)).toBe(true);
  });

  it('treats Sunday as the last day of its week, and Monday as the first', () => {
    expect(weekDays({ year: 2026, month: 11, day: 22 })[0]).toEqual({ year: 2026, month: 11, day: 16 });
    expect(weekDays({ year: 2026, month: 11, day: 23 })[0]).toEqual({ year: 2026, month: 11, day: 23 });
  });

  it('crosses the end of a month and of a year', () => {
    // Wednesday 31 December 2025
    const days = weekDays({ year: 2025, month: 12, day: 31 });
    expect(days[0]).toEqual({ year: 2025, month: 12, day: 29 });
    expect(days[6]).toEqual({ year: 2026, month: 1, day: 4 });
    expect(weekRange({ year: 2025, month: 12, day: 31 })).toEqual({
      from: { month: 12, day: 29 },
      to: { month: 1, day: 4 },
    });
  });
});

describe('birthdaysOfWeek', () => {
  it('adds 29 February to the week of 28 February in a common year', () => {
    const days = birthdaysOfWeek({ year: 2027, month: 2, day: 26 }); // Friday
    expect(days).toContainEqual({ month: 2, day: 29 });
    expect(days).toHaveLength(8);
  });

  it('keeps seven days in a leap year', () => {
    const days = birthdaysOfWeek({ year: 2028, month: 2, day: 29 });
    expect(days).toHaveLength(7);
    expect(isBirthdayInWeek({ month: 2, day: 29 }, { year: 2028, month: 2, day: 29 })).toBe(true);
  });

  it('leaves out birthdays of other weeks', () => {
    expect(isBirthdayInWeek({ month: 11, day: 23 }, { year: 2026, month: 11, day: 19 })).toBe(false);
    expect(isBirthdayInWeek({ month: 11, day: 16 }, { year: 2026, month: 11, day: 19 })).toBe(true);
  });
});

describe('calendarDateIn', () => {
  it("gives India's date, which is ahead of UTC late in the evening", () => {
    // 20:00 UTC on Sunday 22 November is 01:30 on Monday 23 November in Kerala.
    expect(calendarDateIn(new Date('2026-11-22T20:00:00Z'))).toEqual({ year: 2026, month: 11, day: 23 });
    expect(calendarDateIn(new Date('2026-11-22T20:00:00Z'), 'UTC')).toEqual({ year: 2026, month: 11, day: 22 });
  });
});
