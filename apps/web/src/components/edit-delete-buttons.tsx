// An admin's Edit and Delete on a card or a row: the texts are the kit's, the accessible names the
// screen's own ("Edit Joseph"), so a screen reader hears whose they are.
import { useT } from '../i18n/language.tsx';
import { kitMessages } from '../i18n/kit.ts';

export interface EditDeleteProps {
  editLabel: string;
  onEdit?: () => void;
  deleteLabel: string;
  onDelete?: () => void;
}

/** Each button shows only with its handler. */
export function EditDeleteButtons({ editLabel, onEdit, deleteLabel, onDelete }: EditDeleteProps) {
  const { kit } = useT(kitMessages);
  return (
    <>
      {onEdit && (
        <button type="button" className="button small" aria-label={editLabel} onClick={onEdit}>
          {kit.edit}
        </button>
      )}
      {onDelete && (
        <button type="button" className="button small danger-outline" aria-label={deleteLabel} onClick={onDelete}>
          {kit.delete}
        </button>
      )}
    </>
  );
}
