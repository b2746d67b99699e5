// Family writes: create, edit, switch ward, delete, members with exactly one head, the
// audit log, validation that writes nothing, cache invalidation, and who sees which fields.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { House, WardPage } from '@parish/shared/houses';
import type { MemberInput } from '@parish/shared/members';
import { birthdaysOfWeek, calendarDateIn } from '@parish/shared/plain/week';
import { searchKey } from '@parish/shared/plain/malayalam';
import { testApp, TEST_PASSWORD } from '../../test/test-app.ts';
import { make, ageCreation, member } from '../../test/factories.ts';
import { createUser } from '../../test/users.ts';
import { databaseSnapshot } from '../../test/snapshot.ts';
import { uploadPhoto } from '../../test/upload.ts';
import { auditLog, houses, members } from '../../db/schema.ts';

const t = testApp({ as: ['user', 'admin'] });
const { user, admin } = t.cookies;

const newHouse = (overrides: Record<string, unknown> = {}) => ({
  house: 'പുത്തൻപുരയ്ക്കൽ',
  ward: 5,
  members: [
    member({ name: 'തോമസ്', nameEng: 'Thomas', age: 52, HOH: true, relation: 'ഗൃഹനാഥൻ', email: 'thomas@example.com' }),
    member({
      name: 'ലിസി',
      nameEng: 'Lissy',
      age: 48,
      gender: false,
      relation: 'ഭാര്യ',
      blood: 'B+',
      birthMonth: 2,
      birthDay: 29,
    }),
  ],
  ...overrides,
});

async function createHouse(body: Record<string, unknown> = newHouse(), cookie = user): Promise<House> {
  const res = await t.app.inject({ method: 'POST', url: '/api/houses', headers: { cookie }, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const auditRows = (entity: string, entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));

const mediaFile = (image: string) => path.join(t.config.uploadsDir, path.basename(image));
const smallFile = (image: string) => mediaFile(image).replace(/\.webp$/, '-480.webp');

describe('POST /api/houses', () => {
  it('creates a family with its members and a photo, in one go, and audits it', async () => {
    const photo = await uploadPhoto(t);
    const created = await createHouse(newHouse({ ...photo }));
    expect(created).toMatchObject({ house: 'പുത്തൻപുരയ്ക്കൽ', ward: 5, image: photo.image, preImage: photo.preImage });
    expect(created.members.map((m) => [m.name, m.HOH])).toEqual([
      ['തോമസ്', true],
      ['ലിസി', false],
    ]);
    // A user is not an admin: no e-mail in the answer.
    expect(created.members[0]).not.toHaveProperty('email');

    const rows = await t.database.db.select().from(members).where(eq(members.houseId, created._id));
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.hoh)?.email).toBe('thomas@example.com');
    const [audit] = await auditRows('house', created._id);
    expect(audit).toMatchObject({ action: 'create', username: expect.stringMatching(/^user-/), before: null });
    expect((audit.after as House).members).toHaveLength(2);
  });

  it('refuses a visitor (401) and writes nothing', async () => {
    const before = await databaseSnapshot(t.database.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/houses', payload: newHouse() });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
    expect(await databaseSnapshot(t.database.db)).toBe(before);
  });

  const head = (overrides: Partial<MemberInput>) => [member({ HOH: true, ...overrides })];
  const badBodies: [string, Record<string, unknown>, string][] = [
    ['ward 22', newHouse({ ward: 22 }), 'body.ward'],
    ['ward 0', newHouse({ ward: 0 }), 'body.ward'],
    ['age 121', newHouse({ members: head({ age: 121 }) }), 'body.members.0.age'],
    ['age -1', newHouse({ members: head({ age: -1 }) }), 'body.members.0.age'],
    ['a phone that is not one', newHouse({ members: head({ phone: '12345' }) }), 'body.members.0.phone'],
    ['blood group C+', newHouse({ members: head({ blood: 'C+' as 'A+' }) }), 'body.members.0.blood'],
    ['birth month 13', newHouse({ members: head({ birthMonth: 13, birthDay: 1 }) }), 'body.members.0.birthMonth'],
    ['30 February', newHouse({ members: head({ birthMonth: 2, birthDay: 30 }) }), 'body.members.0.birthDay'],
    ['31 April', newHouse({ members: head({ birthMonth: 4, birthDay: 31 }) }), 'body.members.0.birthDay'],
    ['gender "male"', newHouse({ members: head({ gender: 'male' as unknown as boolean }) }), 'body.members.0.gender'],
    ['no head', newHouse({ members: [member(), member({ name: 'മേരി' })] }), 'body.members'],
    ['two heads', newHouse({ members: [member({ HOH: true }), member({ HOH: true, name: 'മേരി' })] }), 'body.members'],
    ['no members', newHouse({ members: [] }), 'body.members'],
    ['an unknown field', newHouse({ colour: 'green' }), 'body.colour'],
    ['a photo from elsewhere', newHouse({ image: 'https://tracker.example/pixel.webp' }), 'body.image'],
    ['a photo that was never uploaded', newHouse({ image: '/media/AAAAAAAAAAAAAAAAAAAA.webp' }), 'body.image'],
  ];
  it.each(badBodies)('answers %s with a 400 naming the field, writing nothing', async (_case, body, field) => {
    const before = await databaseSnapshot(t.database.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/houses', headers: { cookie: user }, payload: body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('validation_error');
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(await databaseSnapshot(t.database.db)).toBe(before);
  });

  it('fills the phonetic search keys, and keeps them in step with renames', async () => {
    const created = await createHouse();
    const [row] = await t.database.db.select().from(houses).where(eq(houses.id, created._id));
    expect(row.houseKey).toBe(searchKey('പുത്തൻപുരയ്ക്കൽ'));
    expect(row.houseKey).not.toBe('');
    const head = (
      await t.database.db
        .select()
        .from(members)
        .where(and(eq(members.houseId, created._id), eq(members.hoh, true)))
    )[0];
    expect(head.nameKey).toBe(searchKey('തോമസ് Thomas'));

    await t.app.inject({
      method: 'PUT',
      url: '/api/houses',
      headers: { cookie: user },
      payload: { _id: created._id, house: 'കിഴക്കേടത്ത്' },
    });
    const [renamed] = await t.database.db.select().from(houses).where(eq(houses.id, created._id));
    expect(renamed.houseKey).toBe(searchKey('കിഴക്കേടത്ത്'));
    await t.app.inject({
      method: 'PUT',
      url: `/api/houses/members/${head.id}`,
      headers: { cookie: user },
      payload: member({ name: 'ജോർജ്', nameEng: 'George', HOH: true }),
    });
    const [edited] = await t.database.db.select().from(members).where(eq(members.id, head.id));
    expect(edited.nameKey).toBe(searchKey('ജോർജ് George'));
  });

  it('accepts the Indian phone formats, stored as E.164', async () => {
    const phones = ['9447012345', '+91 94470 12345', '094470-12345', '04822 212345'];
    const created = await createHouse(
      newHouse({
        members: phones.map((phone, i) => member({ phone, HOH: i === 0, name: `അംഗം ${i}` })),
      }),
    );
    expect(created.members.map((m) => m.phone).sort()).toEqual([
      '+914822212345',
      '+919447012345',
      '+919447012345',
      '+919447012345',
    ]);
  });
});

describe('GET /api/houses/{id} and /api/houses/list/{ward}', () => {
  it('gives one family to a user, without e-mails, and all of it to an admin', async () => {
    const created = await createHouse();
    const asUser = await t.app.inject({ url: `/api/houses/${created._id}`, headers: { cookie: user } });
    expect(asUser.statusCode).toBe(200);
    expect(asUser.json().members[0]).toMatchObject({ name: 'തോമസ്', nameEng: 'Thomas', gender: true });
    expect(asUser.body).not.toContain('@example.com');
    const asAdmin = await t.app.inject({ url: `/api/houses/${created._id}`, headers: { cookie: admin } });
    expect(asAdmin.json().members[0].email).toBe('thomas@example.com');
    expect((await t.app.inject({ url: `/api/houses/${created._id}` })).statusCode).toBe(401);
    const missing = await t.app.inject({
      url: '/api/houses/00000000-0000-4000-8000-000000000000',
      headers: { cookie: user },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("lists a ward's families with the head's name for pickers", async () => {
    const created = await createHouse(newHouse({ ward: 9, house: 'കിഴക്കേടത്ത്' }));
    const res = await t.app.inject({ url: '/api/houses/list/9', headers: { cookie: user } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [{ _id: created._id, house: 'കിഴക്കേടത്ത്', ward: 9, headName: 'തോമസ്' }] });
    expect((await t.app.inject({ url: '/api/houses/list/9' })).statusCode).toBe(401);
  });
});

describe('PUT /api/houses and /api/houses/switch-ward', () => {
  it('renames a family and replaces its photo, removing the old files after the row moved on', async () => {
    const first = await uploadPhoto(t);
    const created = await createHouse(newHouse({ ...first }));
    const second = await uploadPhoto(t);
    expect(second.image).not.toBe(first.image);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/houses',
      headers: { cookie: user },
      payload: { _id: created._id, house: 'പുതിയ പേര്', ...second },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ house: 'പുതിയ പേര്', image: second.image, ward: 5 });
    expect(res.json().members).toHaveLength(2);
    const [row] = await t.database.db.select().from(houses).where(eq(houses.id, created._id));
    expect(row.image).toBe(second.image);
    expect(fs.existsSync(mediaFile(first.image))).toBe(false);
    expect(fs.existsSync(smallFile(first.image))).toBe(false);
    expect(fs.existsSync(mediaFile(second.image))).toBe(true);
    const audits = await auditRows('house', created._id);
    const update = audits.find((a) => a.action === 'update');
    expect(update?.before).toMatchObject({ house: 'പുത്തൻപുരയ്ക്കൽ', image: first.image });
    expect(update?.after).toMatchObject({ house: 'പുതിയ പേര്', image: second.image });
  });

  it('keeps a photo sent back unchanged, even one whose file went missing', async () => {
    const row = await make.house(t.database.db, {
      house: 'പഴയ ഫോട്ടോ',
      ward: 8,
      image: '/media/lostlostlostlostlost.webp',
      members: [member({ HOH: true })],
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/houses',
      headers: { cookie: admin },
      payload: { _id: row.id, house: 'പുതിയ പേര്', image: '/media/lostlostlostlostlost.webp', preImage: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ house: 'പുതിയ പേര്', image: '/media/lostlostlostlostlost.webp' });
  });

  it('keeps fields an update leaves out: {_id, house} keeps the photo; only an explicit null removes it', async () => {
    const photo = await uploadPhoto(t);
    const created = await createHouse(newHouse({ ...photo }));
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/houses',
      headers: { cookie: user },
      payload: { _id: created._id, house: 'പേരു മാത്രം' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ house: 'പേരു മാത്രം', image: photo.image, preImage: photo.preImage, ward: 5 });
    expect(fs.existsSync(mediaFile(photo.image))).toBe(true);

    // Only the placeholder: the photo and the name stay.
    const onlyPre = await t.app.inject({
      method: 'PUT',
      url: '/api/houses',
      headers: { cookie: user },
      payload: { _id: created._id, preImage: photo.preImage },
    });
    expect(onlyPre.statusCode, onlyPre.body).toBe(200);
    expect(onlyPre.json()).toMatchObject({ house: 'പേരു മാത്രം', image: photo.image });

    const cleared = await t.app.inject({
      method: 'PUT',
      url: '/api/houses',
      headers: { cookie: user },
      payload: { _id: created._id, image: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ house: 'പേരു മാത്രം', image: null, preImage: null });
    const [row] = await t.database.db.select().from(houses).where(eq(houses.id, created._id));
    expect(row).toMatchObject({ house: 'പേരു മാത്രം', image: null, preImage: null, ward: 5 });
    expect(fs.existsSync(mediaFile(photo.image))).toBe(false);

    // A name cannot be cleared; nothing to change changes nothing.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/houses',
          headers: { cookie: user },
          payload: { _id: created._id, house: null },
        })
      ).statusCode,
    ).toBe(400);
    const before = await databaseSnapshot(t.database.db);
    const nothing = await t.app.inject({
      method: 'PUT',
      url: '/api/houses',
      headers: { cookie: user },
      payload: { _id: created._id },
    });
    expect(nothing.statusCode).toBe(200);
    expect(await databaseSnapshot(t.database.db)).toBe(before);
  });

  it('keeps name and photo when a family switches ward', async () => {
    const photo = await uploadPhoto(t);
    const created = await createHouse(newHouse({ ward: 6, ...photo }));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/houses/switch-ward',
      headers: { cookie: user },
      payload: { _id: created._id, ward: 7 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ward: 7, house: created.house, image: photo.image, preImage: photo.preImage });
    expect(res.json().members).toHaveLength(2);
  });

  it('moves a family to another ward', async () => {
    const created = await createHouse(newHouse({ ward: 2 }));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/houses/switch-ward',
      headers: { cookie: user },
      payload: { _id: created._id, ward: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: created._id, ward: 3 });
    const [row] = await t.database.db.select().from(houses).where(eq(houses.id, created._id));
    expect(row.ward).toBe(3);
    expect((await auditRows('house', created._id)).find((a) => a.action === 'update')).toMatchObject({
      before: { ward: 2 },
      after: { ward: 3 },
    });
  });

  it('refuses ward 22, an unknown family, and a visitor', async () => {
    const created = await createHouse(newHouse({ ward: 2 }));
    const before = await databaseSnapshot(t.database.db);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/houses/switch-ward',
      headers: { cookie: user },
      payload: { _id: created._id, ward: 22 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['body.ward']);
    const unknown = { _id: '00000000-0000-4000-8000-000000000000', ward: 3 };
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/houses/switch-ward',
          headers: { cookie: admin },
          payload: unknown,
        })
      ).statusCode,
    ).toBe(404);
    // A user did not add it, whatever it is.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/houses/switch-ward',
          headers: { cookie: user },
          payload: unknown,
        })
      ).statusCode,
    ).toBe(403);
    const visitor = await t.app.inject({
      method: 'PUT',
      url: '/api/houses',
      payload: { _id: created._id, house: 'x' },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await databaseSnapshot(t.database.db)).toBe(before);
  });
});

describe('DELETE /api/houses/{id}', () => {
  it('lets only an admin delete; the rows go first, then the photo files', async () => {
    const photo = await uploadPhoto(t);
    const created = await createHouse(newHouse({ ...photo }));
    const asUser = await t.app.inject({
      method: 'DELETE',
      url: `/api/houses/${created._id}`,
      headers: { cookie: user },
    });
    expect(asUser.statusCode).toBe(403);
    expect(fs.existsSync(mediaFile(photo.image))).toBe(true);

    // The spec's body {image, preImage} is ignored: the row's own photo is removed.
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/houses/${created._id}`,
      headers: { cookie: admin },
      payload: { image: '/media/someone-else.webp', preImage: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'House deleted' });
    expect(await t.database.db.select().from(houses).where(eq(houses.id, created._id))).toEqual([]);
    expect(await t.database.db.select().from(members).where(eq(members.houseId, created._id))).toEqual([]);
    expect(fs.existsSync(mediaFile(photo.image))).toBe(false);
    expect(fs.existsSync(smallFile(photo.image))).toBe(false);
    const deleted = (await auditRows('house', created._id)).find((a) => a.action === 'delete');
    expect(deleted?.before).toMatchObject({ house: 'പുത്തൻപുരയ്ക്കൽ', image: photo.image });
    expect(deleted?.username).toMatch(/^admin-/);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/houses/${created._id}`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('members', () => {
  it('adds a member; a new head takes the mark from the old head in the same write', async () => {
    const created = await createHouse();
    const oldHead = created.members.find((m) => m.HOH);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/houses/${created._id}/members`,
      headers: { cookie: user },
      payload: member({ name: 'ജോൺ', age: 60, HOH: true }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'ജോൺ', HOH: true });
    expect(res.json()).not.toHaveProperty('email');
    const heads = await t.database.db
      .select()
      .from(members)
      .where(and(eq(members.houseId, created._id), eq(members.hoh, true)));
    expect(heads.map((h) => h.name)).toEqual(['ജോൺ']);
    expect((await auditRows('member', res.json()._id))[0]).toMatchObject({ action: 'create' });
    expect(oldHead).toBeDefined();
  });

  it('adds an ordinary member, and refuses bad ones writing nothing', async () => {
    const created = await createHouse();
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/houses/${created._id}/members`,
      headers: { cookie: user },
      payload: member({ name: 'അന്ന', age: 8, gender: false }),
    });
    expect(ok.statusCode).toBe(201);
    const before = await databaseSnapshot(t.database.db);
    for (const [body, field] of [
      [member({ age: 130 }), 'body.age'],
      [member({ birthMonth: 6, birthDay: 31 }), 'body.birthDay'],
      [member({ blood: 'AB' as 'A+' }), 'body.blood'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/houses/${created._id}/members`,
        headers: { cookie: user },
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/houses/00000000-0000-4000-8000-000000000000/members',
      headers: { cookie: user },
      payload: member(),
    });
    expect(missing.statusCode).toBe(404);
    expect(await databaseSnapshot(t.database.db)).toBe(before);
  });

  it('edits a member; making another the head moves the mark; un-heading the only head is a 400', async () => {
    const created = await createHouse();
    const head = created.members.find((m) => m.HOH);
    const wife = created.members.find((m) => !m.HOH);
    if (!head || !wife) throw new Error('fixture has a head and a wife');

    const before = await databaseSnapshot(t.database.db);
    const unhead = await t.app.inject({
      method: 'PUT',
      url: `/api/houses/members/${head._id}`,
      headers: { cookie: user },
      payload: member({ name: head.name, HOH: false }),
    });
    expect(unhead.statusCode).toBe(400);
    expect(unhead.json().fields).toHaveProperty(['body.HOH']);
    expect(await databaseSnapshot(t.database.db)).toBe(before);

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/houses/members/${wife._id}`,
      headers: { cookie: user },
      payload: member({ name: 'ലിസി തോമസ്', age: 49, gender: false, HOH: true, relation: 'ഗൃഹനാഥ' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ _id: wife._id, name: 'ലിസി തോമസ്', HOH: true, age: 49 });
    const rows = await t.database.db.select().from(members).where(eq(members.houseId, created._id));
    expect(rows.filter((r) => r.hoh).map((r) => r.id)).toEqual([wife._id]);
    const audit = (await auditRows('member', wife._id))[0];
    expect(audit).toMatchObject({
      action: 'update',
      before: { name: 'ലിസി', HOH: false },
      after: { name: 'ലിസി തോമസ്', HOH: true },
    });
  });

  it('keeps the member fields an update leaves out; an explicit null clears the birthday', async () => {
    const created = await createHouse();
    const wife = created.members.find((m) => !m.HOH);
    if (!wife) throw new Error('fixture has a wife');
    const url = `/api/houses/members/${wife._id}`;
    const res = await t.app.inject({ method: 'PUT', url, headers: { cookie: admin }, payload: { work: 'നഴ്സ്' } });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, wife._id));
    expect(row).toMatchObject({
      work: 'നഴ്സ്',
      name: 'ലിസി',
      nameEng: 'Lissy',
      phone: '+919447012345',
      blood: 'B+',
      birthMonth: 2,
      birthDay: 29,
      email: 'joseph@example.com',
      hoh: false,
      gender: false,
      age: 48,
      relation: 'ഭാര്യ',
    });
    expect(row.nameKey).toBe(searchKey('ലിസി Lissy'));

    // A new English name renews the search key with the kept Malayalam one.
    await t.app.inject({ method: 'PUT', url, headers: { cookie: admin }, payload: { nameEng: 'Lizzy' } });
    const [renamed] = await t.database.db.select().from(members).where(eq(members.id, wife._id));
    expect(renamed).toMatchObject({ name: 'ലിസി', nameEng: 'Lizzy', nameKey: searchKey('ലിസി Lizzy') });

    // The birthday the member ends with must hold: a day alone that does not fit the kept month is a 400.
    const badDay = await t.app.inject({ method: 'PUT', url, headers: { cookie: admin }, payload: { birthDay: 31 } });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().fields).toHaveProperty(['body.birthDay']);
    const cleared = await t.app.inject({
      method: 'PUT',
      url,
      headers: { cookie: admin },
      payload: { birthMonth: null, birthDay: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ birthMonth: null, birthDay: null, work: 'നഴ്സ്', phone: '+919447012345' });
  });

  it('keeps the e-mail when a user (who never sees it) edits a member; an admin may change it', async () => {
    const house = await createHouse();
    const head = house.members.find((m) => m.HOH)!;
    const { _id, ...withoutId } = head;
    const edit = { ...member(), ...withoutId, work: 'അധ്യാപകൻ', email: undefined };
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/houses/members/${_id}`,
      headers: { cookie: user },
      payload: { ...edit, email: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, _id));
    expect(row).toMatchObject({ work: 'അധ്യാപകൻ', email: 'thomas@example.com' });

    const byAdmin = await t.app.inject({
      method: 'PUT',
      url: `/api/houses/members/${_id}`,
      headers: { cookie: admin },
      payload: { ...edit, email: 'new@example.com' },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const [after] = await t.database.db.select().from(members).where(eq(members.id, _id));
    expect(after.email).toBe('new@example.com');
  });

  it('lets only an admin delete a member; the head goes only as the last one (409)', async () => {
    const created = await createHouse();
    const head = created.members.find((m) => m.HOH);
    const wife = created.members.find((m) => !m.HOH);
    if (!head || !wife) throw new Error('fixture has a head and a wife');

    expect((await t.app.inject({ method: 'DELETE', url: `/api/houses/members/${wife._id}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/houses/members/${wife._id}`, headers: { cookie: user } }))
        .statusCode,
    ).toBe(403);

    const conflict = await t.app.inject({
      method: 'DELETE',
      url: `/api/houses/members/${head._id}`,
      headers: { cookie: admin },
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({
      code: 'head_of_family',
      message: expect.stringContaining('head of the family'),
    });

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/houses/members/${wife._id}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Member deleted' });
    expect(
      (await t.database.db.select().from(members).where(eq(members.houseId, created._id))).map((m) => m.id),
    ).toEqual([head._id]);
    expect((await auditRows('member', wife._id))[0]).toMatchObject({ action: 'delete', before: { name: 'ലിസി' } });

    const last = await t.app.inject({
      method: 'DELETE',
      url: `/api/houses/members/${head._id}`,
      headers: { cookie: admin },
    });
    expect(last.statusCode).toBe(200);
  });

  it('keeps exactly one head when two people make different members the head at the same time', async () => {
    const created = await createHouse(
      newHouse({
        members: [member({ HOH: true, name: 'ഒന്ന്' }), member({ name: 'രണ്ട്' }), member({ name: 'മൂന്ന്' })],
      }),
    );
    const [, second, third] = created.members;
    const results = await Promise.all(
      [second, third].map((m) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/houses/members/${m._id}`,
          headers: { cookie: user },
          payload: member({ name: m.name, HOH: true }),
        }),
      ),
    );
    for (const res of results) expect([200, 409]).toContain(res.statusCode);
    const heads = await t.database.db
      .select()
      .from(members)
      .where(and(eq(members.houseId, created._id), eq(members.hoh, true)));
    expect(heads).toHaveLength(1);
  });

  it('needs the first member of a family without a head to be the head', async () => {
    const row = await make.house(t.database.db, { house: 'ഒഴിഞ്ഞ വീട്', ward: 6 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/houses/${row.id}/members`,
      headers: { cookie: user },
      payload: member(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'needs_head_of_family' });
    expect(res.json().fields).toHaveProperty(['body.HOH']);
  });
});

describe('the public ward page after writes', () => {
  it('shows an edit on the next read (no stale page) and answers a matching ETag with 304', async () => {
    const created = await createHouse(newHouse({ ward: 11, house: 'കാഷെ വീട്' }));
    const url = '/api/houses/wards/11?v=1';
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['x-cache']).toBe('hit');

    const head = created.members.find((m) => m.HOH);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/houses/members/${head?._id}`,
      headers: { cookie: admin },
      payload: member({ name: 'പുതിയ ഗൃഹനാഥൻ', HOH: true }),
    });
    expect(edit.statusCode).toBe(200);

    const after = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const page = after.json() as WardPage;
    expect(page.items[0].members[0].name).toBe('പുതിയ ഗൃഹനാഥൻ');
  });

  it('drops a deleted family from the next public read', async () => {
    const created = await createHouse(newHouse({ ward: 12, house: 'പോകുന്ന വീട്' }));
    expect((await t.app.inject({ url: '/api/houses/wards/12' })).json().total).toBe(1);
    await t.app.inject({ method: 'DELETE', url: `/api/houses/${created._id}`, headers: { cookie: admin } });
    expect((await t.app.inject({ url: '/api/houses/wards/12' })).json()).toMatchObject({ total: 0, items: [] });
  });
});

describe('who sees which member fields', () => {
  it('never sends e-mail to visitors or users; the admin ward page has it', async () => {
    await createHouse(newHouse({ ward: 14 }));
    const visitor = await t.app.inject({ url: '/api/houses/wards/14' });
    const asUser = await t.app.inject({ url: '/api/houses/wards/14', headers: { cookie: user } });
    for (const res of [visitor, asUser]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('email');
      expect(res.json().items[0].members[0]).toMatchObject({ nameEng: 'Thomas', gender: true });
    }
    const asAdmin = await t.app.inject({ url: '/api/houses/admin/wards/14', headers: { cookie: admin } });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({ total: 1, page: 1, pageSize: 1, pages: 1 });
    expect(asAdmin.json().items[0].members[0].email).toBe('thomas@example.com');
    expect((await t.app.inject({ url: '/api/houses/admin/wards/14' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/houses/admin/wards/14', headers: { cookie: user } })).statusCode).toBe(403);
  });

  it('in restricted public mode leaves English name, gender and e-mail out of public reads', async () => {
    await createHouse(newHouse({ ward: 15 }));
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: { restrictedPublicMode: true },
    });
    expect(on.statusCode).toBe(200);
    try {
      const visitor = await t.app.inject({ url: '/api/houses/wards/15' });
      const m = visitor.json().items[0].members[0];
      expect(m.name).toBe('തോമസ്');
      for (const field of ['nameEng', 'gender', 'email']) expect(m).not.toHaveProperty(field);
      expect(visitor.body).not.toContain('Thomas');
      // Logged-in people still see them (but e-mail only admins).
      const asUser = (await t.app.inject({ url: '/api/houses/wards/15', headers: { cookie: user } })).json().items[0]
        .members[0];
      expect(asUser).toMatchObject({ nameEng: 'Thomas', gender: true });
      expect(asUser).not.toHaveProperty('email');
      const asAdmin = (await t.app.inject({ url: '/api/houses/admin/wards/15', headers: { cookie: admin } })).json()
        .items[0].members[0];
      expect(asAdmin).toMatchObject({ nameEng: 'Thomas', gender: true, email: 'thomas@example.com' });
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: { cookie: admin },
        payload: { restrictedPublicMode: false },
      });
    }
    expect((await t.app.inject({ url: '/api/houses/wards/15' })).json().items[0].members[0].nameEng).toBe('Thomas');
  });
});

describe('GET /api/houses/birthdays/{ward}', () => {
  it("lists the ward's members whose birthday is in this Monday–Sunday week, in week order", async () => {
    const week = birthdaysOfWeek(calendarDateIn(new Date()));
    const inWeek = week[week.length - 1];
    const firstDay = week[0];
    // The day before Monday is never in this week.
    const outside = new Date(Date.UTC(2001, firstDay.month - 1, firstDay.day - 1));
    await make.house(t.database.db, {
      house: 'ജന്മദിന വീട്',
      ward: 17,
      members: [
        member({ name: 'ഞായർ', HOH: true, age: 30, birthMonth: inWeek.month, birthDay: inWeek.day }),
        member({ name: 'തിങ്കൾ', age: 20, birthMonth: firstDay.month, birthDay: firstDay.day }),
        member({ name: 'പുറത്ത്', age: 10, birthMonth: outside.getUTCMonth() + 1, birthDay: outside.getUTCDate() }),
        member({ name: 'ഇല്ല', age: 5, birthMonth: null, birthDay: null }),
      ],
    });
    await make.house(t.database.db, {
      house: 'മറ്റു വാർഡ്',
      ward: 18,
      members: [member({ HOH: true, birthMonth: firstDay.month, birthDay: firstDay.day })],
    });
    const res = await t.app.inject({ url: '/api/houses/birthdays/17' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        _id: expect.any(String),
        name: 'തിങ്കൾ',
        house: 'ജന്മദിന വീട്',
        age: 20,
        birthMonth: firstDay.month,
        birthDay: firstDay.day,
      },
      {
        _id: expect.any(String),
        name: 'ഞായർ',
        house: 'ജന്മദിന വീട്',
        age: 30,
        birthMonth: inWeek.month,
        birthDay: inWeek.day,
      },
    ]);
    expect((await t.app.inject({ url: '/api/houses/birthdays/22' })).statusCode).toBe(400);
  });
});

describe('who may correct a family or a member: whoever added it, for a day; an admin always', () => {
  let other: string;
  beforeAll(async () => {
    other = await createUserCookie('other-volunteer');
  });
  async function createUserCookie(username: string): Promise<string> {
    await createUser(t.database.db, { username, password: TEST_PASSWORD, isAdmin: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: TEST_PASSWORD },
    });
    return String([res.headers['set-cookie']].flat()[0]).split(';')[0];
  }
  const put = (url: string, payload: object, cookie: string) => t.request('PUT', url, { payload, as: cookie });
  const mine = async (cookie: string) =>
    (await t.request('GET', '/api/houses/mine', { as: cookie })).json() as { houses: string[]; members: string[] };

  it('a user corrects the family they added a moment ago: its name, its ward, its members (200)', async () => {
    const own = await createHouse(newHouse({ ward: 9 }), user);
    expect((await put('/api/houses', { _id: own._id, house: 'തിരുത്തിയ പേര്' }, user)).statusCode).toBe(200);
    expect((await put('/api/houses/switch-ward', { _id: own._id, ward: 10 }, user)).statusCode).toBe(200);
    const res = await put(`/api/houses/members/${own.members[1]._id}`, { age: 49 }, user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().age).toBe(49);
    expect(await mine(user)).toMatchObject({
      houses: expect.arrayContaining([own._id]),
      members: expect.arrayContaining(own.members.map((m) => m._id)),
    });
  });

  it("refuses a user another's family and its members (403 forbidden), changing nothing", async () => {
    const others = await createHouse(newHouse({ ward: 11 }), other);
    const old = await make.house(t.database.db, { house: 'പഴയ കുടുംബം', ward: 11, members: [member({ HOH: true })] });
    const oldMember = (await t.app.inject({ url: `/api/houses/${old.id}`, headers: { cookie: admin } })).json()
      .members[0]._id as string;
    const before = await databaseSnapshot(t.database.db);
    for (const [url, payload] of [
      ['/api/houses', { _id: others._id, house: 'മാറ്റം' }],
      ['/api/houses', { _id: old.id, image: null }],
      ['/api/houses/switch-ward', { _id: others._id, ward: 12 }],
      [`/api/houses/members/${others.members[0]._id}`, { phone: '9447099999', blood: 'AB-' }],
      [`/api/houses/members/${oldMember}`, { blood: 'AB-' }],
    ] as const) {
      const res = await put(url, payload, user);
      expect(res.statusCode, `${url} ${res.body}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden', message: expect.stringContaining('24 hours') });
    }
    expect(await databaseSnapshot(t.database.db)).toBe(before);
    const listed = await mine(user);
    expect(listed.houses).not.toContain(others._id);
    expect(listed.members).not.toContain(others.members[0]._id);
  });

  it('refuses a user their own family and its members a day later (403)', async () => {
    const own = await createHouse(newHouse({ ward: 13 }), user);
    await ageCreation(t.database.db, 'house', own._id);
    expect((await put('/api/houses', { _id: own._id, house: 'വൈകി' }, user)).statusCode).toBe(403);
    expect((await put('/api/houses/switch-ward', { _id: own._id, ward: 14 }, user)).statusCode).toBe(403);
    expect((await put(`/api/houses/members/${own.members[0]._id}`, { age: 60 }, user)).statusCode).toBe(403);
    expect((await mine(user)).houses).not.toContain(own._id);
  });

  it('lets a user add a member to any family and correct it for a day, not a member someone else added', async () => {
    const others = await createHouse(newHouse({ ward: 15 }), other);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/houses/${others._id}/members`,
      headers: { cookie: user },
      payload: member({ name: 'പുതിയ അംഗം' }),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await put(`/api/houses/members/${added.json()._id}`, { age: 20 }, user)).statusCode).toBe(200);
    // …not the family itself, nor its other members.
    expect((await put('/api/houses', { _id: others._id, house: 'x' }, user)).statusCode).toBe(403);
    expect((await mine(user)).members).toContain(added.json()._id);
    await ageCreation(t.database.db, 'member', added.json()._id);
    expect((await put(`/api/houses/members/${added.json()._id}`, { age: 21 }, user)).statusCode).toBe(403);

    const own = await createHouse(newHouse({ ward: 16 }), user);
    const byOther = await t.app.inject({
      method: 'POST',
      url: `/api/houses/${own._id}/members`,
      headers: { cookie: other },
      payload: member({ name: 'മറ്റൊരാൾ ചേർത്തത്' }),
    });
    expect((await put(`/api/houses/members/${byOther.json()._id}`, { age: 30 }, user)).statusCode).toBe(403);
  });

  it('lets an admin correct any family and member, of any age (200)', async () => {
    const byUser = await createHouse(newHouse({ ward: 17 }), user);
    await ageCreation(t.database.db, 'house', byUser._id, 24 * 30);
    const old = await make.house(t.database.db, { house: 'പഴയത്', ward: 17, members: [member({ HOH: true })] });
    expect((await put('/api/houses', { _id: byUser._id, house: 'അഡ്മിൻ' }, admin)).statusCode).toBe(200);
    expect((await put('/api/houses', { _id: old.id, house: 'അഡ്മിൻ 2' }, admin)).statusCode).toBe(200);
    expect((await put('/api/houses/switch-ward', { _id: old.id, ward: 18 }, admin)).statusCode).toBe(200);
    expect((await put(`/api/houses/members/${byUser.members[0]._id}`, { age: 70 }, admin)).statusCode).toBe(200);
  });

  it('GET /api/houses/mine: logged in only, never cached', async () => {
    expect((await t.app.inject({ url: '/api/houses/mine' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/houses/mine', headers: { cookie: other } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });
});
