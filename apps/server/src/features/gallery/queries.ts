import { and, asc, count, desc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { EventImage, GalleryEvent, NewEventImage } from '@parish/shared/gallery';
import type { Db } from '../../db/client.ts';
import { galleryEvents, galleryImages } from '../../db/schema.ts';
import { pageOf } from '../../db/table-queries.ts';

const eventColumns = { _id: galleryEvents.id, event: galleryEvents.event };
const imageColumns = { _id: galleryImages.id, image: galleryImages.image, preImage: galleryImages.preImage };

/** Each event with its first image that has a value (the card's and the carousel's picture). */
async function withFirstImages(db: Db, events: { _id: string; event: string }[]): Promise<GalleryEvent[]> {
  if (events.length === 0) return [];
  const firstImages = await db
    .selectDistinctOn([galleryImages.eventId], { eventId: galleryImages.eventId, ...imageColumns })
    .from(galleryImages)
    .where(
      and(
        inArray(
          galleryImages.eventId,
          events.map((e) => e._id),
        ),
        isNotNull(galleryImages.image),
      ),
    )
    .orderBy(asc(galleryImages.eventId), asc(galleryImages.position), asc(galleryImages.id));
  const byEvent = new Map(firstImages.map(({ eventId, ...image }) => [eventId, image]));
  return events.map((e) => {
    const image = byEvent.get(e._id);
    return { ...e, images: image ? [image] : [] };
  });
}

const newestFirst = [desc(galleryEvents.createdAt), desc(galleryEvents.id)];

/** docs/product.md "Home": the newest gallery events, each with its first image (the carousel preview). */
export async function latestEventsWithFirstImage(db: Db, limit: number): Promise<GalleryEvent[]> {
  const events = await db
    .select(eventColumns)
    .from(galleryEvents)
    .orderBy(...newestFirst)
    .limit(limit);
  return withFirstImages(db, events);
}

/** docs/product.md "Gallery": a page of events, newest first, each with its first image. */
export async function eventsPage(
  db: Db,
  limit: number,
  offset: number,
): Promise<{ items: GalleryEvent[]; total: number }> {
  const [events, total] = await pageOf<{ _id: string; event: string }>(
    db,
    galleryEvents,
    eventColumns,
    newestFirst,
    limit,
    offset,
  );
  return { items: await withFirstImages(db, events), total };
}

/** docs/product.md "Gallery event": the event with all its images in order. */
export async function findEvent(db: Db, id: string): Promise<GalleryEvent | undefined> {
  const [event] = await db.select(eventColumns).from(galleryEvents).where(eq(galleryEvents.id, id));
  if (!event) return undefined;
  const images = await db
    .select(imageColumns)
    .from(galleryImages)
    .where(eq(galleryImages.eventId, id))
    .orderBy(asc(galleryImages.position), asc(galleryImages.id));
  return { ...event, images };
}

export async function insertEvent(db: Db, name: string): Promise<{ _id: string; event: string }> {
  const [row] = await db.insert(galleryEvents).values({ event: name }).returning(eventColumns);
  return row;
}

export async function renameEvent(
  db: Db,
  id: string,
  name: string,
): Promise<{ _id: string; event: string } | undefined> {
  const [row] = await db
    .update(galleryEvents)
    .set({ event: name })
    .where(eq(galleryEvents.id, id))
    .returning(eventColumns);
  return row;
}

/** Deletes the event (its image rows go with it) and returns what it held. */
export async function deleteEvent(db: Db, id: string): Promise<GalleryEvent | undefined> {
  const found = await findEvent(db, id);
  if (!found) return undefined;
  await db.delete(galleryEvents).where(eq(galleryEvents.id, id));
  return found;
}

/**
 * Appends photos to an event (locked, so two uploads in parallel get distinct positions). A photo
 * the event shows already (the same file: uploads are named by content) is not added twice, so a
 * phone that sends a whole selection again after a failure resumes without duplicates. Returns the
 * rows of every photo given, new or already there.
 */
export async function appendImages(
  db: Db,
  eventId: string,
  images: NewEventImage[],
): Promise<{ added: EventImage[]; existing: EventImage[] } | undefined> {
  const locked = await db.execute(sql`select id from gallery_events where id = ${eventId} for update`);
  if ((locked as unknown as { rows: unknown[] }).rows.length === 0) return undefined;
  const paths = [...new Set(images.map((i) => i.image))];
  const existing = await db
    .select(imageColumns)
    .from(galleryImages)
    .where(and(eq(galleryImages.eventId, eventId), inArray(galleryImages.image, paths)));
  const known = new Set(existing.map((e) => e.image));
  const fresh = images.filter((i) => {
    if (known.has(i.image)) return false;
    known.add(i.image);
    return true;
  });
  if (fresh.length === 0) return { added: [], existing };
  const [{ last }] = await db
    .select({ last: max(galleryImages.position) })
    .from(galleryImages)
    .where(eq(galleryImages.eventId, eventId));
  const start = (last ?? -1) + 1;
  const added = await db
    .insert(galleryImages)
    .values(fresh.map((i, n) => ({ eventId, image: i.image, preImage: i.preImage ?? null, position: start + n })))
    .returning(imageColumns);
  return { added, existing };
}

/** Deletes one photo of an event and returns it. */
export async function deleteImage(db: Db, eventId: string, imageId: string): Promise<EventImage | undefined> {
  const [row] = await db
    .delete(galleryImages)
    .where(and(eq(galleryImages.eventId, eventId), eq(galleryImages.id, imageId)))
    .returning(imageColumns);
  return row;
}
