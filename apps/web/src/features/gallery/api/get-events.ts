// The page size from constants, not events.ts: that would bring zod into the gallery's chunk.
import { EVENTS_PAGE_SIZE } from '@parish/shared/plain/constants';
import type { EventPage, GalleryEvent } from '@parish/shared/gallery';
import { api } from '../../../lib/api.ts';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';
import { eventKeys, GALLERY_STALE_MS } from './keys.ts';
import { readPaths } from '@parish/shared/plain/page-reads';

/** docs/product.md "Gallery": the events, newest first, a page at a time. */
export function useEvents() {
  return usePagedQuery<GalleryEvent, EventPage>({
    queryKey: eventKeys.pages(),
    fetchPage: (page, signal) => api<EventPage>(readPaths.events(page), { signal }),
    pageSize: EVENTS_PAGE_SIZE,
    staleTime: GALLERY_STALE_MS,
  });
}
