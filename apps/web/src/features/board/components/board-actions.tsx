// The admin's Edit and Delete on a board member's card (docs/product.md "Board"): Edit goes to
// /admin/add-board with the member as navigation state; Delete asks 'Sure to delete?' and the
// page's data reloads. One dialog per screen, whichever grid the card is in.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { BoardMember } from '@parish/shared/board';
import { useDeleteFlow } from '../../../components/delete-flow.tsx';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons.tsx';
import { useT } from '../../../i18n/language.tsx';
import { useUserInfo } from '../../../lib/auth-store.ts';
import { useDeleteBoardMember } from '../api/delete-board-member.ts';
import { boardMessages } from '../messages.ts';
import { kitMessages } from '../../../i18n/kit.ts';

/** What the form's navigation state carries (the ward page's committee Edit sends the same). */
export interface BoardFormState {
  boardMember?: BoardMember;
  /** A new member's title, chosen where the admin pressed "new member". */
  title?: number;
}

export function useBoardActions(): { admin: boolean; actions?: (m: BoardMember) => ReactNode; dialog: ReactNode } {
  const t = useT(boardMessages);
  const { kit } = useT(kitMessages);
  const admin = useUserInfo()?.isAdmin ?? false;
  const navigate = useNavigate();
  const remove = useDeleteBoardMember();
  const deletion = useDeleteFlow<BoardMember>({
    remove: (m) => remove.mutateAsync(m._id),
    question: kit.sureToDelete,
    what: (m, g) => g.boardSeat(m.name, t.board.titles[m.title] ?? ''),
    successText: t.board.deleted,
  });
  const actions = (m: BoardMember) => (
    <EditDeleteButtons
      editLabel={t.board.editOf(m.name)}
      onEdit={() => void navigate('/admin/add-board', { state: { boardMember: m } satisfies BoardFormState })}
      deleteLabel={t.board.deleteOf(m.name)}
      onDelete={() => deletion.ask(m)}
    />
  );
  return { admin, actions: admin ? actions : undefined, dialog: admin ? deletion.dialog : null };
}
