import type { EventImage, NewEventImage } from '@parish/shared/gallery';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { eventKeys } from './keys.ts';

/**
 * Adds stored photos to an event (called by the upload queue for each photo as it is stored, so a
 * closed page loses nothing already sent). The screen refreshes the event's queries when the queue
 * is done rather than after each of 300 photos.
 */
export function addEventImages(eventId: string, images: NewEventImage[]): Promise<{ images: EventImage[] }> {
  return api<{ images: EventImage[] }>(`/events/${encodeURIComponent(eventId)}/images`, {
    method: 'POST',
    body: { images },
  });
}

export function useDeleteEventImage(eventId: string) {
  return useInvalidatingMutation({
    mutationFn: (imageId: string) =>
      api<{ message: string }>(`/events/${encodeURIComponent(eventId)}/images`, {
        method: 'DELETE',
        body: { _id: imageId },
      }),
    invalidates: [eventKeys.all],
  });
}
