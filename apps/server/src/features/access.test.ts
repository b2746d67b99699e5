// Every /api route × every role (docs/architecture.md "Route-by-role test"): the guard each route
// declares is what the server enforces, for a visitor, a family account, a user and an admin (see
// `expectedFor`), and none of the refused calls changes the database. 'own' routes let a user
// change only what they created within OWN_WRITE_HOURS (an admin anything): the walk's records were
// made by no user, so a user gets 403 there too.
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/test-app.ts';
import { databaseSnapshot } from '../test/snapshot.ts';
import { make, member } from '../test/factories.ts';
import type { RouteGuard } from '../app.ts';

const t = testApp({ as: ['user', 'admin'] });
type Caller = 'visitor' | 'family' | 'user' | 'admin';
let cookies: Record<Caller, string | null>;
let houseId: string;
let memberId: string;

/** Session routes change the caller's own session, not the data: walking them would log the user out. */
const SESSION_ROUTES = new Set(['POST /api/auth/login', 'POST /api/auth/login-form', 'POST /api/auth/logout']);

beforeAll(async () => {
  cookies = { visitor: null, family: null, ...t.cookies };
  const house = await make.house(t.database.db, {
    house: 'കാവൽ വീട്',
    ward: 1,
    members: [member({ HOH: true }), member({ name: 'മേരി' })],
  });
  houseId = house.id;
  // A family account of another family: whatever id it sends, it reaches only its own house.
  const own = await make.house(t.database.db, { house: 'സ്വന്തം വീട്', ward: 2, members: [member({ HOH: true })] });
  cookies.family = await t.loginFamily(own.id);
  memberId = (await t.app.inject({ url: `/api/houses/${houseId}`, headers: { cookie: cookies.admin ?? '' } })).json()
    .members[1]._id;
});

/** A real value for each path parameter, so the request reaches the guard with a valid path. */
function concreteUrl(url: string): string {
  const values: Record<string, string> = {
    ward: '1',
    title: '1',
    grade: '1',
    range: '11-17&11-23',
    term: 'abc',
    text: 'abc',
    composite: encodeURIComponent('A+z18z60zall'),
    houseId,
    memberId,
    id: houseId,
  };
  return url.replace(
    /:(\w+)/g,
    (_m, name: string) => values[name] ?? (name.toLowerCase().endsWith('id') ? houseId : 'x'),
  );
}

/** Valid bodies for 'own' routes, so a user's call reaches the author check (validation comes first). */
const BODIES: Record<string, () => object> = {
  'PUT /api/houses/switch-ward': () => ({ _id: houseId, ward: 2 }),
  'PUT /api/houses/members/:memberId': () => ({ age: 41 }),
};

async function call(route: { method: string; url: string }, role: keyof typeof cookies) {
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  return t.request(route.method as 'GET', concreteUrl(route.url), {
    as: cookies[role],
    payload: hasBody ? (BODIES[`${route.method} ${route.url}`]?.() ?? { _id: houseId }) : undefined,
  });
}

/**
 * What a role meets on a route of a guard: 401 for a visitor anywhere but public; 403 for a family
 * account on data entry and the office's routes, and for anyone but a family on a family's route;
 * 'own' routes refuse a user here (the walk's records were made by no user).
 */
function expectedFor(guard: RouteGuard, role: Caller): 'through' | 401 | 403 {
  if (guard === 'public') return 'through';
  if (role === 'visitor') return 401;
  if (guard === 'account') return 'through';
  if (guard === 'family') return role === 'family' ? 'through' : 403;
  if (role === 'admin') return 'through';
  if (guard === 'user') return role === 'user' ? 'through' : 403;
  return 403;
}

const routes = () => {
  const seen = new Set<string>();
  return t.app.apiRoutes.filter((r) => {
    const key = `${r.method} ${r.url.replace(/\/$/, '')}`;
    if (SESSION_ROUTES.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

describe('every /api route × role', () => {
  it('declares the guard of docs/product.md "Permissions by role" on every route, none missing here', () => {
    // A new route must be added here with its guard: the test fails until it is.
    const expected: Record<string, RouteGuard> = {
      'GET /api/health': 'public',
      'GET /api/health/live': 'public',
      'GET /api/health/ready': 'public',
      'POST /api/auth/login': 'public',
      'POST /api/auth/login-form': 'public',
      'POST /api/auth/logout': 'public',
      'GET /api/auth/me': 'public',
      'POST /api/auth/register': 'admin',
      'GET /api/auth/users': 'admin',
      'PUT /api/auth/users/:id': 'admin',
      'PUT /api/auth/users/:id/password': 'admin',
      'DELETE /api/auth/users/:id/sessions': 'admin',
      'DELETE /api/auth/users/:id': 'admin',
      'PUT /api/auth/password': 'account',
      // docs/product.md "Family invitations" and docs/product.md "Passkeys" (challenges are left out of the
      // snapshot below, as sessions are: asking for options writes one, as logging in writes a session).
      'GET /api/houses/:id/invitations': 'admin',
      'POST /api/houses/:id/invitations': 'admin',
      'DELETE /api/invitations/:id': 'admin',
      'GET /api/join/:token': 'public',
      'POST /api/join/:token': 'public',
      'POST /api/auth/passkeys/options': 'account',
      'POST /api/auth/passkeys': 'account',
      'POST /api/auth/passkey-login/options': 'public',
      'POST /api/auth/passkey-login': 'public',
      'GET /api/houses/wards/:ward': 'public',
      'GET /api/houses/admin/wards/:ward': 'admin',
      'GET /api/houses/list/:ward': 'user',
      'GET /api/houses/mine': 'user',
      'GET /api/houses/birthdays/:ward': 'public',
      'GET /api/houses/:id': 'user',
      'POST /api/houses': 'user',
      'PUT /api/houses': 'own',
      'PUT /api/houses/switch-ward': 'own',
      'DELETE /api/houses/:id': 'admin',
      'POST /api/houses/:houseId/members': 'user',
      'PUT /api/houses/members/:memberId': 'own',
      'DELETE /api/houses/members/:memberId': 'admin',
      'GET /api/houses/:id/privacy': 'admin',
      'PUT /api/houses/:id/privacy': 'admin',
      'POST /api/houses/members/:memberId/departed': 'admin',
      'GET /api/houses/:id/held': 'admin',
      'GET /api/family': 'family',
      'PUT /api/family/privacy': 'family',
      'GET /api/family/requests': 'family',
      'POST /api/family/requests': 'family',
      'DELETE /api/family/requests/:id': 'family',
      'POST /api/houses/:id/erase': 'admin',
      'GET /api/privacy/notice': 'public',
      'POST /api/privacy/notice': 'admin',
      'GET /api/privacy/renewals': 'admin',
      'POST /api/privacy/requests': 'public',
      'GET /api/privacy/requests': 'admin',
      'PUT /api/privacy/requests/:id': 'admin',
      'GET /api/requests': 'admin',
      'GET /api/requests/count': 'admin',
      'GET /api/requests/:id': 'admin',
      'POST /api/requests/:id/approve': 'admin',
      'POST /api/requests/:id/reject': 'admin',
      'POST /api/join': 'public',
      'GET /api/houses/search/:term': 'public',
      'GET /api/houses/search-blood/:composite': 'admin',
      'GET /api/contacts': 'public',
      'GET /api/contacts/members': 'public',
      'GET /api/contacts/member-contacts': 'public',
      'GET /api/contacts/member-contacts/:text': 'public',
      'POST /api/contacts': 'admin',
      'PUT /api/contacts': 'admin',
      'DELETE /api/contacts': 'admin',
      'GET /api/board/address': 'public',
      'GET /api/board/teachers-photo': 'public',
      'GET /api/board/:title': 'public',
      'GET /api/board': 'public',
      'POST /api/board': 'admin',
      'PUT /api/board': 'admin',
      'DELETE /api/board': 'admin',
      'GET /api/settings': 'public',
      'GET /api/media/limits': 'public',
      'PUT /api/settings': 'admin',
      'GET /api/events/latest-five': 'public',
      'GET /api/students/grades/:grade': 'public',
      'GET /api/students/grades/admin/:grade': 'admin',
      'GET /api/students/:range': 'public',
      'POST /api/students': 'user',
      'PUT /api/students': 'own',
      'DELETE /api/students': 'admin',

      'GET /api/events': 'public',
      'GET /api/events/:id': 'public',
      'POST /api/events': 'admin',
      'PUT /api/events': 'admin',
      'DELETE /api/events': 'admin',
      'POST /api/events/:id/images': 'admin',
      'DELETE /api/events/:id/images': 'admin',
      'POST /api/media': 'account',
      'POST /api/media/audio': 'admin',
      'POST /api/media/video': 'admin',
      'GET /api/sandesham': 'public',
      'POST /api/sandesham': 'admin',
      'DELETE /api/sandesham': 'admin',
      'GET /api/news': 'public',
      'GET /api/news/:id': 'public',
      'GET /api/news/mine': 'user',
      'POST /api/news': 'user',
      'DELETE /api/news': 'own',
      'GET /api/news/push-key': 'public',
      'POST /api/news/push-registry': 'public',
      'DELETE /api/news/push-registry': 'public',
      'GET /api/stats': 'admin',
      'GET /api/audit': 'admin',
      'GET /api/directory/export': 'admin',
      'POST /api/directory/import/preview': 'admin',
      'POST /api/directory/import': 'admin',
      'GET /api/faq/history': 'public',
      'PUT /api/faq/history': 'admin',
      'GET /api/faq': 'public',
      'POST /api/faq': 'admin',
      'PUT /api/faq': 'admin',
      'DELETE /api/faq': 'admin',
      'GET /api/departed': 'public',
      'GET /api/departed/view': 'public',
      'POST /api/departed': 'user',
      'PUT /api/departed': 'admin',
      'DELETE /api/departed': 'admin',
      'GET /api/ads': 'public',
      'POST /api/ads/events': 'public',
      'GET /api/ads/admin': 'admin',
      'GET /api/ads/stats': 'admin',
      'POST /api/ads/banners': 'admin',
      'PUT /api/ads/banners/:id': 'admin',
      'PUT /api/ads/banners/order': 'admin',
      'DELETE /api/ads/banners/:id': 'admin',
      'POST /api/ads/videos': 'admin',
      'PUT /api/ads/videos/:id': 'admin',
      'PUT /api/ads/videos/order': 'admin',
      'DELETE /api/ads/videos/:id': 'admin',
    };
    const declared = Object.fromEntries(
      t.app.apiRoutes.map((r) => [`${r.method} ${r.url.replace(/(.)\/$/, '$1')}`, r.guard]),
    );
    expect(declared).toEqual(expected);
  });

  it('refuses visitors (401) on guarded routes, other roles (403) where they may not go; no change', async () => {
    const before = await databaseSnapshot(t.database.db, ['sessions', 'webauthn_challenges']);
    const wrong: string[] = [];
    for (const route of routes()) {
      for (const role of ['visitor', 'family', 'user'] as const) {
        const res = await call(route, role);
        const want = expectedFor(route.guard, role);
        const ok =
          want === 'through'
            ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500
            : res.statusCode === want;
        if (!ok) wrong.push(`${route.method} ${route.url} as ${role}: ${res.statusCode}, expected ${want}`);
        if (res.statusCode === 401) expect(res.json().code).toBe('unauthorized');
        if (res.statusCode === 403) expect(res.json().code).toBe('forbidden');
      }
    }
    expect(wrong).toEqual([]);
    expect(await databaseSnapshot(t.database.db, ['sessions', 'webauthn_challenges'])).toBe(before);
  });

  it('lets admins through every guard, and never answers with a 500', async () => {
    const wrong: string[] = [];
    for (const route of routes()) {
      const res = await call(route, 'admin');
      const refused = expectedFor(route.guard, 'admin') !== 'through';
      if ((!refused && (res.statusCode === 401 || res.statusCode === 403)) || res.statusCode >= 500) {
        wrong.push(`${route.method} ${route.url} as admin: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
