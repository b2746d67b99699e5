// An admin's Edit and Delete on a card or a row: the texts are the kit's, the accessible names say
// whose they are ("Edit Joseph"; a screen may word them its own way).
import { useT } from '../i18n/language.tsx';
import { kitMessages } from '../i18n/kit.ts';

export interface EditDeleteProps {
  /** Whose buttons: the kit's accessible names ("Edit Joseph") unless the labels are given. */
  name?: string;
  editLabel?: string;
  onEdit?: () => void;
  deleteLabel?: string;
  onDelete?: () => void;
}

/** Each button shows only with its handler. */
export function EditDeleteButtons({ name = '', editLabel, onEdit, deleteLabel, onDelete }: EditDeleteProps) {
  const { kit } = useT(kitMessages);
  return (
    <>
      {onEdit && (
        <button type="button" className="button small" aria-label={editLabel ?? kit.editOf(name)} onClick={onEdit}>
          {kit.edit}
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          className="button small danger-outline"
          aria-label={deleteLabel ?? kit.deleteOf(name)}
          onClick={onDelete}
        >
          {kit.delete}
        </button>
      )}
    </>
  );
}
