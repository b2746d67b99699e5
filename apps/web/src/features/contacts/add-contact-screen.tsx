// Spec §2 /admin/add-contact: a form for every Contact field (spec §3), validated with the same
// zod schema the server applies. With a contact in the navigation state it edits that contact.
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CONTACT_TYPES } from '@parish/shared/constants';
import { ContactInputSchema, type ContactInput } from '@parish/shared/contacts';
import { displayPhone } from '@parish/shared/phone';
import type { Contact } from '@parish/shared/schemas';
import { useT } from '../../i18n/language.tsx';
import { ApiClientError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { toastActionError } from '../../lib/error-handler.ts';
import { useSaveContact } from './api/save-contact.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

type Field = 'name' | 'house' | 'institution' | 'location' | 'phone' | 'altPhone' | 'type' | 'nameInEng';
type Draft = Record<Field, string>;

const EMPTY: Draft = { name: '', house: '', institution: '', location: '', phone: '', altPhone: '', type: '', nameInEng: '' };

function draftOf(contact: Contact | undefined): Draft {
  if (!contact) return EMPTY;
  const { name, house, institution, location, phone, altPhone, type, nameInEng } = contact;
  // Numbers as people read them; the schema turns them back into E.164.
  return { name, house, institution, location, phone: displayPhone(phone), altPhone: displayPhone(altPhone), type: type ?? '', nameInEng };
}

function inputOf(draft: Draft): ContactInput {
  return { ...draft, type: draft.type === '' ? null : (draft.type as ContactInput['type']) };
}

export function AddContactScreen() {
  const t = useT();
  useDocumentTitle(t.titles.addContact);
  const id = useId();
  const navigate = useNavigate();
  const editing = (useLocation().state as { contact?: Contact } | null)?.contact;
  const save = useSaveContact();
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  /** The zod issue of a field, in the reader's language. */
  const messageFor = (field: Field, code: string): string => {
    if (field === 'phone' || field === 'altPhone') return t.contacts.badPhone;
    if (code === 'too_big') return t.contacts.tooLong;
    return t.contacts.required;
  };

  const validate = (next: Draft) => {
    const parsed = ContactInputSchema.safeParse(inputOf(next));
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= messageFor(field, issue.code);
      }
    }
    return { parsed, found };
  };

  const set = (field: Field, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    // Once a field has shown an error, re-check it as the admin types.
    if (errors[field]) setErrors({ ...errors, [field]: validate(next).found[field] });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { parsed, found } = validate(draft);
    setErrors(found);
    if (!parsed.success) {
      toast.error(t.contacts.fixErrors);
      return;
    }
    try {
      await save.mutateAsync({ id: editing?._id, input: parsed.data });
      toast.success(t.contacts.saved);
      navigate('/contacts', { replace: true });
    } catch (err) {
      if (err instanceof ApiClientError && err.fields) {
        const fromServer: Partial<Record<Field, string>> = {};
        for (const key of Object.keys(err.fields)) {
          const field = key.replace(/^body\./, '') as Field;
          if (field in EMPTY) fromServer[field] = messageFor(field, '');
        }
        setErrors(fromServer);
      }
      toastActionError(err);
    }
  };

  const text = (field: Field, label: string, opts: { type?: 'text' | 'tel'; required?: boolean; lang?: string } = {}) => (
    <div className={`form-field${errors[field] ? ' has-error' : ''}`}>
      <label htmlFor={`${id}-${field}`}>
        {label} {opts.required && <span className="required-mark" aria-hidden="true">*</span>}
      </label>
      <input
        id={`${id}-${field}`}
        name={field}
        type={opts.type ?? 'text'}
        inputMode={opts.type === 'tel' ? 'tel' : undefined}
        lang={opts.lang}
        value={draft[field]}
        required={opts.required}
        aria-invalid={Boolean(errors[field])}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        onChange={(e) => set(field, e.target.value)}
      />
      {errors[field] && <p id={`${id}-${field}-error`} className="field-error">{errors[field]}</p>}
    </div>
  );

  return (
    <form className="data-form contact-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{editing ? t.contacts.formTitleEdit : t.contacts.formTitleNew}</h1>
      <fieldset className="form-section">
        {text('name', t.contacts.name, { required: true })}
        {text('house', t.contacts.house)}
        {text('institution', t.contacts.institution)}
        {text('location', t.contacts.location)}
        <div className="field-row">
          {text('phone', t.contacts.phone, { type: 'tel', required: true })}
          {text('altPhone', t.contacts.altPhone, { type: 'tel' })}
        </div>
        <div className={`form-field${errors.type ? ' has-error' : ''}`}>
          <label htmlFor={`${id}-type`}>{t.contacts.type}</label>
          <select id={`${id}-type`} name="type" value={draft.type} onChange={(e) => set('type', e.target.value)}>
            <option value="">{t.contacts.typeNone}</option>
            {CONTACT_TYPES.map((type) => <option key={type} value={type}>{type} · {t.contacts.types[type]}</option>)}
          </select>
        </div>
        {text('nameInEng', t.contacts.nameInEng, { lang: 'en' })}
      </fieldset>
      <div className="form-footer">
        <button type="submit" className="button primary" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? t.contacts.saving : t.contacts.save}
        </button>
      </div>
    </form>
  );
}
