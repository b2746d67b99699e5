// One title's members as profile cards (components/profile-grid.tsx): photo, name, house, phone
// and a detail line of their role and years.
import type { ReactNode } from 'react';
import type { BoardMember } from '@parish/shared/board';
import { isPriestTitle, priestName } from '@parish/shared/plain/words';
import type { Profile } from '../../../components/profile-card.tsx';
import { ProfileGrid } from '../../../components/profile-grid.tsx';
import { useT } from '../../../i18n/language.tsx';
import { boardMessages } from '../messages.ts';

/** `priest`: the title said before a vicar's name in the screen's language (ഫാ. / Fr.). */
export function boardProfile(m: BoardMember, extra: (string | null | undefined)[] = [], priest?: string): Profile {
  const detail = [m.group, ...extra, m.duration].filter((x) => x && x.trim() !== '').join(' · ');
  const name = priest && isPriestTitle(m.title) ? priestName(m.name, priest) : m.name;
  return { key: m._id, name, house: m.house, phone: m.phone, image: m.image, preImage: m.preImage, detail };
}

interface BoardGridProps {
  members: readonly BoardMember[];
  label: string;
  actions?: (m: BoardMember) => ReactNode;
  /** 2 when the grid is straight under the page's h1. */
  headingLevel?: 2 | 3;
}

export function BoardGrid({ members, label, actions, headingLevel }: BoardGridProps) {
  const t = useT(boardMessages);
  if (members.length === 0) return <p className="muted">{t.board.empty}</p>;
  const extra = (m: BoardMember) => [
    m.ward === null ? null : t.board.wardOf(m.ward),
    m.grade === null ? null : t.board.gradeOf(m.grade),
  ];
  return (
    <ProfileGrid
      items={members}
      label={label}
      profile={(m) => boardProfile(m, extra(m), t.members.priest)}
      actions={actions}
      headingLevel={headingLevel}
    />
  );
}
