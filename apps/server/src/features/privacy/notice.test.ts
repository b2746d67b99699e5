// The privacy notice (docs/product.md "Privacy notice"): everyone reads the version in force, only
// an admin publishes, every version is kept with who published it, and a bad section is a 400
// naming it with nothing written.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NOTICE_SECTION_MAX, type NoticeInput } from '@parish/shared/privacy';
import { testApp } from '../../test/test-app.ts';
import { auditLog, privacyNotices } from '../../db/schema.ts';
import { currentNoticeVersion } from '../../domain/privacy-notice.ts';

const t = testApp({ as: ['user', 'admin'] });
const { user, admin } = t.cookies;

const text = (tag: string) => ({
  purposes: `${tag}: ഫോൺ നമ്പർ ബന്ധപ്പെടാൻ`,
  audiences: `${tag}: എല്ലാവരും, ഇടവകാംഗങ്ങൾ, ഓഫീസ്`,
  choices: `${tag}: ഓഫീസിൽ അറിയിക്കുക`,
  rights: `${tag}: പകർപ്പ്, തിരുത്തൽ, മായ്ക്കൽ, പരാതി`,
  contact: `${tag}: വികാരിയച്ചൻ`,
});
const notice = (tag: string): NoticeInput => ({
  ml: text(`ml ${tag}`),
  en: { ...text(`en ${tag}`), purposes: `en ${tag}: the phone, to reach you` },
});
const publish = (body: unknown, as?: string) => t.request('POST', '/api/privacy/notice', { payload: body, as });

describe('the privacy notice', () => {
  it('answers null and version 1 before any is published', async () => {
    const res = await t.request('GET', '/api/privacy/notice');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ notice: null });
    expect(await currentNoticeVersion(t.database.db)).toBe(1);
  });

  it('publishes versions 1 and 2 (admin), each kept and audited; GET answers the newest at once', async () => {
    const first = await publish(notice('one'), admin);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().notice).toMatchObject({
      version: 1,
      ml: text('ml one'),
      publishedBy: expect.stringMatching(/^admin-/),
    });
    // Read once so the cache holds version 1; the next publish must drop it.
    expect((await t.request('GET', '/api/privacy/notice')).json().notice.version).toBe(1);

    const second = await publish(notice('two'), admin);
    expect(second.statusCode).toBe(201);
    const read = (await t.request('GET', '/api/privacy/notice')).json().notice;
    expect(read).toMatchObject({ version: 2, ml: text('ml two'), en: { purposes: 'en two: the phone, to reach you' } });
    expect(Date.parse(read.publishedAt)).not.toBeNaN();
    expect(await currentNoticeVersion(t.database.db)).toBe(2);
    expect(await t.database.db.select().from(privacyNotices)).toHaveLength(2);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'privacy_notice'));
    expect(audits.map((a) => a.entityId).sort()).toEqual(['1', '2']);
  });

  it('refuses an empty or too long section, or a missing language, naming the field, writing nothing', async () => {
    const before = await t.database.db.select().from(privacyNotices);
    const cases: [unknown, string][] = [
      [{ ...notice('x'), ml: { ...text('x'), rights: '   ' } }, 'body.ml.rights'],
      [{ ...notice('x'), en: { ...text('x'), contact: 'x'.repeat(NOTICE_SECTION_MAX + 1) } }, 'body.en.contact'],
      [{ ml: text('x') }, 'body.en'],
      [{ ...notice('x'), fr: text('x') }, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await publish(body, admin);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}).join(' ')).toContain(field);
    }
    expect(await t.database.db.select().from(privacyNotices)).toEqual(before);
  });

  it('refuses a visitor (401) and a user (403)', async () => {
    expect((await publish(notice('v'))).statusCode).toBe(401);
    expect((await publish(notice('u'), user)).statusCode).toBe(403);
  });
});
