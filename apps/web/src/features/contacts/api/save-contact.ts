import type { Contact, ContactInput } from '@parish/shared/contacts';
import { contacts } from '@parish/shared/plain/routes/contacts';
import { useSaveRecord } from '../../../lib/use-record-writes.ts';

/** Adds a contact, or changes one when an id is given (admin). */
export const useSaveContact = () => useSaveRecord<Contact, ContactInput>(contacts);
