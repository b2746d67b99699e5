import type { Contact } from '@parish/shared/contacts';
import { displayPhone } from '@parish/shared/plain/phone';
import { useT } from '../../../i18n/language.tsx';
import { CentreIcon } from './centre-icon.tsx';
import { contactsMessages } from '../messages.ts';

interface ContactListProps {
  contacts: Contact[];
  onOpen: (contact: Contact) => void;
  label: string;
}

/** Rows of the phone book; each opens the contact modal. */
export function ContactList({ contacts, onOpen, label }: ContactListProps) {
  const t = useT(contactsMessages);
  return (
    <ul className="contact-list" aria-label={label}>
      {contacts.map((c) => (
        <li key={c._id}>
          <button
            type="button"
            className="contact-row"
            onClick={() => onOpen(c)}
            aria-label={t.contacts.open(c.name)}
            data-testid="contact-row"
          >
            {c.type && <CentreIcon type={c.type} label={t.contacts.types[c.type]} />}
            <span className="contact-row-text">
              <strong>{c.name}</strong>
              <span className="muted">{[c.house, c.institution].filter(Boolean).join(', ')}</span>
            </span>
            <span className="contact-row-phone">{displayPhone(c.phone)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
