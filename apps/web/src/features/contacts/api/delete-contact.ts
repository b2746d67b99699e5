import { contacts } from '@parish/shared/plain/routes/contacts';
import { useDeleteRecord } from '../../../lib/use-record-writes.ts';

export const useDeleteContact = () => useDeleteRecord(contacts.remove);
