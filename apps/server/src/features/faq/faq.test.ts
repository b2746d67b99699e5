// FAQ with audio and the parish history: public reads, admin writes with an
// audit row each, audio files from POST /api/media/audio only, ## refused inside a paragraph.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Faq } from '@parish/shared/faq';
import { testApp } from '../../test/test-app.ts';
import { multipart, photo } from '../../test/upload.ts';
import { mp3Cbr, webmVideo } from '../../test/av-files.ts';
import { auditLog, faq, history } from '../../db/schema.ts';

const t = testApp({ as: ['user', 'admin'] });
const { user, admin } = t.cookies;

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, cookie?: string) =>
  t.request(method, url, { payload, as: cookie });
const auditRows = (entity: string, entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));

async function uploadAv(kind: 'audio' | 'video', content: Buffer, filename: string): Promise<string> {
  const body = multipart(content, filename);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/media/${kind}`,
    headers: { ...body.headers, cookie: admin },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().url;
}

describe('history', () => {
  it('answers an empty array before anything is saved', async () => {
    const res = await t.app.inject({ url: '/api/faq/history' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ history: [] });
  });

  it('PUT saves the paragraphs joined by ## (admin), with an audit row; GET serves them', async () => {
    const res = await send('PUT', '/api/faq/history', { paragraphs: [' ഒന്നാം ഖണ്ഡിക ', 'രണ്ടാം ഖണ്ഡിക'] }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ history: ['ഒന്നാം ഖണ്ഡിക##രണ്ടാം ഖണ്ഡിക'] });
    const read = await t.app.inject({ url: '/api/faq/history' });
    expect(read.json()).toEqual({ history: ['ഒന്നാം ഖണ്ഡിക##രണ്ടാം ഖണ്ഡിക'] });
    const [row] = await t.database.db.select().from(history);
    expect(row.history).toBe('ഒന്നാം ഖണ്ഡിക##രണ്ടാം ഖണ്ഡിക');
    expect(await auditRows('history', '1')).toHaveLength(1);
  });

  it('refuses a paragraph containing ## or empty, naming the field', async () => {
    const res = await send('PUT', '/api/faq/history', { paragraphs: ['ശരി', 'ഇതിൽ ## ഉണ്ട്'] }, admin);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain('body.paragraphs.1');
    expect((await send('PUT', '/api/faq/history', { paragraphs: ['  '] }, admin)).statusCode).toBe(400);
    expect((await send('PUT', '/api/faq/history', { paragraphs: [] }, admin)).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/faq/history' })).json().history[0]).toBe('ഒന്നാം ഖണ്ഡിക##രണ്ടാം ഖണ്ഡിക');
  });

  it("PUT also takes the spec's History entity { history: [text] }: its first item, split at ##", async () => {
    const res = await send('PUT', '/api/faq/history', { history: ['a##b', 'not used'] }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ history: ['a##b'] });
    expect((await t.app.inject({ url: '/api/faq/history' })).json()).toEqual({ history: ['a##b'] });
    // What GET answers can be sent back as it is.
    const again = await send('PUT', '/api/faq/history', { history: [' ഒന്ന് ## ## രണ്ട് '] }, admin);
    expect(again.json()).toEqual({ history: ['ഒന്ന്##രണ്ട്'] });
    expect(
      (await send('PUT', '/api/faq/history', (await t.app.inject({ url: '/api/faq/history' })).json(), admin))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an empty History, a too long paragraph or both shapes at once, naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ history: [] }, 'body.history'],
      [{ history: [' ## '] }, 'body.history.0'],
      [{ history: [`ok##${'x'.repeat(8001)}`] }, 'body.history.0'],
      [{ history: ['a'], paragraphs: ['b'] }, 'body.paragraphs'],
      [{}, 'body.paragraphs'],
      [{ history: 'a##b' }, 'body.history'],
    ];
    for (const [body, field] of cases) {
      const res = await send('PUT', '/api/faq/history', body, admin);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields), JSON.stringify(body)).toContain(field);
    }
  });

  it('refuses visitors (401) and users (403)', async () => {
    expect((await send('PUT', '/api/faq/history', { paragraphs: ['x'] })).statusCode).toBe(401);
    expect((await send('PUT', '/api/faq/history', { history: ['x'] }, user)).statusCode).toBe(403);
    expect((await send('PUT', '/api/faq/history', { paragraphs: ['x'] }, user)).statusCode).toBe(403);
  });
});

describe('FAQ', () => {
  let item: Faq;

  it('POST adds an item with an uploaded audio file (admin), last in order, with an audit row', async () => {
    const audioUrl = await uploadAv('audio', mp3Cbr(40), 'answer.mp3');
    const first = await send('POST', '/api/faq', { question: 'ആദ്യ ചോദ്യം?', answer: 'ഉത്തരം', order: 5 }, admin);
    expect(first.statusCode).toBe(201);
    const res = await send(
      'POST',
      '/api/faq',
      {
        question: 'കുർബാന എന്താണ്?',
        answer: 'വിശുദ്ധ ബലി.',
        audioUrl,
      },
      admin,
    );
    expect(res.statusCode).toBe(201);
    item = res.json();
    expect(item).toMatchObject({ question: 'കുർബാന എന്താണ്?', answer: 'വിശുദ്ധ ബലി.', audioUrl, order: 6 });
    expect(await auditRows('faq', item._id)).toHaveLength(1);
    const list: Faq[] = (await t.app.inject({ url: '/api/faq' })).json();
    expect(list.map((f) => f.question)).toEqual(['ആദ്യ ചോദ്യം?', 'കുർബാന എന്താണ്?']);
  });

  it('refuses audio not uploaded here, a video as audio, and an empty question, naming the field', async () => {
    const outside = await send(
      'POST',
      '/api/faq',
      { question: 'ചോ', answer: 'ഉ', audioUrl: 'https://example.com/a.mp3' },
      admin,
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields).toHaveProperty('body.audioUrl');
    const video = await uploadAv('video', webmVideo(), 'clip.webm');
    const asVideo = await send('POST', '/api/faq', { question: 'ചോ', answer: 'ഉ', audioUrl: video }, admin);
    expect(asVideo.statusCode).toBe(400);
    expect(asVideo.json().fields).toHaveProperty('body.audioUrl');
    const missing = await send(
      'POST',
      '/api/faq',
      { question: 'ചോ', answer: 'ഉ', audioUrl: '/media/abcdefgh12345678.mp3' },
      admin,
    );
    expect(missing.statusCode).toBe(400);
    const empty = await send('POST', '/api/faq', { question: ' ', answer: 'ഉ' }, admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('body.question');
    expect(await t.database.db.select().from(faq)).toHaveLength(2);
  });

  it('PUT changes only the fields sent; a replaced audio file is removed from disk', async () => {
    const oldFile = path.join(t.config.uploadsDir, path.basename(item.audioUrl!));
    expect(fs.existsSync(oldFile)).toBe(true);
    const newAudio = await uploadAv('audio', mp3Cbr(60), 'new.mp3');
    const res = await send('PUT', '/api/faq', { _id: item._id, answer: 'പുതിയ ഉത്തരം', audioUrl: newAudio }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ question: 'കുർബാന എന്താണ്?', answer: 'പുതിയ ഉത്തരം', audioUrl: newAudio });
    expect(fs.existsSync(oldFile)).toBe(false);
    item = res.json();
    const gone = await send('PUT', '/api/faq', { _id: '00000000-0000-4000-8000-000000000000', answer: 'x' }, admin);
    expect(gone.statusCode).toBe(404);
  });

  it('refuses visitors (401) and users (403) on every write', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      expect((await send(method, '/api/faq', { _id: item._id, question: 'x', answer: 'y' })).statusCode).toBe(401);
      expect((await send(method, '/api/faq', { _id: item._id, question: 'x', answer: 'y' }, user)).statusCode).toBe(
        403,
      );
    }
  });

  it('DELETE answers "FAQ deleted", removes the row and its audio file; a second time is a 404', async () => {
    const file = path.join(t.config.uploadsDir, path.basename(item.audioUrl!));
    const res = await send('DELETE', '/api/faq', { _id: item._id }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'FAQ deleted' });
    expect(fs.existsSync(file)).toBe(false);
    expect((await auditRows('faq', item._id)).map((r) => r.action).sort()).toEqual(['create', 'delete', 'update']);
    const again = await send('DELETE', '/api/faq', { _id: item._id }, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/not found/i);
  });

  it('keeps a photo out of the audio field', async () => {
    const body = multipart(await photo());
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { ...body.headers, cookie: admin },
      payload: body.payload,
    });
    const res = await send('POST', '/api/faq', { question: 'ചോ', answer: 'ഉ', audioUrl: up.json().image }, admin);
    expect(res.statusCode).toBe(400);
  });
});
