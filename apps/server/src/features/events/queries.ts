import { asc, desc, inArray, isNotNull, and } from 'drizzle-orm';
import type { GalleryEvent } from '@parish/shared/schemas';
import type { Db } from '../../db/client.ts';
import { galleryEvents, galleryImages } from '../../db/schema.ts';

/** Spec §2 home: the newest gallery events, each with its first image (the carousel preview). */
export async function latestEventsWithFirstImage(db: Db, limit: number): Promise<GalleryEvent[]> {
  const events = await db
    .select({ _id: galleryEvents.id, event: galleryEvents.event })
    .from(galleryEvents)
    .orderBy(desc(galleryEvents.createdAt), desc(galleryEvents.id))
    .limit(limit);
  if (events.length === 0) return [];
  const firstImages = await db
    .selectDistinctOn([galleryImages.eventId], {
      eventId: galleryImages.eventId, _id: galleryImages.id, image: galleryImages.image, preImage: galleryImages.preImage,
    })
    .from(galleryImages)
    .where(and(inArray(galleryImages.eventId, events.map((e) => e._id)), isNotNull(galleryImages.image)))
    .orderBy(asc(galleryImages.eventId), asc(galleryImages.position), asc(galleryImages.id));
  const byEvent = new Map(firstImages.map(({ eventId, ...image }) => [eventId, image]));
  return events.map((e) => {
    const image = byEvent.get(e._id);
    return { ...e, images: image ? [image] : [] };
  });
}
