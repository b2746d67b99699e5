// docs/product.md "Phone book": the six types of local centre, each with its icon.
import type { Contact } from '@parish/shared/contacts';

const PATHS: Record<NonNullable<Contact['type']>, string> = {
  // 1 church / convent: a cross over a roof
  '1': 'M12 2v5M9.5 4.5h5M4 21V11l8-4 8 4v10zM10 21v-5h4v5',
  // 2 school: a book
  '2': 'M3 5.5C6 4 9 4 12 6c3-2 6-2 9-.5V19c-3-1.5-6-1.5-9 .5-3-2-6-2-9-.5zM12 6v13.5',
  // 3 hospital: a cross in a square
  '3': 'M4 4h16v16H4zM12 8v8M8 12h8',
  // 4 police / fire: a shield
  '4': 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  // 5 government office: columns under a pediment
  '5': 'M3 9l9-5 9 5zM5 9v9M9.5 9v9M14.5 9v9M19 9v9M3 20h18',
  // 6 services: a lightning bolt
  '6': 'M13 2L5 13h6l-1 9 8-11h-6z',
};

export function CentreIcon({ type, label }: { type: Contact['type']; label: string }) {
  if (!type) return null;
  return (
    <svg
      className={`centre-icon centre-icon-${type}`}
      viewBox="0 0 24 24"
      width="26"
      height="26"
      role="img"
      aria-label={label}
    >
      <path
        d={PATHS[type]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
