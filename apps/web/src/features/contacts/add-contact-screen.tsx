// docs/product.md "Contact editor": a form for every Contact field (docs/product.md "Contact record"), validated with
// the same zod schema the server applies. With a contact in the navigation state it edits that contact.
import { useId } from 'react';
import { CONTACT_TYPES } from '@parish/shared/plain/constants';
import { ContactInputSchema } from '@parish/shared/contacts';
import { displayPhone } from '@parish/shared/plain/phone';
import type { Contact, ContactInput } from '@parish/shared/contacts';
import { RecordForm } from '../../components/form/record-form.tsx';
import { SelectInput, TextInput } from '../../components/form/inputs.tsx';
import { useT } from '../../i18n/language.tsx';
import { useRecordEditor } from '../../lib/use-record-editor.ts';
import { useSchemaForm, type FieldCatalog } from '../../lib/use-schema-form.ts';
import { useSaveContact } from './api/save-contact.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { contactsMessages } from './messages.ts';

type Field = 'name' | 'house' | 'institution' | 'location' | 'phone' | 'altPhone' | 'type' | 'nameInEng';
type Draft = Record<Field, string>;

const EMPTY: Draft = {
  name: '',
  house: '',
  institution: '',
  location: '',
  phone: '',
  altPhone: '',
  type: '',
  nameInEng: '',
};

function draftOf(contact: Contact | undefined): Draft {
  if (!contact) return EMPTY;
  const { name, house, institution, location, phone, altPhone, type, nameInEng } = contact;
  // Numbers as people read them; the schema turns them back into E.164.
  return {
    name,
    house,
    institution,
    location,
    phone: displayPhone(phone),
    altPhone: displayPhone(altPhone),
    type: type ?? '',
    nameInEng,
  };
}

/** The draft as the schema reads it: no type is a person (null). */
function inputOf(draft: Draft): unknown {
  return { ...draft, type: draft.type === '' ? null : draft.type };
}

export function AddContactScreen() {
  const t = useT(contactsMessages);
  useDocumentTitle(t.titles.addContact);
  const id = useId();
  const c = t.contacts;
  const { editing, onSubmit } = useRecordEditor<Contact, ContactInput>(
    'contact',
    useSaveContact(),
    c.saved,
    '/contacts',
  );
  const fields: FieldCatalog = {
    name: { label: c.name, required: true },
    house: { label: c.house },
    institution: { label: c.institution },
    location: { label: c.location },
    phone: { label: c.phone, required: true, missing: c.badPhone, invalid: c.badPhone },
    altPhone: { label: c.altPhone, invalid: c.badPhone },
    type: { label: c.type },
    nameInEng: { label: c.nameInEng },
  };
  const form = useSchemaForm({
    schema: ContactInputSchema,
    initial: () => draftOf(editing),
    fields,
    idPrefix: id,
    toInput: inputOf,
    fixErrorsText: c.fixErrors,
    onSubmit,
  });

  return (
    <RecordForm form={form} className="contact-form" title={editing ? c.formTitleEdit : c.formTitleNew}>
      <TextInput form={form} name="name" />
      <TextInput form={form} name="house" />
      <TextInput form={form} name="institution" />
      <TextInput form={form} name="location" />
      <div className="field-row">
        <TextInput form={form} name="phone" type="tel" inputMode="tel" />
        <TextInput form={form} name="altPhone" type="tel" inputMode="tel" />
      </div>
      <SelectInput
        form={form}
        name="type"
        placeholder={c.typeNone}
        options={CONTACT_TYPES.map((type) => ({ value: type, label: `${type} · ${c.types[type]}` }))}
      />
      <TextInput form={form} name="nameInEng" lang="en" />
    </RecordForm>
  );
}
