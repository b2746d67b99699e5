// The phone book: the contacts table (public centres of types 1–6, and people without a type) and
// the phones of the family directory's members, in the one Contact shape (docs/product.md "Contact record").
import { asc, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Contact } from '@parish/shared/contacts';
import { englishVariants, type ContactInput, type ContactUpdate } from '@parish/shared/contacts';
import { normalizeMalayalam, searchKey } from '@parish/shared/plain/malayalam';
import type { Db } from '../../db/client.ts';
import { contacts, houses, members } from '../../db/schema.ts';
import { matchConditions, searchForms } from '../../domain/search-match.ts';

const contactColumns = {
  _id: contacts.id,
  name: contacts.name,
  house: contacts.house,
  institution: contacts.institution,
  location: contacts.location,
  phone: contacts.phone,
  altPhone: contacts.altPhone,
  type: contacts.type,
  nameInEng: contacts.nameInEng,
};

/** Which members the phone book shows this reader, and their English name (domain/house-presenters.ts phoneBookSql). */
export interface PhoneBookFilter {
  where: SQL;
  nameInEng: SQL<string>;
}

/** A member with a phone, as a phone-book entry: the English name stands in for nameInEng. */
const memberContactColumns = (book: PhoneBookFilter) => ({
  _id: members.id,
  name: members.name,
  house: houses.house,
  institution: sql<string>`''`,
  location: members.location,
  phone: members.phone,
  altPhone: sql<string>`''`,
  type: sql<null>`null`,
  nameInEng: book.nameInEng,
});

const asContacts = (rows: unknown[]) => rows as Contact[];

/** docs/product.md "Phone book": the public local centres, types 1 to 6. */
export async function listCentres(db: Db): Promise<Contact[]> {
  return asContacts(
    await db
      .select(contactColumns)
      .from(contacts)
      .where(isNotNull(contacts.type))
      .orderBy(asc(contacts.type), asc(contacts.name)),
  );
}

/** People the office keeps in the phone book (no centre type). */
export async function listPersonContacts(db: Db): Promise<Contact[]> {
  return asContacts(
    await db.select(contactColumns).from(contacts).where(isNull(contacts.type)).orderBy(asc(contacts.name)),
  );
}

export async function findContact(db: Db, id: string): Promise<Contact | undefined> {
  const [row] = await db.select(contactColumns).from(contacts).where(eq(contacts.id, id));
  return row as Contact | undefined;
}

/** `book` is built over the aliases "members" and "houses". */
export async function memberContactsPage(
  db: Db,
  limit: number,
  offset: number,
  book: PhoneBookFilter,
): Promise<{ items: Contact[]; total: number }> {
  const withPhone = book.where;
  const [items, [{ n }]] = await Promise.all([
    db
      .select(memberContactColumns(book))
      .from(members)
      .innerJoin(houses, eq(houses.id, members.houseId))
      .where(withPhone)
      .orderBy(asc(members.name), asc(houses.house), asc(members.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(members).innerJoin(houses, eq(houses.id, members.houseId)).where(withPhone),
  ]);
  return { items: asContacts(items), total: n };
}

/** Does a phone-book entry match the typed text, in Malayalam (either encoding) or by sound? */
function contactMatches(contact: Contact, text: string, key: string): boolean {
  const names = [contact.name, contact.house, contact.institution];
  if (names.some((n) => normalizeMalayalam(n).toLowerCase().includes(text))) return true;
  const spellings = [...names, ...englishVariants(contact.nameInEng)];
  return key.length >= 3 && spellings.some((s) => searchKey(s).includes(key));
}

/**
 * Phone-book search by name or house (docs/product.md "Phone book"), including the slash-separated English variants
 * of nameInEng: the contacts table (small) is matched here; members through the trigram indexes.
 * The two come apart so the route can present members for the viewer (restricted public mode).
 */
export async function searchContacts(
  db: Db,
  term: string,
  /** Built over the aliases m and h. */
  book: PhoneBookFilter,
  memberLimit = 50,
): Promise<{ book: Contact[]; members: Contact[] }> {
  const f = searchForms(term);
  const all = asContacts(
    await db.select(contactColumns).from(contacts).orderBy(asc(contacts.type), asc(contacts.name)),
  );
  const fromBook = all.filter((c) => contactMatches(c, f.text, f.key));

  const c = matchConditions(term);
  // Members by their own name, and the members of houses whose name matched: two index-answered
  // halves, rather than one OR across the join that no index can answer.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return tx.execute(sql`
      with matched_houses as (select h.id from houses h where ${c.house}),
      hits as (
        select m.id from members m where m.phone <> '' and (${c.member})
        union
        select m.id from members m join matched_houses mh on mh.id = m.house_id where m.phone <> ''
      )
      select m.id as "_id", m.name, h.house, '' as institution, m.location, m.phone, '' as "altPhone",
        null as type, ${book.nameInEng} as "nameInEng"
      from hits join members m on m.id = hits.id join houses h on h.id = m.house_id
      where ${book.where}
      order by greatest(word_similarity(${c.key}, m.name_key), word_similarity(${c.key}, h.house_key)) desc,
        m.name, m.id
      limit ${memberLimit}
    `);
  });
  const fromMembers = (result as unknown as { rows: Contact[] }).rows;
  return { book: fromBook, members: asContacts(fromMembers) };
}

const row = (input: ContactInput) => ({
  name: input.name,
  house: input.house ?? '',
  institution: input.institution ?? '',
  location: input.location ?? '',
  phone: input.phone,
  altPhone: input.altPhone ?? '',
  type: input.type ?? null,
  nameInEng: input.nameInEng ?? '',
});

export async function insertContact(db: Db, input: ContactInput): Promise<Contact> {
  const [created] = await db.insert(contacts).values(row(input)).returning(contactColumns);
  return created as Contact;
}

/** Sets only the fields present (a field left out keeps its value; drizzle skips undefined ones). */
export async function updateContact(
  db: Db,
  id: string,
  fields: Omit<ContactUpdate, '_id'>,
): Promise<Contact | undefined> {
  if (!Object.values(fields).some((v) => v !== undefined)) return findContact(db, id);
  const [updated] = await db.update(contacts).set(fields).where(eq(contacts.id, id)).returning(contactColumns);
  return updated as Contact | undefined;
}

export async function deleteContact(db: Db, id: string): Promise<Contact | undefined> {
  const [gone] = await db.delete(contacts).where(eq(contacts.id, id)).returning(contactColumns);
  return gone as Contact | undefined;
}
