import type { EventInput, EventUpdate, GalleryEvent } from '@parish/shared/gallery';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { events } from '@parish/shared/plain/routes/events';

export function useCreateEvent() {
  return useInvalidatingMutation({
    mutationFn: (input: EventInput) => api<GalleryEvent>(events.create, { body: input }),
    invalidates: [allOf(events.create)],
  });
}

export function useRenameEvent() {
  return useInvalidatingMutation({
    mutationFn: (input: EventUpdate) => api<GalleryEvent>(events.rename, { body: input }),
    invalidates: [allOf(events.create)],
  });
}
