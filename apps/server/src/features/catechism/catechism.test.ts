// Catechism students (docs/decisions.md "Catechism students"):
// a grade's list for everyone without birthdays, the admin's list
// with them, the week's birthdays (a year-crossing week too), the writes and who may make them.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { PublicStudent, Student, WeekBirthday } from '@parish/shared/catechism';
import { BOARD_TITLE } from '@parish/shared/plain/constants';
import { testApp } from '../../test/test-app.ts';
import { ageCreation, make } from '../../test/factories.ts';
import { auditLog, students } from '../../db/schema.ts';

const t = testApp({ as: ['user', 'admin'] });
const { user, admin } = t.cookies;

const student = (patch: Partial<typeof students.$inferInsert>) => ({
  name: 'ആൽബിൻ',
  house: 'കുന്നേൽ',
  group: 'വാർഡ് 2',
  gender: true,
  grade: 3,
  birthMonth: 5,
  birthDay: 10,
  ...patch,
});

beforeAll(async () => {
  await make.student.many(t.database.db, [
    student({ name: 'ആൽബിൻ', grade: 3, birthMonth: 12, birthDay: 30 }),
    student({ name: 'അന്ന', gender: false, grade: 3, birthMonth: 1, birthDay: 2 }),
    student({ name: 'ബെൻ', grade: 3, birthMonth: 1, birthDay: 5 }),
    student({ name: 'ക്രിസ്', grade: 0, birthMonth: 11, birthDay: 17 }),
    student({ name: 'ഡെയ്സി', gender: false, grade: 12, birthMonth: 11, birthDay: 23 }),
    student({ name: 'ഏലിയാസ്', grade: 12, birthMonth: 11, birthDay: 24 }),
  ]);
});

const get = (url: string, cookie?: string) => t.request('GET', url, { as: cookie });
const send = (method: 'POST' | 'PUT' | 'DELETE', payload: unknown, cookie?: string) =>
  t.request(method, '/api/students', { payload, as: cookie });

describe("a grade's students", () => {
  it('lists a grade by name for everyone, without birthdays', async () => {
    const res = await get('/api/students/grades/3');
    expect(res.statusCode).toBe(200);
    const body: PublicStudent[] = res.json();
    expect(body.map((s) => s.name)).toEqual(['അന്ന', 'ആൽബിൻ', 'ബെൻ']);
    expect(body[0]).toEqual({
      _id: expect.any(String),
      name: 'അന്ന',
      house: 'കുന്നേൽ',
      group: 'വാർഡ് 2',
      gender: false,
      grade: 3,
    });
    expect(res.body).not.toContain('birth');
    // A logged-in user is no admin: still no birthdays.
    expect((await get('/api/students/grades/3', user)).body).not.toContain('birth');
  });

  it('gives the admin the birthdays, and refuses the admin read to visitors (401) and users (403)', async () => {
    const res = await get('/api/students/grades/admin/3', admin);
    expect(res.statusCode).toBe(200);
    const body: Student[] = res.json();
    expect(body.map((s) => [s.name, s.birthMonth, s.birthDay])).toEqual([
      ['അന്ന', 1, 2],
      ['ആൽബിൻ', 12, 30],
      ['ബെൻ', 1, 5],
    ]);
    expect((await get('/api/students/grades/admin/3')).statusCode).toBe(401);
    const asUser = await get('/api/students/grades/admin/3', user);
    expect(asUser.statusCode).toBe(403);
    expect(asUser.body).not.toContain('birth');
  });

  it('refuses grades other than 0 to 12', async () => {
    for (const grade of ['13', '-1', 'x', '1.5']) {
      expect((await get(`/api/students/grades/${grade}`)).statusCode, grade).toBe(400);
      expect((await get(`/api/students/grades/admin/${grade}`, admin)).statusCode, grade).toBe(400);
    }
    expect((await get('/api/students/grades/0')).json().map((s: PublicStudent) => s.name)).toEqual(['ക്രിസ്']);
  });
});

describe("the week's birthdays", () => {
  it('lists name, house, grade, day and month of a week, in the order of the week', async () => {
    const res = await get('/api/students/11-17&11-23');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { name: 'ക്രിസ്', house: 'കുന്നേൽ', grade: 0, birthMonth: 11, birthDay: 17 },
      { name: 'ഡെയ്സി', house: 'കുന്നേൽ', grade: 12, birthMonth: 11, birthDay: 23 },
    ]);
  });

  it('takes a week that crosses the new year', async () => {
    const body: WeekBirthday[] = (await get('/api/students/12-29&01-04')).json();
    expect(body.map((b) => [b.name, b.birthMonth, b.birthDay])).toEqual([
      ['ആൽബിൻ', 12, 30],
      ['അന്ന', 1, 2],
    ]);
    // The same with the & encoded, as some clients send it.
    expect((await get('/api/students/12-29%2601-04')).json()).toEqual(body);
  });

  it('answers an empty week with an empty list', async () => {
    expect((await get('/api/students/03-02&03-08')).json()).toEqual([]);
  });

  it('refuses a malformed range, an impossible day and more than a week (400 naming the range)', async () => {
    for (const range of [
      '11-17',
      '11-17&',
      '1117&1123',
      '11-17&11-30',
      '01-01&12-31',
      '02-30&03-05',
      'x&y',
      '11-17&11-23&11-24',
    ]) {
      const res = await get(`/api/students/${encodeURIComponent(range).replace('%26', '&')}`);
      expect(res.statusCode, range).toBe(400);
      expect(res.json().code).toBe('validation_error');
      expect(Object.keys(res.json().fields ?? {}), range).toEqual(['params.range']);
    }
  });
});

describe('student writes', () => {
  const body = {
    name: 'ജോയൽ',
    house: 'മറ്റത്തിൽ',
    group: 'വാർഡ് 5',
    gender: true,
    grade: 4,
    birthMonth: 2,
    birthDay: 29,
  };

  it('lets a logged-in user add a student; the answer leaves the birthday out for a non-admin', async () => {
    const res = await send('POST', body, user);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      name: 'ജോയൽ',
      house: 'മറ്റത്തിൽ',
      group: 'വാർഡ് 5',
      gender: true,
      grade: 4,
    });
    const [row] = await t.database.db.select().from(students).where(eq(students.id, res.json()._id));
    expect([row.birthMonth, row.birthDay]).toEqual([2, 29]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'student'), eq(auditLog.entityId, row.id)));
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('refuses bad input with 400 naming the fields, and visitors with 401', async () => {
    const bad = await send('POST', { ...body, name: '', birthMonth: 4, birthDay: 31, grade: 13 }, user);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['body.birthDay', 'body.grade', 'body.name']);
    expect((await send('POST', { ...body, colour: 'red' }, user)).statusCode).toBe(400);
    expect((await send('POST', body)).statusCode).toBe(401);
  });

  it('its author and an admin edit; a field left out stays; the birthday must fit its month', async () => {
    const created = (await send('POST', { ...body, name: 'മരിയ', gender: false }, user)).json() as PublicStudent;
    const byUser = await send('PUT', { _id: created._id, grade: 5 }, user);
    expect(byUser.statusCode).toBe(200);
    expect(byUser.json()).toEqual({ ...created, grade: 5 });
    expect(byUser.body).not.toContain('birth');
    const byAdmin = await send('PUT', { _id: created._id, birthMonth: 3 }, admin);
    expect(byAdmin.json()).toMatchObject({ name: 'മരിയ', grade: 5, birthMonth: 3, birthDay: 29 });
    // 29 → April would be fine, 31 in April is not: checked on the row as it will be.
    const wrong = await send('PUT', { _id: created._id, birthMonth: 4, birthDay: 31 }, admin);
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().fields)).toEqual(['body.birthDay']);
    const dayOnly = await send('PUT', { _id: created._id, birthDay: 31 }, admin); // March 31: fine
    expect(dayOnly.json()).toMatchObject({ birthMonth: 3, birthDay: 31 });
    const monthOnly = await send('PUT', { _id: created._id, birthMonth: 2 }, admin); // 31 February
    expect(monthOnly.statusCode).toBe(400);
    expect((await send('PUT', { _id: created._id, grade: 5 })).statusCode).toBe(401);
    expect((await send('PUT', { _id: '00000000-0000-4000-8000-000000000000', grade: 5 }, admin)).statusCode).toBe(404);
  });

  it("refuses a user another's student (403) and their own after a day (403); an admin edits any", async () => {
    const byAdmin = (await send('POST', { ...body, name: 'ജോൺ' }, admin)).json() as Student;
    const refused = await send('PUT', { _id: byAdmin._id, grade: 7 }, user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    const own = (await send('POST', { ...body, name: 'ജെയിംസ്' }, user)).json() as PublicStudent;
    await ageCreation(t.database.db, 'student', own._id);
    expect((await send('PUT', { _id: own._id, grade: 7 }, user)).statusCode).toBe(403);
    expect((await send('PUT', { _id: own._id, grade: 7 }, admin)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(students).where(eq(students.id, byAdmin._id));
    expect(row.grade).toBe(body.grade);
  });

  it("lets only an admin delete, with the spec's message", async () => {
    const created = (await send('POST', { ...body, name: 'റോസ്' }, user)).json() as PublicStudent;
    expect((await send('DELETE', { _id: created._id })).statusCode).toBe(401);
    expect((await send('DELETE', { _id: created._id }, user)).statusCode).toBe(403);
    const res = await send('DELETE', { _id: created._id }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Student deleted' });
    expect(await t.database.db.select().from(students).where(eq(students.id, created._id))).toEqual([]);
    expect((await send('DELETE', { _id: created._id }, admin)).statusCode).toBe(404);
  });

  it('a write shows at once in the grade list (the cached public read is dropped)', async () => {
    expect((await get('/api/students/grades/4')).json().map((s: PublicStudent) => s.name)).not.toContain('ലിയോ');
    await send('POST', { ...body, name: 'ലിയോ' }, user);
    expect((await get('/api/students/grades/4')).json().map((s: PublicStudent) => s.name)).toContain('ലിയോ');
  });
});

describe('the teachers photo (board title 13)', () => {
  it('is a picture alone for everyone, while the title stays admin-only on /api/board/13', async () => {
    expect((await get('/api/board/teachers-photo')).json()).toBeNull();
    await make.boardMember(t.database.db, {
      name: 'അധ്യാപകർ 2025',
      phone: '+919447000001',
      title: BOARD_TITLE.teachersPhoto,
      image: '/media/abc.webp',
      preImage: 'data:image/webp;base64,AA',
    });
    // Inserted directly (no write to drop the cache): the cache is keyed by role, so the user reads afresh.
    const res = await t.app.inject({ url: '/api/board/teachers-photo', headers: { cookie: user } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ image: '/media/abc.webp', preImage: 'data:image/webp;base64,AA' });
    expect(res.body).not.toContain('9447000001');
    expect((await get('/api/board/13')).statusCode).toBe(401);
  });
});
