// PUT /api/settings: a setting left out of the body keeps its value (docs/decisions.md "Update
// bodies: a field left out keeps its value"). The church photo
// and the Mass and office times of the home page (docs/decisions.md "The home page a parish shows").
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVICE_TIME_LINES_MAX } from '@parish/shared/plain/service-times';
import { REQUIRED_SETTINGS, SettingsSchema } from '@parish/shared/settings';
import { settings } from '../../db/schema.ts';
import { testApp } from '../../test/test-app.ts';
import { databaseSnapshot } from '../../test/snapshot.ts';
import { uploadPhoto } from '../../test/upload.ts';

const t = testApp({ as: ['admin'] });
const { admin } = t.cookies;

const put = (payload: object, cookie: string | null = admin) =>
  t.request('PUT', '/api/settings', { payload, as: cookie });
const read = async () => (await t.app.inject({ url: '/api/settings' })).json();
const onDisk = (image: string) => fs.existsSync(path.join(t.config.uploadsDir, path.basename(image)));

describe('PUT /api/settings', () => {
  it('changes only the settings in the body; the others keep their values', async () => {
    const named = await put({ churchName: 'സെന്റ് ജോർജ് പള്ളി', adminPhone: '9447000999' });
    expect(named.statusCode, named.body).toBe(200);
    const mode = await put({ restrictedPublicMode: true });
    expect(mode.statusCode, mode.body).toBe(200);
    expect(mode.json()).toMatchObject({
      restrictedPublicMode: true,
      churchName: 'സെന്റ് ജോർജ് പള്ളി',
      adminPhone: '+919447000999',
    });
    const read = (await t.app.inject({ url: '/api/settings' })).json();
    expect(read).toMatchObject({
      restrictedPublicMode: true,
      churchName: 'സെന്റ് ജോർജ് പള്ളി',
      adminPhone: '+919447000999',
    });
  });

  it('refuses an unknown setting, a wrong type (400), a visitor (401), a user (403); changes nothing', async () => {
    const user = await t.login('user');
    const before = await databaseSnapshot(t.database.db, ['sessions']);
    expect((await put({ colour: 'red' })).statusCode).toBe(400);
    expect((await put({ restrictedPublicMode: 'yes' })).statusCode).toBe(400);
    expect((await put({ churchName: 'x' }, null)).statusCode).toBe(401);
    expect((await put({ churchName: 'x' }, user)).statusCode).toBe(403);
    expect((await put({ massTimes: [{ label: 'ഞായർ', times: '7:00' }] }, user)).statusCode).toBe(403);
    expect(await databaseSnapshot(t.database.db, ['sessions'])).toBe(before);
  });
});

describe('the required settings', () => {
  it.each(
    REQUIRED_SETTINGS.flatMap((key) => [
      [key, ''],
      [key, '   '],
      [key, '\u00a0\n\t'],
    ]),
  )('refuses %s given %j (400 naming it), changing nothing', async (key, value) => {
    const before = await databaseSnapshot(t.database.db, ['sessions']);
    const res = await put({ [key]: value, restrictedPublicMode: false });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual([`body.${key}`]);
    expect(await databaseSnapshot(t.database.db, ['sessions'])).toBe(before);
  });

  it('reads a blank one stored before the rule as its default, not as a blank caption', async () => {
    await t.database.db
      .insert(settings)
      .values({ key: 'souvenirName', value: { v: '  ' } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { v: '  ' } } });
    // Any settings write drops the memo of the settings: the next read is from the table.
    expect((await put({ restrictedPublicMode: false })).statusCode).toBe(200);
    expect((await read()).souvenirName).toBe(SettingsSchema.parse({}).souvenirName);
  });
});

describe('the Mass and office times', () => {
  it('are none until the admin sets them, then read back as written, trimmed', async () => {
    expect(await read()).toMatchObject({ massTimes: [], officeHours: [] });
    const massTimes = [
      { label: 'ഞായർ', times: '6:30, 8:30, 10:30' },
      { label: 'തിങ്കൾ – ശനി', times: 'രാവിലെ 6:30, വൈകിട്ട് 5.30' },
      { label: 'ആദ്യ വെള്ളി', times: '6:30 am, 7:00 pm' },
    ];
    const officeHours = [{ label: ' തിങ്കൾ – ശനി ', times: ' 9:30 – 12:30, 14:00–17:00 ' }];
    const res = await put({ massTimes, officeHours });
    expect(res.statusCode, res.body).toBe(200);
    const expected = { massTimes, officeHours: [{ label: 'തിങ്കൾ – ശനി', times: '9:30 – 12:30, 14:00–17:00' }] };
    expect(res.json()).toMatchObject(expected);
    expect(await read()).toMatchObject(expected);
    // Another setting changed later leaves them as they are; an empty list clears them.
    expect((await put({ souvenirName: 'സ്മരണിക' })).json()).toMatchObject(expected);
    expect((await put({ officeHours: [] })).json()).toMatchObject({ massTimes, officeHours: [] });
  });

  it('not clock times, an empty label, too many lines: 400 naming the field, nothing changed', async () => {
    const before = await databaseSnapshot(t.database.db, ['sessions']);
    const cases: [object, string][] = [
      [{ massTimes: [{ label: 'ഞായർ', times: 'കുർബാനയ്ക്ക് ശേഷം' }] }, 'body.massTimes.0.times'],
      [
        {
          massTimes: [
            { label: 'ഞായർ', times: '6:30' },
            { label: 'ശനി', times: '25:00' },
          ],
        },
        'body.massTimes.1.times',
      ],
      [{ officeHours: [{ label: 'ശനി', times: '9:30; 12:30' }] }, 'body.officeHours.0.times'],
      [{ officeHours: [{ label: ' ', times: '9:30' }] }, 'body.officeHours.0.label'],
      [{ massTimes: [{ label: 'ഞായർ', times: '6:30', note: 'x' }] }, 'body.massTimes.0.note'],
      [
        { massTimes: Array.from({ length: SERVICE_TIME_LINES_MAX + 1 }, () => ({ label: 'ഞായർ', times: '6:30' })) },
        'body.massTimes',
      ],
      [{ massTimes: 'ഞായർ: 6:30' }, 'body.massTimes'],
    ];
    for (const [payload, field] of cases) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect(await databaseSnapshot(t.database.db, ['sessions'])).toBe(before);
  });
});

describe('the church photo', () => {
  it('takes a photo POST /api/media stored, with its placeholder, and shows it to everyone', async () => {
    const photo = await uploadPhoto(t, 'admin');
    const res = await put({ churchImage: photo.image, churchPreImage: photo.preImage });
    expect(res.statusCode, res.body).toBe(200);
    expect(await read()).toMatchObject({ churchImage: photo.image, churchPreImage: photo.preImage });
  });

  it('refuses a photo not stored or missing from disk, a placeholder without photo (400 on the field)', async () => {
    await put({ churchImage: null });
    const cases: [object, string][] = [
      [{ churchImage: 'https://tracker.example/church.jpg' }, 'body.churchImage'],
      [{ churchImage: '/media/aaaaaaaaaaaaaaaaaaaaaa.webp' }, 'body.churchImage'],
      [{ churchPreImage: 'data:image/webp;base64,AAAA' }, 'body.churchImage'],
      [
        { churchImage: (await uploadPhoto(t, 'admin')).image, churchPreImage: 'javascript:alert(1)' },
        'body.churchPreImage',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect(await read()).toMatchObject({ churchImage: null, churchPreImage: null });
  });

  it('counts as a use of its file: kept while the settings show it, gone once replaced and unused', async () => {
    const [first, second] = [await uploadPhoto(t, 'admin'), await uploadPhoto(t, 'admin')];
    expect((await put({ churchImage: first.image, churchPreImage: first.preImage })).statusCode).toBe(200);
    // A family shows the same photo, then is deleted: the church still shows it.
    const user = await t.login('user');
    const house = await t.app.inject({
      method: 'POST',
      url: '/api/houses',
      headers: { cookie: user },
      payload: {
        house: 'പള്ളിവീട്',
        ward: 2,
        ...first,
        members: [{ name: 'ജോസഫ്', HOH: true, gender: true, age: 60 }],
      },
    });
    expect(house.statusCode, house.body).toBe(201);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/houses/${house.json()._id}`, headers: { cookie: admin } }))
        .statusCode,
    ).toBe(200);
    expect(onDisk(first.image)).toBe(true);
    // Replaced: nobody shows the first photo any more.
    expect((await put({ churchImage: second.image, churchPreImage: second.preImage })).statusCode).toBe(200);
    expect(onDisk(first.image)).toBe(false);
    expect(onDisk(second.image)).toBe(true);
    // Removed: its placeholder goes with it, and so does the file.
    const removed = await put({ churchImage: null });
    expect(removed.json()).toMatchObject({ churchImage: null, churchPreImage: null });
    expect(onDisk(second.image)).toBe(false);
  });
});

describe('the directory default (docs/product.md "Directory privacy")', () => {
  it('reads open until the start stores one; an admin changes it; anything else: 400 naming the field', async () => {
    expect((await read()).directoryDefault).toBe('open');
    const res = await put({ directoryDefault: 'protected' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read()).directoryDefault).toBe('protected');
    const before = await databaseSnapshot(t.database.db);
    const bad = await put({ directoryDefault: 'closed' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toContain('body.directoryDefault');
    expect((await put({ directoryDefault: 'open' }, null)).statusCode).toBe(401);
    expect(await databaseSnapshot(t.database.db)).toBe(before);
    expect((await put({ directoryDefault: 'open' })).statusCode).toBe(200);
  });
});
