import { useQuery } from '@tanstack/react-query';
import type { GalleryEvent } from '@parish/shared/gallery';
import { api } from '../../../lib/api.ts';
import { eventKeys, GALLERY_STALE_MS } from './keys.ts';
import { readPaths } from '@parish/shared/plain/page-reads';

/** docs/product.md "Gallery event": one event with all its images. */
export function useEvent(id: string) {
  return useQuery({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => api<GalleryEvent>(readPaths.event(id), { signal }),
    staleTime: GALLERY_STALE_MS,
  });
}
