import { EditDeleteButtons } from './edit-delete-buttons.tsx';
import { useT } from '../i18n/language.tsx';
import { membersMessages } from '../i18n/member-texts.ts';

interface RowActionsProps<T> {
  item: T;
  /** The person's name, for the buttons' labels ("Edit Joseph"). */
  name: string;
  onEdit?: (item: T) => void;
  onDelete?: (item: T) => void;
  /** One more action of the row (the admin ward page's "mark as departed"). */
  extra?: RowAction<T>;
}

export interface RowAction<T> {
  /** The button's text, or the text for this item (a verb that agrees with the member's gender). */
  text: string | ((item: T) => string);
  /** Its accessible name for this person. */
  label: (name: string) => string;
  onClick: (item: T) => void;
}

/** The Edit and Delete buttons of a row in edit mode (members and committee tables). */
export function RowActions<T>({ item, name, onEdit, onDelete, extra }: RowActionsProps<T>) {
  const t = useT(membersMessages);
  return (
    <td className="row-actions-cell">
      <div className="row-actions">
        <EditDeleteButtons
          editLabel={t.members.editMember(name)}
          onEdit={onEdit && (() => onEdit(item))}
          deleteLabel={t.members.deleteMember(name)}
          onDelete={onDelete && (() => onDelete(item))}
        />
        {extra && (
          <button
            type="button"
            className="button small"
            onClick={() => extra.onClick(item)}
            aria-label={extra.label(name)}
          >
            {typeof extra.text === 'function' ? extra.text(item) : extra.text}
          </button>
        )}
      </div>
    </td>
  );
}
