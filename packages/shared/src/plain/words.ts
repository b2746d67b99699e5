// One way to say a count, a priest's name and a baby's age, for every screen (docs/decisions.md
// "One word for one thing"). Zod-free: the read-only screens use it.
import { BOARD_TITLE } from './constants.ts';
import type { CalendarDate } from './week.ts';

/** A count with its noun: the singular for one ("1 കുടുംബം"), the plural for any other number ("2 കുടുംബങ്ങൾ"). */
export function counted(n: number, one: string, many: string, format: (n: number) => string = String): string {
  return `${format(n)} ${n === 1 ? one : many}`;
}

/** The titles whose members are priests, their names said with the priest's title. */
export function isPriestTitle(title: number): boolean {
  return title === BOARD_TITLE.vicar || title === BOARD_TITLE.formerVicar;
}

/** A title typed into the name already ("Fr.", "ഫാ.", "ഫാദർ", "Rev. Fr."): left off, so it is said once. */
const TYPED_TITLE = /^\s*(?:rev\.?\s*)?(?:fr\.?|father|ഫാ\.?|ഫാദർ|റവ\.?\s*ഫാ\.?)\s+/iu;

/** "ഫാ. ജോസഫ്" in Malayalam, "Fr. Joseph" in English: the title of the screen's language, once. */
export function priestName(name: string, title: string): string {
  return `${title} ${name.replace(TYPED_TITLE, '').trim()}`;
}

export type AgeShown = { years: number } | { months: number } | { underOne: true };

/**
 * How old a member is shown: whole years from one year on; under one, the months since the birthday
 * when its month and day are known, else "under one" (a stored age of 0 read as "0 years" reads as a
 * mistake).
 */
export function ageShown(
  age: number,
  birthMonth: number | null | undefined,
  birthDay: number | null | undefined,
  today: CalendarDate,
): AgeShown {
  if (age >= 1) return { years: age };
  if (!birthMonth || !birthDay) return { underOne: true };
  let months = today.month - birthMonth;
  if (today.day < birthDay) months -= 1;
  return { months: (months + 12) % 12 };
}
