// A member's age as the screens show it: years, or a baby's months (packages/shared/src/plain/words.ts).
import { ageShown } from '@parish/shared/plain/words';
import { calendarDateIn } from '@parish/shared/plain/week';
import type { MemberTexts } from '../i18n/member-texts.ts';

export function ageText(
  m: { age?: number; birthMonth?: number | null; birthDay?: number | null },
  t: MemberTexts,
  now: Date = new Date(),
): string {
  // Absent: the family's choice keeps the age from this reader (docs/product.md "Directory privacy").
  if (m.age === undefined) return '';
  const shown = ageShown(m.age, m.birthMonth, m.birthDay, calendarDateIn(now));
  if ('years' in shown) return String(shown.years);
  if ('months' in shown) return t.months(shown.months);
  return t.underOne;
}
