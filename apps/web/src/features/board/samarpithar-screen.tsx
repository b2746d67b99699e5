// docs/product.md "Samarpithar": a grid of profiles of board title 8 (dedicated persons).
import { BOARD_TITLE } from '@parish/shared/plain/constants';
import { useT } from '../../i18n/language.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { TitleScreen } from './components/title-screen.tsx';
import { boardMessages } from './messages.ts';

export function SamarpitharScreen() {
  const t = useT(boardMessages);
  useDocumentTitle(t.titles.samarpithar);
  return (
    <TitleScreen boardTitle={BOARD_TITLE.dedicated} heading={t.board.samarpithar} intro={t.board.samarpitharIntro} />
  );
}
