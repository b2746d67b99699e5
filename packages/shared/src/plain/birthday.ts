/** Malayalam names of the Gregorian months, as a parish calendar prints them. */
export const MALAYALAM_MONTHS = [
  'ജനുവരി',
  'ഫെബ്രുവരി',
  'മാർച്ച്',
  'ഏപ്രിൽ',
  'മേയ്',
  'ജൂൺ',
  'ജൂലൈ',
  'ഓഗസ്റ്റ്',
  'സെപ്റ്റംബർ',
  'ഒക്ടോബർ',
  'നവംബർ',
  'ഡിസംബർ',
] as const;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A birth day is valid for its month (29 February allowed: the year is not stored). */
export function isValidBirthday(month: number, day: number): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12) return false;
  return day >= 1 && day <= DAYS_IN_MONTH[month - 1];
}

/** docs/product.md "Members table": a birthday is shown as a Malayalam month name plus the day. */
export function formatBirthday(month: number | null | undefined, day: number | null | undefined): string {
  if (!month || !day) return '';
  return `${MALAYALAM_MONTHS[month - 1]} ${day}`;
}
