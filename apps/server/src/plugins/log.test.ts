// The log (docs/decisions.md "No NUL in text, and no request values in the log") never holds
// the values a request carried (names, phones), not even
// when a query fails and drizzle's error carries the query and its parameters.
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { testApp } from '../test/test-app.ts';

const lines: string[] = [];
const t = testApp({
  env: { LOG_LEVEL: 'info' },
  logStream: { write: (line) => void lines.push(line) },
  beforeReady: (app) => {
    // A write whose query fails with the request's values as parameters, as a bug would.
    app.post(
      '/api/test-failing-write',
      { schema: { body: z.object({ name: z.string(), phone: z.string() }) } },
      async (request) => {
        const { name, phone } = request.body as { name: string; phone: string };
        await app.db.execute(sql`select ${name}::int, ${phone}::int`);
        return { ok: true };
      },
    );
  },
});

it('logs a failed query as a 500 with its SQLSTATE and stack, without the values of the request', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/test-failing-write',
    payload: { name: 'ജോർജ് അറയ്ക്കൽ', phone: '9447044444' },
  });
  expect(res.statusCode).toBe(500);
  const failed = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
  expect(failed).toBeDefined();
  expect(failed.err.cause?.code ?? failed.err.code).toBe('22P02'); // invalid_text_representation
  expect(failed.err.stack).toMatch(/\n\s+at /);
  const log = lines.join('');
  expect(log).not.toContain('9447044444');
  expect(log).not.toContain('ജോർജ്');
  expect(log).not.toContain(JSON.stringify('ജോർജ്').slice(1, -1));
});

it('logs requests without their query strings or the search words in their paths', async () => {
  lines.length = 0;
  await t.app.inject({ url: '/api/houses/search/arackal' });
  await t.app.inject({ url: '/api/contacts/member-contacts?page=7' });
  const log = lines.join('');
  expect(log).toContain('/api/houses/search/:term');
  expect(log).not.toContain('arackal');
  expect(log).not.toContain('page=7');
});
