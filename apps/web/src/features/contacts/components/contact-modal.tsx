// A phone-book entry: call and WhatsApp links (+91 rules of docs/product.md "Phones"), and for admins edit and delete.
import { useNavigate } from 'react-router';
import type { Contact } from '@parish/shared/contacts';
import { displayPhone, telLink, whatsappLink } from '@parish/shared/plain/phone';
import { useDeleteFlow } from '../../../components/delete-flow.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useT } from '../../../i18n/language.tsx';
import { useDeleteContact } from '../api/delete-contact.ts';
import { CentreIcon } from './centre-icon.tsx';
import { contactsMessages } from '../messages.ts';

interface ContactModalProps {
  contact: Contact | null;
  /** Admins may change entries of the contacts table (not the members' own phones). */
  editable: boolean;
  onClose: () => void;
}

export function ContactModal({ contact, editable, onClose }: ContactModalProps) {
  const t = useT(contactsMessages);
  const navigate = useNavigate();
  const remove = useDeleteContact();
  const deletion = useDeleteFlow<Contact>({
    remove: (c) => remove.mutateAsync(c._id),
    question: (c) => t.contacts.confirmDelete(c.name),
    what: (c, g) => g.contact(c.name),
    successText: t.contacts.deleted,
    onDeleted: onClose,
  });

  return (
    <>
      <Modal open={contact !== null} onClose={onClose} title={contact?.name} className="contact-modal">
        {contact && (
          <div className="contact-details">
            {contact.type && (
              <p className="contact-type">
                <CentreIcon type={contact.type} label={t.contacts.types[contact.type]} />{' '}
                {t.contacts.types[contact.type]}
              </p>
            )}
            {contact.house && <p>{contact.house}</p>}
            {contact.institution && <p>{contact.institution}</p>}
            {contact.location && <p className="muted">{contact.location}</p>}
            <p className="contact-phone">{displayPhone(contact.phone)}</p>
            <div className="form-actions">
              <a className="button primary" href={telLink(contact.phone)}>
                {t.contacts.call}
              </a>
              <a className="button whatsapp-button" href={whatsappLink(contact.phone)} target="_blank" rel="noreferrer">
                {t.contacts.whatsapp}
              </a>
            </div>
            {contact.altPhone && (
              <p>
                {t.contacts.altPhone}: <a href={telLink(contact.altPhone)}>{displayPhone(contact.altPhone)}</a>
              </p>
            )}
            {editable && (
              <div className="form-actions admin-actions">
                <button
                  type="button"
                  className="button small"
                  onClick={() => navigate('/admin/add-contact', { state: { contact }, replace: true })}
                >
                  {t.contacts.edit}
                </button>
                <button type="button" className="button small danger-outline" onClick={() => deletion.ask(contact)}>
                  {t.contacts.delete}
                </button>
              </div>
            )}
          </div>
        )}
      </Modal>
      {deletion.dialog}
    </>
  );
}
