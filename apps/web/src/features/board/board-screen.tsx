// docs/product.md "Board": sections by title in the spec's order (1 vicar, 2 coordinator, 7 secretary,
// 3 treasurers, 11 parish council secretary, 5 parish councillors; for admins also 12 Sushrushi
// and 13 teachers photo), each a grid of profile cards. One GET /api/board serves every section.
import { useMemo } from 'react';
import { ADMIN_ONLY_BOARD_TITLES } from '@parish/shared/plain/constants';
import type { BoardMember } from '@parish/shared/board';
import { BOARD_PAGE_TITLES } from '@parish/shared/plain/board-order';
import { useT } from '../../i18n/language.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useBoard } from './api/get-board.ts';
import { useBoardActions } from './components/board-actions.tsx';
import { BoardGrid } from './components/board-grid.tsx';
import { BoardPage } from './components/board-page.tsx';
import { boardMessages } from './messages.ts';

export function BoardScreen() {
  const t = useT(boardMessages);
  useDocumentTitle(t.titles.board);
  const { admin, actions, dialog } = useBoardActions();
  const board = useBoard(admin);
  const byTitle = useMemo(() => {
    const map = new Map<number, BoardMember[]>();
    for (const m of board.data ?? []) map.set(m.title, [...(map.get(m.title) ?? []), m]);
    return map;
  }, [board.data]);
  const sections = BOARD_PAGE_TITLES.filter((title) => admin || !ADMIN_ONLY_BOARD_TITLES.includes(title));

  return (
    <BoardPage title={t.board.title} admin={admin} query={board} dialog={dialog}>
      {sections.map((title) => (
        <section key={title} className="board-section" aria-labelledby={`board-title-${title}`} data-title={title}>
          <h2 id={`board-title-${title}`}>
            {t.board.titles[title]}
            {ADMIN_ONLY_BOARD_TITLES.includes(title) && <span className="badge admin-badge">{t.board.adminOnly}</span>}
          </h2>
          <BoardGrid members={byTitle.get(title) ?? []} label={t.board.titles[title]} actions={actions} />
        </section>
      ))}
    </BoardPage>
  );
}
