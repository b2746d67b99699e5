// docs/product.md "Samarpithar": a grid of profiles of board title 8 (dedicated persons).
import { BOARD_TITLE } from '@parish/shared/plain/constants';
import { useT } from '../../i18n/language.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useBoardTitle } from './api/get-board.ts';
import { useBoardActions } from './components/board-actions.tsx';
import { BoardGrid } from './components/board-grid.tsx';
import { BoardPage } from './components/board-page.tsx';
import { boardMessages } from './messages.ts';

export function SamarpitharScreen() {
  const t = useT(boardMessages);
  useDocumentTitle(t.titles.samarpithar);
  const { admin, actions, dialog } = useBoardActions();
  const dedicated = useBoardTitle(BOARD_TITLE.dedicated);
  return (
    <BoardPage
      title={t.board.samarpithar}
      intro={t.board.samarpitharIntro}
      newTitle={BOARD_TITLE.dedicated}
      admin={admin}
      query={dedicated}
      dialog={dialog}
    >
      <BoardGrid members={dedicated.data ?? []} label={t.board.samarpithar} actions={actions} headingLevel={2} />
    </BoardPage>
  );
}
