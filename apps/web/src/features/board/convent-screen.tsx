// docs/product.md "Convent": board title 10; the current ones (isCurrent) in the first grid, the former ones
// under the 'served earlier' heading.
import { BOARD_TITLE } from '@parish/shared/plain/constants';
import { useT } from '../../i18n/language.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useBoardTitle } from './api/get-board.ts';
import { useBoardActions } from './components/board-actions.tsx';
import { BoardGrid } from './components/board-grid.tsx';
import { BoardPage } from './components/board-page.tsx';
import { boardMessages } from './messages.ts';

export function ConventScreen() {
  const t = useT(boardMessages);
  useDocumentTitle(t.titles.convent);
  const { admin, actions, dialog } = useBoardActions();
  const convent = useBoardTitle(BOARD_TITLE.convent);
  const members = convent.data ?? [];
  const former = members.filter((m) => !m.isCurrent);
  return (
    <BoardPage title={t.board.convent} newTitle={BOARD_TITLE.convent} admin={admin} query={convent} dialog={dialog}>
      <section className="board-section" aria-labelledby="convent-now">
        <h2 id="convent-now">{t.board.conventNow}</h2>
        <BoardGrid members={members.filter((m) => m.isCurrent)} label={t.board.conventNow} actions={actions} />
      </section>
      {former.length > 0 && (
        <section className="board-section" aria-labelledby="convent-earlier">
          <h2 id="convent-earlier">{t.board.servedEarlier}</h2>
          <BoardGrid members={former} label={t.board.servedEarlier} actions={actions} />
        </section>
      )}
    </BoardPage>
  );
}
