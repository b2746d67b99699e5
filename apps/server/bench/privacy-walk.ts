// npm run privacy:walk [-- --members 3500] — what the directory hands out, per audience
// (docs/product.md "Directory privacy"): the app built in-process on a copy of the demo parish,
// every public read that carries families or members (each ward's pages, search for common
// letters, blood search, the phone book and its search, the week's birthdays, house details, and
// the server-rendered HTML of the ward and phone-book pages) read as a visitor, a user and an
// admin, under the `open` and `protected` defaults and after one family chose to be listed to
// parishioners only. Prints one table: how many phones, birthdays, blood groups and ages each
// audience received, the same for children, and how often the narrowed family appeared.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { WARD_COUNT, BLOOD_GROUPS } from '@parish/shared/plain/constants';
import { ADULT_AGE } from '@parish/shared/plain/privacy';
import type { House, WardPage } from '@parish/shared/houses';

export type Audience = 'visitor' | 'user' | 'admin';

/**
 * What one audience received over the walk: the members (by id) whose phone, birthday, blood group
 * or age reached it at least once, the same for children, and appearances of the narrowed family.
 */
export interface Received {
  phone: Set<string>;
  birthday: Set<string>;
  blood: Set<string>;
  age: Set<string>;
  childPhone: Set<string>;
  childBirthday: Set<string>;
  childBlood: Set<string>;
  /** Times the narrowed family's id or one of its members' ids appeared in JSON. */
  familyJson: number;
  /** The same in the server-rendered HTML. */
  familyHtml: number;
}

export const emptyReceived = (): Received => ({
  phone: new Set(),
  birthday: new Set(),
  blood: new Set(),
  age: new Set(),
  childPhone: new Set(),
  childBirthday: new Set(),
  childBlood: new Set(),
  familyJson: 0,
  familyHtml: 0,
});

/** The counts of a walk, one number a column. */
export function counts(r: Received) {
  return {
    phone: r.phone.size,
    birthday: r.birthday.size,
    blood: r.blood.size,
    age: r.age.size,
    childPhone: r.childPhone.size,
    childBirthday: r.childBirthday.size,
    childBlood: r.childBlood.size,
    familyJson: r.familyJson,
    familyHtml: r.familyHtml,
  };
}

/** Who is who, from the office's full view: the children's ids, and the narrowed family's ids. */
export interface Known {
  /** Every member's id: only members count (the phone book's own entries, a centre or the vicar, do not). */
  members?: Set<string>;
  children: Set<string>;
  familyIds: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Counts into `into` the personal fields of every member-like object in an answer (a family's
 * member, a phone-book entry, a birthday): a phone that is a non-empty string, a birthday month,
 * a blood group, an age; the child counts by the member's id (`known.children`); and the
 * appearances of the narrowed family's ids anywhere in the text.
 */
export function countReceived(answer: unknown, known: Known, into: Received, text = JSON.stringify(answer)): Received {
  const visit = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!isObject(v)) return;
    if (typeof v._id === 'string' && typeof v.name === 'string' && (known.members?.has(v._id) ?? true)) {
      const id = v._id;
      const child = known.children.has(id);
      const got = (all: Set<string>, children: Set<string> | null) => {
        all.add(id);
        if (child) children?.add(id);
      };
      if (typeof v.phone === 'string' && v.phone !== '') got(into.phone, into.childPhone);
      if (typeof v.birthMonth === 'number') got(into.birthday, into.childBirthday);
      if (typeof v.blood === 'string' && v.blood !== '') got(into.blood, into.childBlood);
      if (typeof v.age === 'number') got(into.age, null);
    }
    for (const value of Object.values(v)) if (typeof value === 'object') visit(value);
  };
  visit(answer);
  into.familyJson += appearances(text, known.familyIds);
  return into;
}

/** Times any of `ids` occurs in `text`. */
export function appearances(text: string, ids: string[]): number {
  return ids.reduce((n, id) => n + (id ? text.split(id).length - 1 : 0), 0);
}

/** Words common in the demo's names and house names, each searched as a visitor would type them. */
export const SEARCH_TERMS = ['ജോസ', 'മേരി', 'തോമ', 'വീട്', 'jos', 'mar', 'tho', 'kun', 'ann', 'puth'];

type Get = (url: string, cookie: string | null) => Promise<{ status: number; body: string }>;

/** A page is read as by someone who has seen the first-visit notice (docs/product.md "First-visit notice"). */
const page_ = (cookie: string | null) => (cookie ? `${cookie}; visited=true` : 'visited=true');

/** Walks every read for one audience; `houseIds` are read one by one (the detail route). */
export async function walk(get: Get, cookie: string | null, known: Known, houseIds: string[]): Promise<Received> {
  const into = emptyReceived();
  const json = async (url: string) => {
    const res = await get(url, cookie);
    if (res.status !== 200) return;
    countReceived(JSON.parse(res.body), known, into, res.body);
  };
  for (let ward = 1; ward <= WARD_COUNT; ward++) {
    const first = await get(`/api/houses/wards/${ward}?v=1`, cookie);
    const page = JSON.parse(first.body) as WardPage;
    countReceived(page, known, into, first.body);
    for (let v = 2; v <= page.pages; v++) await json(`/api/houses/wards/${ward}?v=${v}`);
    await json(`/api/houses/birthdays/${ward}`);
    const html = await get(`/wards/${ward}`, page_(cookie));
    into.familyHtml += appearances(html.body, known.familyIds);
  }
  for (const term of SEARCH_TERMS) {
    for (let p = 1; p <= 3; p++) await json(`/api/houses/search/${encodeURIComponent(term)}?page=${p}`);
    await json(`/api/contacts/member-contacts/${encodeURIComponent(term)}`);
  }
  for (const blood of BLOOD_GROUPS) await json(`/api/houses/search-blood/${encodeURIComponent(`${blood}z0z80zall`)}`);
  const book = await get('/api/contacts/member-contacts?page=1', cookie);
  const pages = Math.ceil((JSON.parse(book.body) as { total: number }).total / 100);
  countReceived(JSON.parse(book.body), known, into, book.body);
  for (let p = 2; p <= pages; p++) await json(`/api/contacts/member-contacts?page=${p}`);
  for (const id of houseIds) await json(`/api/houses/${id}`);
  for (const url of ['/contacts', '/search'])
    into.familyHtml += appearances((await get(url, cookie)).body, known.familyIds);
  return into;
}

async function main() {
  const { values } = parseArgs({ options: { members: { type: 'string' } } });
  const { ConfigSchema, withPaths } = await import('../src/config.ts');
  const { buildApp } = await import('../src/app.ts');
  const { openAndMigrate } = await import('../src/setup/start.ts');
  const { ensureDataset } = await import('./dataset.ts');
  const { createUser } = await import('../src/test/users.ts');

  const source = await ensureDataset(Number(values.members ?? 3500));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'privacy-walk-'));
  fs.cpSync(path.join(source, 'db'), path.join(dir, 'db'), { recursive: true });
  const config = withPaths(
    ConfigSchema.parse({
      DATA_DIR: dir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      RATE_LIMIT_MAX: '100000000',
      RATE_LIMIT_SESSION_MAX: '100000000',
      RATE_LIMIT_CACHED_MAX: '100000000',
    }),
  );
  const database = await openAndMigrate(config);
  const app: FastifyInstance = await buildApp({ config, db: database.db, dbEngine: database.engine });
  await app.ready();
  const cookies: Record<Audience, string | null> = { visitor: null, user: null, admin: null };
  for (const role of ['user', 'admin'] as const) {
    const username = `walk-${role}-${randomBytes(3).toString('hex')}`;
    await createUser(database.db, { username, password: 'privacy walk 1', isAdmin: role === 'admin' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'privacy walk 1' },
    });
    cookies[role] = String([login.headers['set-cookie']].flat().find((c) => c?.startsWith('sid='))).split(';')[0];
  }
  const get: Get = async (url, cookie) => {
    const res = await app.inject({ url, headers: cookie ? { cookie } : {} });
    return { status: res.statusCode, body: res.body };
  };
  const send = async (method: 'PUT', url: string, payload: object) => {
    const res = await app.inject({ method, url, payload, headers: { cookie: cookies.admin ?? '' } });
    if (res.statusCode !== 200) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  };

  // The office's full view names the children and the families.
  const families: House[] = [];
  for (let ward = 1; ward <= WARD_COUNT; ward++) {
    const first = JSON.parse((await get(`/api/houses/wards/${ward}?v=1`, cookies.admin)).body) as WardPage;
    families.push(...first.items);
    for (let v = 2; v <= first.pages; v++)
      families.push(
        ...(JSON.parse((await get(`/api/houses/wards/${ward}?v=${v}`, cookies.admin)).body) as WardPage).items,
      );
  }
  const children = new Set(
    families.flatMap((h) => h.members.filter((m) => (m.age ?? 99) < ADULT_AGE).map((m) => m._id)),
  );
  const narrowed = families.find((h) => h.members.some((m) => m.phone)) as House;
  const known: Known = {
    members: new Set(families.flatMap((h) => h.members.map((m) => m._id))),
    children,
    familyIds: [narrowed._id, ...narrowed.members.map((m) => m._id)],
  };
  // House details: the narrowed family and a sample of others (the route is for the signed-in).
  const houseIds = [narrowed._id, ...families.filter((_, i) => i % 40 === 0).map((h) => h._id)];

  const rows: [string, Audience, Received][] = [];
  const run = async (scenario: string) => {
    for (const audience of ['visitor', 'user', 'admin'] as const)
      rows.push([scenario, audience, await walk(get, cookies[audience], known, houseIds)]);
  };
  await send('PUT', '/api/settings', { directoryDefault: 'open' });
  await run('open');
  await send('PUT', '/api/settings', { directoryDefault: 'protected' });
  await run('protected');
  await send('PUT', '/api/settings', { directoryDefault: 'open' });
  const everyone = {
    phone: 'everyone',
    birthday: 'everyone',
    age: 'everyone',
    blood: 'everyone',
    work: 'everyone',
    nameEng: 'everyone',
  };
  await send('PUT', `/api/houses/${narrowed._id}/privacy`, {
    listed: 'parishioners',
    photo: 'parishioners',
    members: narrowed.members.map((m) => ({ _id: m._id, ...everyone })),
  });
  await run('open, one family to parishioners');

  const members = families.reduce((n, h) => n + h.members.length, 0);
  console.log(
    `\n${families.length} families, ${members} members, ${children.size} children; ` +
      `the narrowed family: ${narrowed.members.length} members\n`,
  );
  console.log(
    '| scenario | audience | phones | birthdays | blood | ages | child phones | child birthdays | child blood ' +
      '| family in JSON | family in HTML |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [scenario, audience, r] of rows)
    console.log(
      `| ${scenario} | ${audience} | ${Object.values(counts(r))
        .map((n) => n.toLocaleString('en'))
        .join(' | ')} |`,
    );
  await app.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
