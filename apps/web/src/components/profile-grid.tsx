// A responsive grid of profile cards: one column on a 360 px phone, more as the screen widens.
import type { ReactNode } from 'react';
import { ProfileCard, type Profile } from './profile-card.tsx';

interface ProfileGridProps<T> {
  items: readonly T[];
  profile: (item: T) => Profile;
  /** Admin actions of one card (edit, delete). */
  actions?: (item: T) => ReactNode;
  label?: string;
  /** The cards' name heading (components/profile-card.tsx). */
  headingLevel?: 2 | 3;
}

export function ProfileGrid<T>({ items, profile, actions, label, headingLevel }: ProfileGridProps<T>) {
  return (
    <ul className="profile-grid" aria-label={label}>
      {items.map((item, i) => {
        const p = profile(item);
        return (
          <li key={p.key}>
            {/* The first photo is likely the page's largest paint: fetch it at once. */}
            <ProfileCard profile={p} actions={actions?.(item)} priority={i === 0} headingLevel={headingLevel} />
          </li>
        );
      })}
    </ul>
  );
}
