import type { Contact } from '@parish/shared/contacts';
import type { ContactInput } from '@parish/shared/contacts';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { contacts } from '@parish/shared/plain/routes/contacts';

/** Adds a contact, or changes one when an id is given (admin). */
export function useSaveContact() {
  return useInvalidatingMutation({
    mutationFn: ({ id, input }: { id?: string; input: ContactInput }) =>
      api<Contact>(id ? contacts.update : contacts.create, { body: id ? { ...input, _id: id } : input }),
    invalidates: [allOf(contacts.create)],
  });
}
