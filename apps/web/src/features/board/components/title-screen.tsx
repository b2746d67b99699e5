// A screen of one board title's members as one grid under the page's heading (former vicars,
// samarpithar), with the admin's Edit, Delete and new member.
import { useMemo } from 'react';
import type { BoardMember } from '@parish/shared/board';
import { useBoardTitle } from '../api/get-board.ts';
import { useBoardActions } from './board-actions.tsx';
import { BoardGrid } from './board-grid.tsx';
import { BoardPage } from './board-page.tsx';

interface TitleScreenProps {
  boardTitle: number;
  heading: string;
  intro: string;
  /** The members' order (default: the server's). */
  order?: (members: readonly BoardMember[]) => readonly BoardMember[];
}

export function TitleScreen({ boardTitle, heading, intro, order }: TitleScreenProps) {
  const { admin, actions, dialog } = useBoardActions();
  const query = useBoardTitle(boardTitle);
  const members = useMemo(() => (order ?? ((m) => m))(query.data ?? []), [order, query.data]);
  return (
    <BoardPage title={heading} intro={intro} newTitle={boardTitle} admin={admin} query={query} dialog={dialog}>
      <BoardGrid members={members} label={heading} actions={actions} headingLevel={2} />
    </BoardPage>
  );
}
