import { formatBirthday } from '@parish/shared/plain/birthday';
import type { WeekBirthday } from '@parish/shared/catechism';
import { useT } from '../../../i18n/language.tsx';
import { catechismMessages } from '../messages.ts';

/** A small cake (an emoji would be a box on phones without an emoji font). */
function CakeIcon() {
  return (
    <svg className="birthday-cake" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <rect x="11" y="3" width="2" height="5" fill="#f59e0b" />
      <path d="M12 0.8c1 1.2 1.2 2 0 2.6c-1.2-.6-1-1.4 0-2.6z" fill="#ef4444" />
      <rect x="4" y="9" width="16" height="5" rx="1.5" fill="#ec4899" />
      <rect x="3" y="14" width="18" height="7" rx="1.5" fill="#a16207" />
      <path d="M3 16.5q2.25 1.5 4.5 0t4.5 0t4.5 0t4.5 0" stroke="#fde68a" strokeWidth="1.4" fill="none" />
    </svg>
  );
}

/** docs/product.md "Catechism home": this week's student birthdays, in the order of the week; an empty week says so. */
export function WeekBirthdays({ birthdays, label }: { birthdays: WeekBirthday[]; label: string }) {
  const c = useT(catechismMessages).catechism;
  if (birthdays.length === 0) return <p className="muted">{c.noBirthdays}</p>;
  return (
    <ul className="birthday-list" aria-label={label}>
      {birthdays.map((b, i) => (
        // The public list carries no id (name, house, grade, day and month only).
        <li
          key={`${b.birthMonth}-${b.birthDay}-${b.name}-${b.house}-${i}`}
          className="birthday-item"
          data-testid="birthday"
        >
          <CakeIcon />
          <span className="birthday-text">
            <span>
              <strong>{b.name}</strong>
              {b.house ? `, ${b.house}` : ''}
            </span>
            <span className="muted birthday-when">
              {c.birthdayLine(formatBirthday(b.birthMonth, b.birthDay), c.grade(b.grade))}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
