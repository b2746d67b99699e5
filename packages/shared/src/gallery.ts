// Gallery events (docs/product.md "Gallery event record" and "Gallery API"): the shapes both sides read and the bodies
// the admin's screens send and the server validates.
import { z } from 'zod';
import { IdSchema, textSchema } from './common.ts';

export const EventImageSchema = z.object({
  _id: IdSchema,
  image: z.string().nullable(),
  preImage: z.string().nullable(),
});
export type EventImage = z.infer<typeof EventImageSchema>;
export const GalleryEventSchema = z.object({ _id: IdSchema, event: z.string(), images: z.array(EventImageSchema) });
export type GalleryEvent = z.infer<typeof GalleryEventSchema>;

/** GET /api/events?page=N: events newest first, each with its first image, a page at a time. */
export const EventPageSchema = z.object({ items: z.array(GalleryEventSchema), total: z.number().int() });
export type EventPage = z.infer<typeof EventPageSchema>;
export { EVENTS_PAGE_SIZE } from './plain/constants.ts';

export const EVENT_NAME_MAX = 160;
const eventName = () => textSchema().trim().min(1, 'Event name is required').max(EVENT_NAME_MAX);

/** A photo POST /api/media stored, as it is added to an event. */
export const NewEventImageSchema = z.strictObject({
  image: z.string().max(300),
  preImage: z.string().max(4000).nullable().default(null),
});
export type NewEventImage = z.input<typeof NewEventImageSchema>;

/** Photos added to an event in one call (the upload screen adds each as it is stored). */
export const MAX_IMAGES_PER_CALL = 50;

/** POST /api/events: an event with its name and, optionally, photos already stored. */
export const EventInputSchema = z.strictObject({
  event: eventName(),
  images: z.array(NewEventImageSchema).max(MAX_IMAGES_PER_CALL).default([]),
});
export type EventInput = z.input<typeof EventInputSchema>;

/** PUT /api/events: rename. */
export const EventUpdateSchema = z.strictObject({ _id: IdSchema, event: eventName() });
export type EventUpdate = z.input<typeof EventUpdateSchema>;

/** DELETE /api/events (docs/product.md "Gallery API": the id in the body). */
export const EventDeleteSchema = z.strictObject({ _id: IdSchema });

/** POST /api/events/{id}/images. */
export const AddEventImagesSchema = z.strictObject({
  images: z.array(NewEventImageSchema).min(1).max(MAX_IMAGES_PER_CALL),
});
export type AddEventImages = z.input<typeof AddEventImagesSchema>;

/** DELETE /api/events/{id}/images: one photo by its row id. */
export const EventImageDeleteSchema = z.strictObject({ _id: IdSchema });
export { GALLERY_UPLOAD_CONCURRENCY } from './plain/constants.ts';
