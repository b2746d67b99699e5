// Hostile input on every /api route, as an admin (who passes every guard, so the input reaches
// validation and the handlers): lone UTF-16 surrogates, NUL, huge and negative numbers, wrong
// types, empty objects, arrays, deep nesting — in bodies, path parameters and query strings. Every
// answer must be a 4xx or a success, never a 5xx ("No 5xx for any input", docs/decisions.md
// "Hostile input answers 400"). Each body is built from the route's own OpenAPI schema (the zod
// schema that validates it), so a new route or field is walked without being listed here.
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/test-app.ts';
import { make, member } from '../test/factories.ts';

const t = testApp({
  env: {
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_SESSION_MAX: '1000000',
    RATE_LIMIT_CACHED_MAX: '1000000',
    UPLOADS_PER_HOUR: '100000',
    ADMIN_UPLOADS_PER_HOUR: '100000',
  },
  as: ['admin'],
});
const { admin } = t.cookies;

/** Logging out or in would end the admin's session the walk runs with. */
const SKIPPED = new Set(['POST /api/auth/logout', 'POST /api/auth/login']);

/** One row of every kind, made afresh before each route: an earlier route may have deleted the last ones. */
interface Rows {
  house: string;
  member: string;
  otherMember: string;
  byPrefix: [string, string][];
}
let rows: Rows;
let made = 0;
async function freshRows(): Promise<Rows> {
  const db = t.database.db;
  made++;
  const house = await make.house(db, {
    house: 'കാവൽ വീട്',
    ward: 1,
    members: [member({ HOH: true }), member({ name: 'മേരി' })],
  });
  const [head, other] = (await t.app.inject({ url: `/api/houses/${house.id}`, headers: { cookie: admin } })).json()
    .members;
  const board = await make.boardMember(db, { name: 'തോമസ്', title: 4, ward: 1 });
  const student = await make.student(db, { birthMonth: 1, birthDay: 2 });
  const contact = await make.contact(db, { type: '1', phone: '+919447012345' });
  const item = await make.news(db, { news: 'ഇന്ന്' });
  const event = await make.event(db);
  await make.eventImage(db, { eventId: event.id, image: '/media/none.webp', preImage: '' });
  const question = await make.faq(db);
  const gone = await make.departed(db, { yod: 2001 });
  const message = await make.sandesham(db);
  const banner = await make.bannerAd(db);
  const video = await make.videoAd(db);
  const user = await make.user(db, { username: `fuzz-${made}` });
  return {
    house: house.id,
    member: other._id,
    otherMember: head._id,
    byPrefix: [
      ['/api/board', board.id],
      ['/api/students', student.id],
      ['/api/contacts', contact.id],
      ['/api/news', item.id],
      ['/api/events', event.id],
      ['/api/faq', question.id],
      ['/api/departed', gone.id],
      ['/api/sandesham', message.id],
      ['/api/ads/banners', banner.id],
      ['/api/ads/videos', video.id],
      ['/api/auth/users', user.id],
      ['/api', house.id],
    ],
  };
}

/** The id a route's path and body name: its own domain's row. */
const idFor = (url: string) => rows.byPrefix.find(([prefix]) => url.startsWith(prefix))?.[1] ?? rows.house;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  pattern?: string;
}
interface Parameter {
  in: 'path' | 'query';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const DEEP = (depth: number) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;

/** Values no field should ever turn into a 5xx. */
const HOSTILE_VALUES: unknown[] = [
  '\ud800',
  'a\udc00b',
  '\ud83d',
  'x\u0000y',
  '\u0000',
  '',
  ' ',
  'x'.repeat(100_000),
  1e308,
  -1e308,
  2 ** 53 + 1,
  -1,
  0,
  1.5,
  Number.MAX_SAFE_INTEGER,
  true,
  null,
  [],
  {},
  [1, 2],
  { a: 1 },
  ['\ud800'],
  [{}],
  DEEP(200),
  '9999-99-99',
  '2026-02-30',
  '0000-00-00',
  '1e308',
  'NaN',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  '../../etc/passwd',
  '/media/../../x.webp',
  '<script>alert(1)</script>',
  "' or 1=1 --",
];

/** Path parameter values, already URL-encoded. */
const HOSTILE_PARAMS = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0',
  '%C0%AF',
  '99999999999999999999',
  '-1',
  '0',
  '1e308',
  'NaN',
  'x'.repeat(2_000),
  '..%2F..%2Fetc',
  '00000000-0000-0000-0000-000000000000',
  '%20',
  'true',
  '%5B%5D',
];

/** Query string values, already URL-encoded. */
const HOSTILE_QUERIES = [
  '%00',
  '%ED%A0%80',
  '99999999999999999999',
  '-1',
  '1e308',
  'NaN',
  '',
  'x'.repeat(2_000),
  '9999-99-99',
  '2026-02-30',
];

function schemaOf(s: JsonSchema | undefined): JsonSchema {
  if (!s) return {};
  const pick = s.anyOf ?? s.oneOf;
  if (pick) return schemaOf(pick.find((x) => x.type !== 'null') ?? pick[0]);
  if (s.allOf?.length) return schemaOf(s.allOf[0]);
  return s;
}

/** A value the field would plausibly take, so the hostile one beside it reaches the handler. */
function plausible(raw: JsonSchema | undefined, id: string, name = ''): unknown {
  const s = schemaOf(raw);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v, id, k)]));
    case 'array':
      return [plausible(s.items, id, name)];
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1, (s.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'uuid') return /head/i.test(name) ? rows.otherMember : /member/i.test(name) ? rows.member : id;
      if (s.format === 'email') return 'a@example.in';
      if (/phone/i.test(name)) return '9447012345';
      if (/^(image|url|audioUrl|messageUrl|video|link)$/.test(name)) return '/media/none.webp';
      return 'പരീക്ഷണം';
    default:
      return 'x';
  }
}

function concreteUrl(url: string, override?: [string, string]): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => {
    if (override && override[0] === name) return override[1];
    const values: Record<string, string> = {
      ward: '1',
      title: '1',
      grade: '1',
      range: '11-17&11-23',
      term: 'abc',
      text: 'abc',
      composite: encodeURIComponent('A+z18z60zall'),
      memberId: rows.member,
      houseId: rows.house,
    };
    return values[name] ?? (name.toLowerCase().endsWith('id') ? idFor(url) : 'x');
  });
}

const fastifyPath = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ':$1');

describe('hostile input on every /api route, as an admin', () => {
  it('never answers 5xx', async () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const operations = new Map<string, Operation>();
    for (const [p, methods] of Object.entries(spec.paths)) {
      for (const [m, op] of Object.entries(methods))
        operations.set(`${m.toUpperCase()} ${fastifyPath(p).replace(/(.)\/$/, '$1')}`, op);
    }
    const failures: string[] = [];
    let requests = 0;
    const send = async (method: string, url: string, payload?: unknown, raw?: string) => {
      requests++;
      const res = await t.request(method as 'GET', url, {
        as: admin,
        payload: raw ?? payload,
        headers: raw !== undefined ? { 'content-type': 'application/json' } : {},
      });
      if (res.statusCode >= 500)
        failures.push(
          `${method} ${url} ${raw ?? JSON.stringify(payload)?.slice(0, 160)} → ${res.statusCode} ` +
            `${res.body.slice(0, 160)}`,
        );
    };

    const seen = new Set<string>();
    for (const route of t.app.apiRoutes) {
      const key = `${route.method} ${route.url.replace(/(.)\/$/, '$1')}`;
      if (SKIPPED.has(key) || seen.has(key)) continue;
      seen.add(key);
      const op = operations.get(key) ?? {};
      rows = await freshRows();
      const id = idFor(route.url);
      const url = concreteUrl(route.url);
      const hasBody = (route.method !== 'GET' && route.method !== 'DELETE') || Boolean(op.requestBody);
      const bodySchema = schemaOf(op.requestBody?.content?.['application/json']?.schema);

      // Path parameters, one at a time.
      for (const name of [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1])) {
        for (const value of HOSTILE_PARAMS)
          await send(
            route.method,
            concreteUrl(route.url, [name, value]),
            hasBody ? plausible(bodySchema, id) : undefined,
          );
      }
      // Query strings: each declared name with hostile values, twice over, and an unknown one.
      const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      for (const name of queryNames) {
        for (const value of HOSTILE_QUERIES) {
          await send(route.method, `${url}?${name}=${value}`);
          await send(route.method, `${url}?${name}=${value}&${name}=${value}`);
        }
        await send(route.method, `${url}?${name}[a]=1`);
      }
      await send(route.method, `${url}?zz%00=1`);
      if (!hasBody) continue;

      // Whole bodies of the wrong shape.
      for (const raw of [
        '{}',
        '[]',
        'null',
        '"x"',
        '0',
        'true',
        '['.repeat(5_000) + ']'.repeat(5_000),
        '{"a":'.repeat(2_000),
        '"\\ud800"',
        '{"\\ud800":1}',
      ]) {
        await send(route.method, url, undefined, raw);
      }
      // A plausible body, then each field alone, then each field hostile beside plausible others.
      const base = plausible(bodySchema, id);
      await send(route.method, url, base);
      if (typeof base !== 'object' || base === null || Array.isArray(base)) continue;
      const fields = Object.keys(base);
      for (const field of fields) {
        await send(route.method, url, { [field]: (base as Record<string, unknown>)[field] });
        for (const value of HOSTILE_VALUES) {
          await send(route.method, url, { ...base, [field]: value });
          if (Array.isArray((base as Record<string, unknown>)[field]))
            await send(route.method, url, { ...base, [field]: [value] });
        }
      }
      // Nested objects (a family's members): each of their fields hostile too.
      for (const field of fields) {
        const inner = (base as Record<string, unknown>)[field];
        const item = Array.isArray(inner) ? inner[0] : undefined;
        if (typeof item !== 'object' || item === null) continue;
        for (const innerField of Object.keys(item)) {
          for (const value of HOSTILE_VALUES)
            await send(route.method, url, { ...base, [field]: [{ ...item, [innerField]: value }] });
        }
      }
    }
    expect(seen.size).toBeGreaterThan(90);
    expect(requests).toBeGreaterThan(5_000);
    expect(failures).toEqual([]);
  }, 900_000);
});
