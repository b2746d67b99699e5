import { useQuery } from '@tanstack/react-query';
import type { GalleryEvent } from '@parish/shared/gallery';
import { api } from '../../../lib/api.ts';
import { GALLERY_STALE_MS } from './get-events.ts';
import { readPaths } from '@parish/shared/plain/page-reads';
import { keyOf } from '../../../lib/query-keys.ts';
import { events } from '@parish/shared/plain/routes/events';

/** docs/product.md "Gallery event": one event with all its images. */
export function useEvent(id: string) {
  return useQuery({
    queryKey: keyOf(events.detail, { id }),
    queryFn: ({ signal }) => api<GalleryEvent>(readPaths.event(id), { signal }),
    staleTime: GALLERY_STALE_MS,
  });
}
