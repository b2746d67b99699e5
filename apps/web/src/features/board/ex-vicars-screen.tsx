// docs/product.md "Former vicars": board title 9 as profile cards, newest start year first; a duration that is
// not 'start - end' (old records) sorts last (packages/shared/src/board.ts).
import { BOARD_TITLE } from '@parish/shared/plain/constants';
import { byStartYearNewestFirst } from '@parish/shared/plain/board-order';
import { useT } from '../../i18n/language.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { TitleScreen } from './components/title-screen.tsx';
import { boardMessages } from './messages.ts';

export function ExVicarsScreen() {
  const t = useT(boardMessages);
  useDocumentTitle(t.titles.exVicars);
  return (
    <TitleScreen
      boardTitle={BOARD_TITLE.formerVicar}
      heading={t.board.exVicars}
      intro={t.board.exVicarsIntro}
      order={byStartYearNewestFirst}
    />
  );
}
