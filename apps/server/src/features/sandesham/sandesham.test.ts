// Messages: the public list newest first, the admin's add and delete, the file's
// kind deciding the badge, and the media file removed after its row.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SandeshamSchema, type Sandesham } from '@parish/shared/sandesham';
import { testApp } from '../../test/test-app.ts';
import { multipart, uploadPhoto } from '../../test/upload.ts';
import { toneWav, webmVideo } from '../../test/av-files.ts';
import { auditLog, sandesham } from '../../db/schema.ts';

const t = testApp({ as: ['admin', 'user'] });
const { admin, user } = t.cookies;

async function uploadAv(kind: 'audio' | 'video', content: Buffer): Promise<string> {
  const body = multipart(content);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/media/${kind}`,
    headers: { ...body.headers, cookie: admin },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().url;
}
const post = (payload: object, cookie: string | null = admin) =>
  t.request('POST', '/api/sandesham', { payload, as: cookie });
const remove = (_id: string, cookie: string | null = admin) =>
  t.request('DELETE', '/api/sandesham', { payload: { _id }, as: cookie });
const onDisk = (url: string) => fs.existsSync(path.join(t.config.uploadsDir, path.basename(url)));
const list = async () => (await t.app.inject({ url: '/api/sandesham' })).json() as Sandesham[];

describe('/api/sandesham', () => {
  it('adds an audio and a video message (the kind follows the file), listed newest first to everyone', async () => {
    const photo = await uploadPhoto(t, 'admin');
    const audio = await uploadAv('audio', toneWav(1, 2));
    const video = await uploadAv('video', webmVideo());
    const first = await post({ name: 'ഫാ. ജോസഫ്', title: 'നോമ്പുകാല സന്ദേശം', ...photo, messageUrl: audio });
    expect(first.statusCode, first.body).toBe(201);
    expect(SandeshamSchema.parse(first.json())).toMatchObject({
      name: 'ഫാ. ജോസഫ്',
      fileType: 'audio',
      messageUrl: audio,
      image: photo.image,
    });
    // A fileType that agrees is fine; the video message has no photo.
    const second = await post({ name: 'ഫാ. തോമസ്', title: 'ക്രിസ്മസ് സന്ദേശം', messageUrl: video, fileType: 'video' });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ fileType: 'video', image: null, preImage: null });

    const listed = await list();
    expect(listed.map((s) => s.title)).toEqual(['ക്രിസ്മസ് സന്ദേശം', 'നോമ്പുകാല സന്ദേശം']);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, first.json()._id));
    expect(audit).toMatchObject({ action: 'create', entity: 'sandesham' });
  });

  it('refuses a bad body with a 400 naming the field, and writes nothing', async () => {
    const audio = await uploadAv('audio', toneWav(2, 1));
    const before = await t.database.db.select().from(sandesham);
    const cases: [object, string][] = [
      [{ title: 'x', messageUrl: audio }, 'body.name'],
      [{ name: 'x', title: '', messageUrl: audio }, 'body.title'],
      [{ name: 'x', title: 'y' }, 'body.messageUrl'],
      [{ name: 'x', title: 'y', messageUrl: 'https://example.com/a.mp3' }, 'body.messageUrl'],
      [{ name: 'x', title: 'y', messageUrl: '/media/abcdefghij0123456789.mp3' }, 'body.messageUrl'],
      [{ name: 'x', title: 'y', messageUrl: audio, fileType: 'video' }, 'body.fileType'],
      [{ name: 'x', title: 'y', messageUrl: audio, image: '/media/nothere0123456789ab.webp' }, 'body.image'],
      [{ name: 'x', title: 'y', messageUrl: audio, extra: 1 }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}).join(), JSON.stringify(payload)).toContain(field);
    }
    expect(await t.database.db.select().from(sandesham)).toEqual(before);
  });

  it('lets only admins add and delete (401 visitor, 403 user)', async () => {
    const audio = await uploadAv('audio', toneWav(3, 1));
    const body = { name: 'x', title: 'y', messageUrl: audio };
    expect((await post(body, null)).statusCode).toBe(401);
    expect((await post(body, user)).statusCode).toBe(403);
    const [one] = await list();
    expect((await remove(one._id, null)).statusCode).toBe(401);
    expect((await remove(one._id, user)).statusCode).toBe(403);
    expect((await list()).length).toBe(2);
  });

  it('deletes a message (the item as body), then its media and photo; a file another message plays stays', async () => {
    const photo = await uploadPhoto(t, 'admin');
    const shared = await uploadAv('audio', toneWav(4, 2));
    const a = (await post({ name: 'എ', title: 'ഒന്ന്', ...photo, messageUrl: shared })).json();
    const b = (await post({ name: 'ബി', title: 'രണ്ട്', messageUrl: shared })).json();
    const gone = await remove(a._id);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({ message: 'Sandesham deleted' });
    expect(onDisk(shared)).toBe(true);
    expect(onDisk(photo.image)).toBe(false);
    expect((await remove(b._id)).statusCode).toBe(200);
    expect(onDisk(shared)).toBe(false);
    expect((await list()).some((s) => s._id === b._id)).toBe(false);

    const again = await remove(b._id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Sandesham not found');
    expect((await remove('not-an-id')).statusCode).toBe(400);
  });
});
