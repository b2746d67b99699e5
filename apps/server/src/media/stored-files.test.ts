// Files shared by rows (docs/decisions.md "A stored file goes when no row points at it any more"):
// a
// file goes only when no row of any table points at it; and the sweep of uploads nobody took up
// (docs/decisions.md "Unused uploads: a day's grace, and 60 an hour per user").
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { BOARD_TITLE } from '@parish/shared/plain/constants';
import type { House } from '@parish/shared/houses';
import * as schema from '../db/schema.ts';
import { buildApp } from '../app.ts';
import { testApp } from '../test/test-app.ts';
import { make, member } from '../test/factories.ts';
import { uploadPhoto } from '../test/upload.ts';
import { SettingsSchema } from '@parish/shared/settings';
import { FILE_COLUMNS, FILE_SETTINGS, releaseStoredFiles, sweepUnusedUploads } from './stored-files.ts';

const t = testApp({ as: ['user', 'admin'] });
const { user, admin } = t.cookies;

const full = (image: string) => path.join(t.config.uploadsDir, path.basename(image));
const small = (image: string) => full(image).replace(/\.webp$/, '-480.webp');
/** Both renditions of a stored photo are on disk (true), or neither is (false). */
function onDisk(image: string): boolean {
  const [a, b] = [fs.existsSync(full(image)), fs.existsSync(small(image))];
  expect(a, `both renditions of ${image} together`).toBe(b);
  return a;
}

async function createHouse(name: string, photo: { image: string; preImage: string }): Promise<House> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/houses',
    headers: { cookie: user },
    payload: { house: name, ward: 4, ...photo, members: [member({ HOH: true })] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function createBoardMember(name: string, photo: { image: string; preImage: string }): Promise<{ _id: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/board',
    headers: { cookie: admin },
    payload: { name, title: BOARD_TITLE.wardCommittee, ward: 4, ...photo },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('a photo several rows show', () => {
  it('stays while any family shows it, and goes with the last one', async () => {
    const photo = await uploadPhoto(t);
    const [a, b] = [await createHouse('ഒന്നാം വീട്', photo), await createHouse('രണ്ടാം വീട്', photo)];

    // Family A removes its photo: family B still shows it.
    const removed = await t.app.inject({
      method: 'PUT',
      url: '/api/houses',
      headers: { cookie: user },
      payload: { _id: a._id, image: null },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ image: null, preImage: null, house: 'ഒന്നാം വീട്' });
    expect(onDisk(photo.image)).toBe(true);
    expect((await t.app.inject({ url: photo.image })).statusCode).toBe(200);

    // Family B is deleted: nobody shows the photo any more, both renditions go.
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/houses/${b._id}`, headers: { cookie: admin } });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(onDisk(photo.image)).toBe(false);
  });

  it('stays when one of two families is deleted, and when a family moves to another photo', async () => {
    const [shared, other] = [await uploadPhoto(t), await uploadPhoto(t)];
    const [a, b] = [await createHouse('മൂന്നാം വീട്', shared), await createHouse('നാലാം വീട്', shared)];
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/houses/${a._id}`, headers: { cookie: admin } })).statusCode,
    ).toBe(200);
    expect(onDisk(shared.image)).toBe(true);
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/houses',
      headers: { cookie: user },
      payload: { _id: b._id, ...other },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(onDisk(shared.image)).toBe(false);
    expect(onDisk(other.image)).toBe(true);
  });

  it('on the board too, across tables: a board photo a family also shows stays until both are gone', async () => {
    const photo = await uploadPhoto(t, 'admin');
    const [first, second] = [await createBoardMember('മാത്യു', photo), await createBoardMember('ജോൺ', photo)];
    const house = await createHouse('അഞ്ചാം വീട്', photo);

    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/board',
      headers: { cookie: admin },
      payload: { _id: first._id },
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(onDisk(photo.image)).toBe(true);
    const cleared = await t.app.inject({
      method: 'PUT',
      url: '/api/board',
      headers: { cookie: admin },
      payload: { _id: second._id, image: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ name: 'ജോൺ', image: null, preImage: null });
    expect(onDisk(photo.image)).toBe(true);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/houses/${house._id}`, headers: { cookie: admin } }))
        .statusCode,
    ).toBe(200);
    expect(onDisk(photo.image)).toBe(false);
  });

  it('counts every column that holds a /media/ path, audio and video too', async () => {
    const wav = '/media/faqfaqfaqfaqfaqfaqfa.wav';
    fs.writeFileSync(full(wav), 'RIFF');
    await make.faq(t.database.db, { question: 'q', answer: 'a', audioUrl: wav });
    expect(await releaseStoredFiles(t.database.db, t.app.store, [wav])).toEqual([]);
    expect(fs.existsSync(full(wav))).toBe(true);
  });
});

describe('the list of file columns', () => {
  it('holds every column of schema.ts that may point at a stored file (a new table joins it)', () => {
    const listed = new Set(FILE_COLUMNS.map((c) => `${getTableName(c.table)}.${c.name}`));
    const fileLike = /image|audio|video|url|link|file|photo|media/i;
    const found: string[] = [];
    for (const table of Object.values(schema)) {
      if (!is(table, PgTable)) continue;
      for (const column of Object.values(getTableColumns(table))) {
        // pre_image is the blurred data-URI placeholder, never a file; file_type names a kind; an
        // ad's link is where a tap goes (its file is in image/video); photo_to is who may see a
        // family's photo (docs/product.md "Directory privacy").
        if (!fileLike.test(column.name) || ['pre_image', 'file_type', 'link', 'photo_to'].includes(column.name))
          continue;
        found.push(`${getTableName(table)}.${column.name}`);
      }
    }
    expect(found.sort()).toEqual([...listed].sort());
  });

  it('holds every setting that may point at a stored file (the church photo)', () => {
    // churchPreImage is the blurred data-URI placeholder, never a file.
    const fileLike = Object.keys(SettingsSchema.shape).filter(
      (key) => /image|audio|video|url|file|photo|media/i.test(key) && !/preImage/i.test(key),
    );
    expect(fileLike.sort()).toEqual([...FILE_SETTINGS].sort());
  });
});

describe('the sweep of unused uploads', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const age = (image: string, ms: number) => {
    const when = new Date(Date.now() - ms);
    for (const file of [full(image), small(image)]) fs.utimesSync(file, when, when);
  };

  it('removes an unused upload older than the grace period; keeps used and fresh ones', async () => {
    const [orphan, used, fresh] = [await uploadPhoto(t), await uploadPhoto(t), await uploadPhoto(t)];
    await createHouse('ആറാം വീട്', used);
    age(orphan.image, DAY_MS + 60_000);
    age(used.image, 10 * DAY_MS);
    age(fresh.image, DAY_MS - 60 * 60_000);

    const removed = await sweepUnusedUploads(t.database.db, t.app.store, t.config.UPLOAD_GRACE_HOURS * 60 * 60_000);
    expect(removed.sort()).toEqual([path.basename(orphan.image), path.basename(small(orphan.image))].sort());
    expect(onDisk(orphan.image)).toBe(false);
    expect(onDisk(used.image)).toBe(true);
    expect(onDisk(fresh.image)).toBe(true);
  });

  it('runs when the app starts, with the grace period of UPLOAD_GRACE_HOURS', async () => {
    const config = { ...t.config, UPLOAD_GRACE_HOURS: 1 };
    const leftOver = path.join(config.uploadsDir, 'leftoverleftoverleft.webp');
    fs.writeFileSync(leftOver, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    fs.utimesSync(leftOver, twoHoursAgo, twoHoursAgo);
    // A restarted app (the same data folder and database) sweeps at start, unless another
    // process has swept this hour already (the sweep is the job of the hour): forget that one.
    await t.database.db.delete(schema.jobs);
    const restarted = await buildApp({
      config,
      db: t.database.db,
      dbEngine: t.database.engine,
      listen: t.database.listen,
    });
    await restarted.ready();
    await restarted.close(); // waits for the sweep that started with it
    expect(fs.existsSync(leftOver)).toBe(false);
  });
});
