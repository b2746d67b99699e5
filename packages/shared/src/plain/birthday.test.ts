import { describe, expect, it } from 'vitest';
import { formatBirthday, isValidBirthday } from './birthday.ts';

describe('birthdays', () => {
  it('shows a Malayalam month name plus the day', () => {
    expect(formatBirthday(1, 5)).toBe('ജനുവരി 5');
    expect(formatBirthday(12, 25)).toBe('ഡിസംബർ 25');
    expect(formatBirthday(null, null)).toBe('');
  });
  it('accepts only a day that exists in the month (29 February allowed)', () => {
    expect(isValidBirthday(2, 29)).toBe(true);
    expect(isValidBirthday(2, 30)).toBe(false);
    expect(isValidBirthday(4, 31)).toBe(false);
    expect(isValidBirthday(13, 1)).toBe(false);
    expect(isValidBirthday(0, 1)).toBe(false);
  });
});
