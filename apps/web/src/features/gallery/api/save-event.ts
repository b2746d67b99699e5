import type { EventInput, EventUpdate, GalleryEvent } from '@parish/shared/gallery';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { eventKeys } from './keys.ts';

export function useCreateEvent() {
  return useInvalidatingMutation({
    mutationFn: (input: EventInput) => api<GalleryEvent>('/events', { method: 'POST', body: input }),
    invalidates: [eventKeys.all],
  });
}

export function useRenameEvent() {
  return useInvalidatingMutation({
    mutationFn: (input: EventUpdate) => api<GalleryEvent>('/events', { method: 'PUT', body: input }),
    invalidates: [eventKeys.all],
  });
}
