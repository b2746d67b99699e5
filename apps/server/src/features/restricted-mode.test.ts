// Restricted public mode (docs/product.md "Members table"; docs/decisions.md "Restricted public mode covers the phone
// book"): every public read that returns a member leaves its
// English name, gender and e-mail out for visitors. The walk takes the public routes from
// app.apiRoutes: a new public GET route fails the first test until it is added to PUBLIC_READS.
import { beforeAll, describe, expect, it } from 'vitest';
import { birthdaysOfWeek, calendarDateIn } from '@parish/shared/plain/week';
import { testApp } from '../test/test-app.ts';
import { make, member } from '../test/factories.ts';
import { searchKey } from '@parish/shared/plain/malayalam';
import { houses, members } from '../db/schema.ts';
import { eq } from 'drizzle-orm';

const WARD = 3;
const NAME = 'സെഫിറിൻ';
const HOUSE = 'മുളയ്ക്കൽ';
const ENGLISH = 'Zephyrine';
const EMAIL = 'zephyrine@example.com';

/**
 * Every public GET route, with a URL that reaches the test family when the route shows members
 * (`member: true`: the walk checks it really found her, so a hidden field is not just absent data).
 */
const EVENT_ID = '00000000-0000-4000-8000-000000000014';
const NEWS_ID = '00000000-0000-4000-8000-000000000022';
const PUBLIC_READS: Record<string, { url: string; member: boolean }> = {
  'GET /api/houses/wards/:ward': { url: `/api/houses/wards/${WARD}`, member: true },
  'GET /api/houses/search/:term': { url: `/api/houses/search/${encodeURIComponent(NAME)}`, member: true },
  'GET /api/houses/birthdays/:ward': { url: `/api/houses/birthdays/${WARD}`, member: true },
  'GET /api/contacts/member-contacts': { url: '/api/contacts/member-contacts', member: true },
  'GET /api/contacts/member-contacts/:text': {
    url: `/api/contacts/member-contacts/${encodeURIComponent(NAME)}`,
    member: true,
  },
  // Phone-book entries the office keeps, the board and the rest hold no family member.
  'GET /api/contacts': { url: '/api/contacts', member: false },
  'GET /api/contacts/members': { url: '/api/contacts/members', member: false },
  'GET /api/board': { url: '/api/board', member: false },
  'GET /api/board/address': { url: '/api/board/address', member: false },
  'GET /api/board/teachers-photo': { url: '/api/board/teachers-photo', member: false },
  'GET /api/board/:title': { url: '/api/board/4', member: false },
  // A catechism student's gender is kept from visitors like a member's.
  'GET /api/students/grades/:grade': { url: '/api/students/grades/3', member: true },
  'GET /api/students/:range': { url: '/api/students/11-17&11-23', member: false },
  'GET /api/events/latest-five': { url: '/api/events/latest-five', member: false },
  'GET /api/events': { url: '/api/events', member: false },
  'GET /api/events/:id': { url: `/api/events/${EVENT_ID}`, member: false },
  'GET /api/settings': { url: '/api/settings', member: false },
  'GET /api/media/limits': { url: '/api/media/limits', member: false },
  'GET /api/news': { url: '/api/news', member: false },
  'GET /api/news/:id': { url: `/api/news/${NEWS_ID}`, member: false },
  'GET /api/news/push-key': { url: '/api/news/push-key', member: false },
  // The history, the FAQ and the departed (name, house, year, phone; no English name, gender or e-mail).
  // Messages and the sponsors' ads hold no family member.
  'GET /api/sandesham': { url: '/api/sandesham', member: false },
  'GET /api/ads': { url: '/api/ads', member: false },
  // The privacy notice is the parish's own text.
  'GET /api/privacy/notice': { url: '/api/privacy/notice', member: false },
  // A join link's state and, while valid, the house name: no member (docs/product.md "Join link /join/{token}").
  'GET /api/join/:token': { url: '/api/join/AAAAAAAAAAAAAAAAAAAAAA', member: false },
  'GET /api/faq/history': { url: '/api/faq/history', member: false },
  'GET /api/faq': { url: '/api/faq', member: false },
  'GET /api/departed': { url: '/api/departed', member: false },
  'GET /api/departed/view': { url: '/api/departed/view?v=1', member: false },
  'GET /api/auth/me': { url: '/api/auth/me', member: false },
  'GET /api/health': { url: '/api/health', member: false },
  'GET /api/health/live': { url: '/api/health/live', member: false },
  'GET /api/health/ready': { url: '/api/health/ready', member: false },
};

const t = testApp({ as: ['admin'] });
const { admin } = t.cookies;
beforeAll(async () => {
  await make.event(t.database.db, { id: EVENT_ID, event: 'തിരുനാൾ' });
  await make.news(t.database.db, { id: NEWS_ID, title: 'തിരുനാൾ', news: 'ഞായറാഴ്ച' });
  // Born this week, so the birthday list shows her too.
  const [day] = birthdaysOfWeek(calendarDateIn(new Date()));
  const house = await make.house(t.database.db, {
    house: HOUSE,
    ward: WARD,
    members: [
      member({
        name: NAME,
        nameEng: ENGLISH,
        email: EMAIL,
        HOH: true,
        gender: false,
        phone: '9447066666',
        birthMonth: day.month,
        birthDay: day.day,
      }),
    ],
  });
  await make.student(t.database.db, { name: NAME, house: HOUSE, gender: false, grade: 3, birthMonth: 1, birthDay: 1 });
  // Search keys as the write routes fill them.
  await t.database.db
    .update(houses)
    .set({ houseKey: searchKey(HOUSE) })
    .where(eq(houses.id, house.id));
  await t.database.db
    .update(members)
    .set({ nameKey: searchKey(`${NAME} ${ENGLISH}`) })
    .where(eq(members.houseId, house.id));
  const on = await t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: { cookie: admin },
    payload: { restrictedPublicMode: true },
  });
  expect(on.statusCode).toBe(200);
});

const publicReads = () => [
  ...new Set(
    t.app.apiRoutes
      .filter((r) => r.guard === 'public' && r.method === 'GET')
      .map((r) => `${r.method} ${r.url.replace(/\/$/, '')}`),
  ),
];

describe('restricted public mode', () => {
  it('knows every public read route (add a new one to PUBLIC_READS)', () => {
    expect(publicReads().filter((key) => !(key in PUBLIC_READS))).toEqual([]);
  });

  it('leaves English name, gender and e-mail of members out of every public read for visitors', async () => {
    const leaks: string[] = [];
    for (const key of publicReads()) {
      const read = PUBLIC_READS[key];
      if (!read) continue;
      const res = await t.app.inject({ url: read.url });
      expect(res.statusCode, `${key}: ${res.body.slice(0, 200)}`).toBe(200);
      if (read.member && !res.body.includes(NAME))
        leaks.push(`${key}: did not find the test member, so it proves nothing`);
      for (const secret of [ENGLISH, EMAIL, '"gender"', '"nameEng"']) {
        if (res.body.includes(secret)) leaks.push(`${key} shows ${secret}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('still shows the English name to a logged-in user, and to visitors once the mode is off', async () => {
    const user = await t.login('user');
    const asUser = await t.app.inject({ url: '/api/contacts/member-contacts', headers: { cookie: user } });
    expect(asUser.body).toContain(ENGLISH);
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: { restrictedPublicMode: false },
    });
    try {
      for (const url of [
        '/api/contacts/member-contacts',
        `/api/contacts/member-contacts/${encodeURIComponent(NAME)}`,
      ]) {
        expect((await t.app.inject({ url })).body, url).toContain(ENGLISH);
      }
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: { cookie: admin },
        payload: { restrictedPublicMode: true },
      });
    }
  });
});
