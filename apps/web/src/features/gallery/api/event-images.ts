import type { EventImage, NewEventImage } from '@parish/shared/gallery';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { at } from '@parish/shared/plain/routes/path';
import { events } from '@parish/shared/plain/routes/events';

/**
 * Adds stored photos to an event (called by the upload queue for each photo as it is stored, so a
 * closed page loses nothing already sent). The screen refreshes the event's queries when the queue
 * is done rather than after each of 300 photos.
 */
export function addEventImages(eventId: string, images: NewEventImage[]): Promise<{ images: EventImage[] }> {
  return api<{ images: EventImage[] }>(at(events.addImages, { id: eventId }), { body: { images } });
}

export function useDeleteEventImage(eventId: string) {
  return useInvalidatingMutation({
    mutationFn: (imageId: string) =>
      api<{ message: string }>(at(events.removeImage, { id: eventId }), { body: { _id: imageId } }),
    invalidates: [eventKeys.all],
  });
}

/** The gallery's keys: the add-to-gallery screen refreshes them all once its upload queue is done. */
export const eventKeys = { all: allOf(events.addImages) };
