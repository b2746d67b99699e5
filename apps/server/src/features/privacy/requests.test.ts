// Privacy requests (docs/product.md "Privacy requests"): anyone sends one without an account (a
// few per address), the office lists them oldest first with the 90-day due date and answers them
// with an audit row; bad input is a 400 naming the field, writing nothing.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PRIVACY_REQUESTS_PER_WINDOW, PRIVACY_REQUEST_TEXT_MAX } from '@parish/shared/privacy';
import { testApp } from '../../test/test-app.ts';
import { auditLog, privacyRequests } from '../../db/schema.ts';

const t = testApp({ as: ['user', 'admin'] });
const { user, admin } = t.cookies;

let address = 0;
/** Each call from an address of its own, so the per-address budget is tested only where meant. */
const send = (payload: unknown, remoteAddress = `10.1.0.${++address}`) =>
  t.request('POST', '/api/privacy/requests', { payload, remoteAddress });
const good = (overrides: Record<string, unknown> = {}) => ({
  name: 'മേരി ജോസഫ്',
  phone: '94470 44444',
  kind: 'access',
  text: 'ഞങ്ങളുടെ കുടുംബത്തെക്കുറിച്ച് സൂക്ഷിച്ചിട്ടുള്ള വിവരങ്ങളുടെ പകർപ്പ് വേണം',
  house: 'പുത്തൻപുര',
  ward: 4,
  ...overrides,
});
const DAY = 24 * 60 * 60 * 1000;

describe('POST /api/privacy/requests', () => {
  it('takes a request from a visitor: stored open, due in 90 days, phone in E.164', async () => {
    const res = await send(good());
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Request received');
    expect(Date.parse(body.dueAt) - Date.parse(body.receivedAt)).toBe(90 * DAY);
    const [row] = await t.database.db.select().from(privacyRequests).where(eq(privacyRequests.id, body._id));
    expect(row).toMatchObject({ name: 'മേരി ജോസഫ്', phone: '+919447044444', kind: 'access', status: 'open', ward: 4 });
  });

  it('takes one without house and ward', async () => {
    const res = await send({ name: 'ജോൺ', phone: '9447012345', kind: 'grievance', text: 'പരാതി' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses each bad field with a 400 naming it, writing nothing', async () => {
    const before = await t.database.db.select().from(privacyRequests);
    const cases: [Record<string, unknown>, string][] = [
      [good({ name: ' ' }), 'body.name'],
      [good({ phone: '123' }), 'body.phone'],
      [good({ kind: 'delete-everything' }), 'body.kind'],
      [good({ text: '' }), 'body.text'],
      [good({ text: 'x'.repeat(PRIVACY_REQUEST_TEXT_MAX + 1) }), 'body.text'],
      [good({ ward: 22 }), 'body.ward'],
      [good({ house: 'x'.repeat(121) }), 'body.house'],
      [good({ extra: 1 }), 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await send(body);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields ?? {}).join(' '), field).toContain(field);
    }
    expect(await t.database.db.select().from(privacyRequests)).toEqual(before);
  });

  it(`takes ${PRIVACY_REQUESTS_PER_WINDOW} from one address in 15 minutes, then 429 with Retry-After`, async () => {
    for (let i = 0; i < PRIVACY_REQUESTS_PER_WINDOW; i++)
      expect((await send(good({ text: `${i}` }), '10.2.0.1')).statusCode).toBe(201);
    const refused = await send(good(), '10.2.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await send(good(), '10.2.0.2')).statusCode).toBe(201);
  });
});

describe('the office queue', () => {
  it('lists open requests oldest first with their due dates (admin); refuses visitor and user', async () => {
    expect((await t.request('GET', '/api/privacy/requests')).statusCode).toBe(401);
    expect((await t.request('GET', '/api/privacy/requests', { as: user })).statusCode).toBe(403);
    const res = await t.request('GET', '/api/privacy/requests', { as: admin });
    expect(res.statusCode).toBe(200);
    const { items, open } = res.json() as {
      items: { receivedAt: string; dueAt: string; status: string }[];
      open: number;
    };
    expect(open).toBe(items.length);
    const received = items.map((r) => Date.parse(r.receivedAt));
    expect(received).toEqual([...received].sort((a, b) => a - b));
    for (const r of items) expect(Date.parse(r.dueAt) - Date.parse(r.receivedAt)).toBe(90 * DAY);
  });

  it('answers a request (admin): status, answer, who and when, one audit row without the requester', async () => {
    const created = (await send(good({ kind: 'correction', text: 'ഫോൺ നമ്പർ തെറ്റാണ്' }))).json();
    const url = `/api/privacy/requests/${created._id}`;
    expect((await t.request('PUT', url, { payload: { status: 'answered', answer: 'x' } })).statusCode).toBe(401);
    expect((await t.request('PUT', url, { as: user, payload: { status: 'answered', answer: 'x' } })).statusCode).toBe(
      403,
    );
    const res = await t.request('PUT', url, { as: admin, payload: { status: 'answered', answer: ' തിരുത്തി ' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'answered',
      answer: 'തിരുത്തി',
      answeredBy: expect.stringMatching(/^admin-/),
    });
    expect(res.json().answeredAt).not.toBeNull();
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, created._id));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ entity: 'privacy_request', after: { status: 'answered', answer: 'തിരുത്തി' } });
    expect(JSON.stringify(audits[0])).not.toContain('ഫോൺ നമ്പർ തെറ്റാണ്');
    // Answered ones go below the open ones.
    const { items } = (await t.request('GET', '/api/privacy/requests', { as: admin })).json() as {
      items: { _id: string; status: string }[];
    };
    expect(items.at(-1)?.status).toBe('answered');
  });

  it('refuses an answered or refused status without an answer, a bad status, a bad id; 404 for none', async () => {
    const created = (await send(good())).json();
    const url = `/api/privacy/requests/${created._id}`;
    const cases: [unknown, string][] = [
      [{ status: 'refused', answer: ' ' }, 'body.answer'],
      [{ status: 'closed', answer: 'x' }, 'body.status'],
      [{ status: 'answered', answer: 'x'.repeat(4001) }, 'body.answer'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.request('PUT', url, { as: admin, payload });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toContain(field);
    }
    const [row] = await t.database.db.select().from(privacyRequests).where(eq(privacyRequests.id, created._id));
    expect(row.status).toBe('open');
    const badId = await t.request('PUT', '/api/privacy/requests/not-a-uuid', {
      as: admin,
      payload: { status: 'open' },
    });
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json().fields ?? {})).toContain('params.id');
    const none = await t.request('PUT', '/api/privacy/requests/00000000-0000-4000-8000-000000000000', {
      as: admin,
      payload: { status: 'open' },
    });
    expect(none.statusCode).toBe(404);
  });
});
