import { useQuery } from '@tanstack/react-query';
import type { GalleryEvent } from '@parish/shared/events';
import { api } from '../../../lib/api.ts';
import { eventKeys, GALLERY_STALE_MS } from './keys.ts';

/** Spec §2 /gallery/{id}: one event with all its images. */
export function useEvent(id: string) {
  return useQuery({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => api<GalleryEvent>(`/events/${encodeURIComponent(id)}`, { signal }),
    staleTime: GALLERY_STALE_MS,
  });
}
