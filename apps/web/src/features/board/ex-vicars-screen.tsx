// docs/product.md "Former vicars": board title 9 as profile cards, newest start year first; a duration that is
// not 'start - end' (old records) sorts last (packages/shared/src/board.ts).
import { useMemo } from 'react';
import { BOARD_TITLE } from '@parish/shared/plain/constants';
import { byStartYearNewestFirst } from '@parish/shared/plain/board-order';
import { useT } from '../../i18n/language.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useBoardTitle } from './api/get-board.ts';
import { useBoardActions } from './components/board-actions.tsx';
import { BoardGrid } from './components/board-grid.tsx';
import { BoardPage } from './components/board-page.tsx';
import { boardMessages } from './messages.ts';

export function ExVicarsScreen() {
  const t = useT(boardMessages);
  useDocumentTitle(t.titles.exVicars);
  const { admin, actions, dialog } = useBoardActions();
  const vicars = useBoardTitle(BOARD_TITLE.formerVicar);
  const sorted = useMemo(() => byStartYearNewestFirst(vicars.data ?? []), [vicars.data]);
  return (
    <BoardPage
      title={t.board.exVicars}
      intro={t.board.exVicarsIntro}
      newTitle={BOARD_TITLE.formerVicar}
      admin={admin}
      query={vicars}
      dialog={dialog}
    >
      <BoardGrid members={sorted} label={t.board.exVicars} actions={actions} headingLevel={2} />
    </BoardPage>
  );
}
