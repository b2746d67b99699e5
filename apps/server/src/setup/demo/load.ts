// Writes the generated demo parish into the database, with its pictures and sounds as uploads.
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { storeFile, type StoredImage } from '../../media/images.ts';
import { storeDrawings } from './drawings.ts';
import type { FileStore } from '../../media/storage.ts';
import { DEMO_AD_VIDEOS, demoBannerAds, demoVideoAds } from './ads.ts';
import { bannerSvg, churchSvg, eventSvg, houseSvg, portraitSvg } from './art.ts';
import { toneWav } from './audio.ts';
import { loadSandesham } from './sandesham.ts';
import { generateParish, HOUSE_PHOTO_COUNT } from './generate.ts';
import { loadCatechismDemo } from './catechism.ts';
import { DEMO_NOTICE } from './privacy-notice.ts';
import { hasChillu, toLegacyChillus } from '@parish/shared/plain/malayalam';
import { houseSearchKey } from '../../domain/search-keys.ts';
import { putSettings } from '../../domain/settings.ts';
import { memberValues } from '../../domain/members.ts';

const ASSETS = path.resolve(import.meta.dirname, 'assets');
const PORTRAITS = 12;
const EVENT_PHOTO_COUNT = 40;

/** Every fifth name that has a chillu is stored in the old ZWJ encoding, as older keyboards typed it. */
const asTyped = (text: string, index: number) => (hasChillu(text) && index % 5 === 0 ? toLegacyChillus(text) : text);

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export interface LoadOptions {
  members?: number;
  seed?: number;
  today?: Date;
  log?: (line: string) => void;
}

export async function loadDemo(db: Db, store: FileStore, opts: LoadOptions = {}) {
  const log = opts.log ?? (() => {});
  const started = Date.now();
  const parish = generateParish(opts);

  // ~100 event photos cycle through 40 drawings (an event holds at most 20, so none repeats within one).
  const eventImageCount = Math.min(
    EVENT_PHOTO_COUNT,
    parish.events.reduce((s, e) => s + e.images, 0),
  );
  const [housePhotos, portraits, eventPhotos, banners, [church]] = await Promise.all([
    storeDrawings(
      Array.from({ length: HOUSE_PHOTO_COUNT }, (_, i) => houseSvg(i)),
      store,
    ),
    storeDrawings(
      Array.from({ length: PORTRAITS }, (_, i) => portraitSvg(i)),
      store,
    ),
    storeDrawings(
      Array.from({ length: eventImageCount }, (_, i) => eventSvg(i)),
      store,
    ),
    storeDrawings(
      parish.bannerAds.map((b, i) => bannerSvg(i, b.title)),
      store,
    ),
    storeDrawings([churchSvg()], store),
  ]);
  const photo = (list: StoredImage[], i: number | null) =>
    i === null ? { image: null, preImage: null } : list[i % list.length];
  log(`demo: pictures rendered in ${Date.now() - started} ms`);

  // The trigram indexes take the load's 4,500 names faster as a batch: a pending list, merged by
  // the VACUUM below, then they are back to inserting each row directly (docs/decisions.md
  // "Search by every word, a page at a time": PGlite runs no autovacuum).
  const found = await db.execute(
    sql`select indexname as name from pg_indexes where schemaname = current_schema() and indexdef like '%gin_trgm_ops%'`,
  );
  const trigramIndexes = (found as unknown as { rows: { name: string }[] }).rows.map((r) => sql.identifier(r.name));
  const fastUpdate = async (on: boolean) => {
    for (const index of trigramIndexes)
      await db.execute(sql`alter index ${index} set (fastupdate = ${sql.raw(on ? 'on' : 'off')})`);
  };
  await fastUpdate(true);
  await db.transaction(async (tx) => {
    // Houses, then their members, in batches that stay under PostgreSQL's parameter limit.
    await insertInBatches(parish.houses, 500, async (batch) => {
      const ids = await tx
        .insert(t.houses)
        .values(
          batch.map((h, i) => ({
            house: asTyped(h.house, i),
            houseKey: houseSearchKey(h.house),
            ward: h.ward,
            ...photo(housePhotos, h.photo),
          })),
        )
        .returning({ id: t.houses.id });
      const memberRows = batch.flatMap((h, i) =>
        h.members.map((m, j) => ({
          houseId: ids[i].id,
          ...memberValues(m),
          name: asTyped(m.name, i + j),
        })),
      );
      await insertInBatches(memberRows, 2000, (rows) => tx.insert(t.members).values(rows));
    });

    await tx
      .insert(t.boardMembers)
      .values(parish.board.map(({ photo: p, ...b }) => ({ ...b, ...photo(portraits, p) })));
    await tx.insert(t.students).values(parish.students);
    await tx.insert(t.contacts).values(parish.contacts);
    await tx.insert(t.news).values(
      parish.news.map((n) => ({
        title: n.title,
        news: n.news,
        ...photo(eventPhotos, n.photo),
        createdAt: new Date(Date.now() - n.daysAgo * 86_400_000),
      })),
    );

    let imageIndex = 0;
    for (const [i, e] of parish.events.entries()) {
      const [event] = await tx
        .insert(t.galleryEvents)
        .values({ event: e.event, createdAt: new Date(Date.now() - (parish.events.length - i) * 86_400_000 * 20) })
        .returning({ id: t.galleryEvents.id });
      await tx.insert(t.galleryImages).values(
        Array.from({ length: e.images }, (_, position) => ({
          eventId: event.id,
          position,
          ...eventPhotos[imageIndex++ % eventPhotos.length],
        })),
      );
    }

    await tx.insert(t.history).values({ id: 1, history: parish.history });
    await tx.insert(t.privacyNotices).values({ version: 1, ...DEMO_NOTICE, publishedBy: 'admin' });
    await putSettings(tx, {
      churchImage: church.image,
      churchPreImage: church.preImage,
      ...parish.serviceTimes,
      // The demo parish shows today's open directory (docs/product.md "Directory privacy").
      directoryDefault: 'open',
    });
    await tx.insert(t.departed).values(parish.departed.map(({ photo: p, ...d }) => ({ ...d, ...photo(portraits, p) })));

    const faqAudio = await Promise.all(parish.faq.map((_, i) => storeFile(toneWav(i), 'wav', store)));
    await tx.insert(t.faq).values(parish.faq.map((f, i) => ({ ...f, audioUrl: faqAudio[i], position: i })));

    const adVideos = await Promise.all(
      parish.videoAds.map(async (_, i) =>
        storeFile(await fs.readFile(path.join(ASSETS, DEMO_AD_VIDEOS[i].file)), 'webm', store),
      ),
    );
    await loadSandesham(tx, parish.sandesham, portraits.slice(0, PORTRAITS), store);
    await tx.insert(t.bannerAds).values(
      demoBannerAds(
        parish.bannerAds,
        banners.map((b) => b.image),
      ),
    );
    await tx.insert(t.videoAds).values(demoVideoAds(parish.videoAds, adVideos));
  });
  await loadCatechismDemo(db, store);
  // PGlite runs no autovacuum: VACUUM moves the rows just written out of the GIN indexes' pending
  // lists (which every search would otherwise scan), and ANALYZE gives the planner statistics.
  await db.execute(sql`vacuum analyze`);
  await fastUpdate(false);
  const memberCount = parish.houses.reduce((s, h) => s + h.members.length, 0);
  log(`demo: ${parish.houses.length} houses, ${memberCount} members loaded in ${Date.now() - started} ms`);
}
