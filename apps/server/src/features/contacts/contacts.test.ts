// The phone book: public lists, member contacts, search (Malayalam, English variants,
// by sound), and the admin's writes with their audit rows.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Contact } from '@parish/shared/contacts';
import type { ContactPage } from '@parish/shared/contacts';
import { testApp } from '../../test/test-app.ts';
import { make, member } from '../../test/factories.ts';
import { auditLog, contacts } from '../../db/schema.ts';

const t = testApp({ as: ['user', 'admin'] });
const { user, admin } = t.cookies;
let office: Contact;

const centre = {
  name: 'പള്ളി ഓഫീസ്',
  house: '',
  institution: 'സെന്റ് മേരീസ് പള്ളി',
  location: 'കുറവിലങ്ങാട്',
  phone: '04822234567',
  altPhone: '',
  type: '1' as const,
  nameInEng: 'church office/parish office/palli office',
};

beforeAll(async () => {
  const db = t.database.db;
  [office] = (
    await make.contact.many(db, [
      centre,
      {
        ...centre,
        name: 'പോലീസ് സ്റ്റേഷൻ',
        institution: 'പോലീസ്',
        type: '4',
        nameInEng: 'police station/police',
        phone: '9447000100',
      },
      {
        name: 'ജോർജ് കപ്യാർ',
        house: 'മറ്റത്തിൽ',
        phone: '9447000200',
        type: null,
        nameInEng: 'george kapyar/sacristan',
      },
    ])
  ).map((r) => ({ ...r, _id: r.id }) as unknown as Contact);
  await make.house(db, {
    house: 'കുന്നേൽ',
    ward: 2,
    keyed: true,
    members: [
      member({ name: 'ജോസഫ്', nameEng: 'Joseph', HOH: true, phone: '9447012345' }),
      member({ name: 'മേരി', nameEng: 'Mary', phone: '' }),
      member({ name: 'ലിസി', nameEng: 'Lissy', phone: '919447054321' }),
    ],
  });
});

const get = (url: string) => t.request('GET', url);
const send = (method: 'POST' | 'PUT' | 'DELETE', payload: unknown, cookie?: string) =>
  t.request(method, '/api/contacts', { payload, as: cookie });
const auditRows = (entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'contact'), eq(auditLog.entityId, entityId)));

describe('phone-book reads', () => {
  it('GET /api/contacts lists the public centres with their types', async () => {
    const res = await get('/api/contacts');
    expect(res.statusCode).toBe(200);
    const body: Contact[] = res.json();
    expect(body.map((c) => [c.name, c.type])).toEqual([
      ['പള്ളി ഓഫീസ്', '1'],
      ['പോലീസ് സ്റ്റേഷൻ', '4'],
    ]);
  });

  it('GET /api/contacts/members lists the people entries', async () => {
    const body: Contact[] = (await get('/api/contacts/members')).json();
    expect(body.map((c) => c.name)).toEqual(['ജോർജ് കപ്യാർ']);
  });

  it('GET /api/contacts/member-contacts pages the members that have a phone', async () => {
    const res = await get('/api/contacts/member-contacts');
    expect(res.statusCode).toBe(200);
    const body: ContactPage = res.json();
    expect(body.total).toBe(2);
    expect(body.items.map((c) => [c.name, c.house, c.phone]).sort()).toEqual(
      [
        ['ജോസഫ്', 'കുന്നേൽ', '9447012345'],
        ['ലിസി', 'കുന്നേൽ', '919447054321'],
      ].sort(),
    );
    expect((await get('/api/contacts/member-contacts?page=0')).statusCode).toBe(400);
  });

  it('GET /api/contacts/member-contacts/{text} finds by name, house, English variants and sound', async () => {
    const names = async (text: string) =>
      ((await get(`/api/contacts/member-contacts/${encodeURIComponent(text)}`)).json() as Contact[]).map((c) => c.name);
    expect(await names('palli')).toEqual(['പള്ളി ഓഫീസ്']);
    expect(await names('parish')).toEqual(['പള്ളി ഓഫീസ്']);
    expect(await names('sacristan')).toEqual(['ജോർജ് കപ്യാർ']);
    expect(await names('ഓഫീസ്')).toEqual(['പള്ളി ഓഫീസ്']);
    expect((await names('kunnel')).sort()).toEqual(['ജോസഫ്', 'ലിസി'].sort());
    expect((await names('കുന്നേൽ')).sort()).toEqual(['ജോസഫ്', 'ലിസി'].sort());
    expect(await names('lissy')).toEqual(['ലിസി']);
    expect(await names('nobodyhere')).toEqual([]);
  });

  it('refuses search text outside the shared rule', async () => {
    const res = await get('/api/contacts/member-contacts/ab');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', fields: { 'params.text': expect.any(String) } });
    expect((await get('/api/contacts/member-contacts/a1b2c')).statusCode).toBe(400);
  });
});

describe('POST /api/contacts', () => {
  const body = {
    name: 'കാരിത്താസ് ആശുപത്രി',
    institution: 'ആശുപത്രി',
    phone: '9447011111',
    type: '3',
    nameInEng: 'caritas/hospital',
  };

  it('adds an entry and an audit row (admin)', async () => {
    const res = await send('POST', body, admin);
    expect(res.statusCode, res.body).toBe(201);
    const created: Contact = res.json();
    expect(created).toMatchObject({ ...body, phone: '+919447011111', house: '', location: '', altPhone: '' });
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, created._id));
    expect(row).toMatchObject({ name: body.name, type: '3', nameInEng: 'caritas/hospital' });
    const [audit] = await auditRows(created._id);
    expect(audit).toMatchObject({
      action: 'create',
      before: null,
      after: expect.objectContaining({ name: body.name }),
    });
    // The cached public list shows it at once.
    expect(((await get('/api/contacts')).json() as Contact[]).map((c) => c.name)).toContain(body.name);
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const before = await t.database.db.select().from(contacts);
    for (const [bad, field] of [
      [{ ...body, phone: '12345' }, 'body.phone'],
      [{ ...body, name: '' }, 'body.name'],
      [{ ...body, type: '7' }, 'body.type'],
      [{ ...body, altPhone: 'abc' }, 'body.altPhone'],
      [{ ...body, extra: 1 }, 'body.extra'],
    ] as const) {
      const res = await send('POST', bad, admin);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields, field).toHaveProperty([field]);
    }
    expect(await t.database.db.select().from(contacts)).toHaveLength(before.length);
  });

  it('refuses a visitor (401) and a user (403)', async () => {
    expect((await send('POST', { ...body, name: 'x-visitor' })).statusCode).toBe(401);
    expect((await send('POST', { ...body, name: 'x-user' }, user)).statusCode).toBe(403);
    const rows = await t.database.db.select().from(contacts).where(eq(contacts.name, 'x-user'));
    expect(rows).toHaveLength(0);
  });
});

describe('PUT /api/contacts', () => {
  it('changes an entry and audits before and after (admin)', async () => {
    const res = await send(
      'PUT',
      { ...centre, _id: office._id, phone: '9447099999', nameInEng: 'church office' },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: office._id, phone: '+919447099999', nameInEng: 'church office' });
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, office._id));
    expect(row.phone).toBe('+919447099999');
    const [audit] = await auditRows(office._id);
    expect(audit).toMatchObject({
      action: 'update',
      before: expect.objectContaining({ phone: '04822234567' }),
      after: expect.objectContaining({ phone: '+919447099999' }),
    });
  });

  it('keeps the fields an update leaves out; an explicit null makes a centre a person', async () => {
    const entry = await make.contact(t.database.db, {
      ...centre,
      name: 'ആശുപത്രി',
      type: '2',
      altPhone: '9447011111',
      location: 'പാലാ',
    });
    const res = await send('PUT', { _id: entry.id, name: 'ആശുപത്രി (പുതിയത്)' }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'ആശുപത്രി (പുതിയത്)',
      phone: centre.phone,
      altPhone: '9447011111',
      location: 'പാലാ',
      type: '2',
      institution: centre.institution,
      nameInEng: centre.nameInEng,
    });
    const person = await send('PUT', { _id: entry.id, type: null }, admin);
    expect(person.statusCode, person.body).toBe(200);
    expect(person.json()).toMatchObject({ type: null, phone: centre.phone, altPhone: '9447011111' });
    // The phone is required: it cannot be cleared.
    expect((await send('PUT', { _id: entry.id, phone: null }, admin)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown id and 400 for a bad body', async () => {
    expect((await send('PUT', { ...centre, _id: '00000000-0000-4000-8000-000000000000' }, admin)).statusCode).toBe(404);
    const bad = await send('PUT', { ...centre, _id: 'not-a-uuid' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['body._id']);
  });

  it('refuses a visitor (401) and a user (403)', async () => {
    expect((await send('PUT', { ...centre, _id: office._id, name: 'changed' })).statusCode).toBe(401);
    expect((await send('PUT', { ...centre, _id: office._id, name: 'changed' }, user)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, office._id));
    expect(row.name).toBe(centre.name);
  });
});

describe('DELETE /api/contacts', () => {
  it('refuses a visitor (401) and a user (403), and refuses a bad id', async () => {
    expect((await send('DELETE', { _id: office._id })).statusCode).toBe(401);
    expect((await send('DELETE', { _id: office._id }, user)).statusCode).toBe(403);
    expect((await send('DELETE', { _id: 'x' }, admin)).statusCode).toBe(400);
    expect(await t.database.db.select().from(contacts).where(eq(contacts.id, office._id))).toHaveLength(1);
  });

  it("deletes an entry with 'Contact deleted' and an audit row (admin)", async () => {
    const res = await send('DELETE', { _id: office._id }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Contact deleted' });
    expect(await t.database.db.select().from(contacts).where(eq(contacts.id, office._id))).toHaveLength(0);
    const rows = await auditRows(office._id);
    expect(rows.map((r) => r.action)).toContain('delete');
    expect((await send('DELETE', { _id: office._id }, admin)).statusCode).toBe(404);
  });
});
