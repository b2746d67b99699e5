// docs/product.md "Phone book", the phone book: search by name or house (with the English variants), the
// public local centres (collapsible), the vicar, the office's contacts and all member contacts.
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Contact } from '@parish/shared/contacts';
import { isSearchableText } from '@parish/shared/search-text';
import { priestName } from '@parish/shared/plain/words';
import { Loader } from '../../components/loader.tsx';
import { useT } from '../../i18n/language.tsx';
import { useUserInfo } from '../../lib/auth-store.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { SearchInput } from '../../components/search-input.tsx';
import { useCentres, usePersonContacts } from './api/get-contacts.ts';
import { useMemberContacts } from './api/get-member-contacts.ts';
import { useSearchContacts } from './api/search-contacts.ts';
import { useVicar } from './api/get-vicar.ts';
import { ContactList } from './components/contact-list.tsx';
import { ContactModal } from './components/contact-modal.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { contactsMessages } from './messages.ts';

export function ContactsScreen() {
  const t = useT(contactsMessages);
  useDocumentTitle(t.titles.contacts);
  const user = useUserInfo();
  const [text, setText] = useState('');
  const [open, setOpen] = useState<Contact | null>(null);

  const term = useDebounced(text);

  const centres = useCentres();
  const people = usePersonContacts();
  const vicar = useVicar();
  const memberContacts = useMemberContacts();
  const search = useSearchContacts(term);
  const searching = isSearchableText(term);

  useLoadError(centres.error ?? people.error ?? memberContacts.error ?? search.error);

  // Only entries of the contacts table can be edited here; members' phones live with their family.
  const editableIds = useMemo(
    () => new Set([...(centres.data ?? []), ...(people.data ?? [])].map((c) => c._id)),
    [centres.data, people.data],
  );
  const members = memberContacts.data?.pages.flatMap((p) => p.items) ?? [];
  const memberTotal = memberContacts.data?.pages[0]?.total ?? 0;
  // Sections appear top-down (CLS was 0.21), each once those above it have loaded, so a list
  // arriving never pushes down one already shown; a single loader sits below the last shown.
  const vicarShown = !centres.isPending && !vicar.isPending;
  const peopleShown = vicarShown && !people.isPending;
  const vicarContact: Contact | null =
    vicar.data && vicar.data.phone
      ? {
          _id: vicar.data._id,
          name: priestName(vicar.data.name, t.members.priest),
          house: vicar.data.house,
          institution: t.contacts.vicar,
          location: '',
          phone: vicar.data.phone,
          altPhone: '',
          type: null,
          nameInEng: '',
        }
      : null;

  return (
    <section className="contacts-page">
      <div className="page-head">
        <h1>{t.contacts.title}</h1>
        {user?.isAdmin && (
          <Link className="button small" to="/admin/add-contact">
            {t.contacts.add}
          </Link>
        )}
      </div>
      <SearchInput value={text} onChange={setText} label={t.contacts.searchLabel} hint={t.contacts.searchHint} />

      {searching ? (
        <section aria-label={t.contacts.results} aria-live="polite">
          {search.isFetching && <Loader label={t.searchBox.searching} />}
          {search.data && !search.isFetching && search.data.length === 0 && (
            <p className="result-count">{t.contacts.noResults}</p>
          )}
          {search.data && search.data.length > 0 && (
            <ContactList contacts={search.data} onOpen={setOpen} label={t.contacts.results} />
          )}
        </section>
      ) : (
        <>
          <details className="contact-group" open>
            <summary>
              <h2>{t.contacts.centres}</h2>
            </summary>
            {centres.isPending ? (
              <Loader />
            ) : (
              <ContactList contacts={centres.data ?? []} onOpen={setOpen} label={t.contacts.centres} />
            )}
          </details>
          {vicarShown && vicarContact && (
            <section className="contact-group">
              <h2>{t.contacts.vicar}</h2>
              <ContactList contacts={[vicarContact]} onOpen={setOpen} label={t.contacts.vicar} />
            </section>
          )}
          {peopleShown && (people.data?.length ?? 0) > 0 && (
            <section className="contact-group">
              <h2>{t.contacts.people}</h2>
              <ContactList contacts={people.data ?? []} onOpen={setOpen} label={t.contacts.people} />
            </section>
          )}
          {!peopleShown && !centres.isPending && <Loader inline />}
          {peopleShown && (
            <section className="contact-group">
              <h2>{t.contacts.members}</h2>
              {memberContacts.isPending ? (
                <Loader inline />
              ) : (
                <>
                  <p className="muted">{t.contacts.memberCount(members.length, memberTotal)}</p>
                  <ContactList contacts={members} onOpen={setOpen} label={t.contacts.members} />
                  {memberContacts.hasNextPage && (
                    <button
                      type="button"
                      className="button"
                      onClick={() => void memberContacts.fetchNextPage()}
                      disabled={memberContacts.isFetchingNextPage}
                    >
                      {memberContacts.isFetchingNextPage ? t.app.loading : t.contacts.more}
                    </button>
                  )}
                </>
              )}
            </section>
          )}
        </>
      )}
      <ContactModal
        contact={open}
        editable={Boolean(user?.isAdmin && open && editableIds.has(open._id))}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}
