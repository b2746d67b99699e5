// The page size from constants, not events.ts: that would bring zod into the gallery's chunk.
import { EVENTS_PAGE_SIZE } from '@parish/shared/plain/constants';
import type { EventPage, GalleryEvent } from '@parish/shared/gallery';
import { api } from '../../../lib/api.ts';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';

import { readPaths } from '@parish/shared/plain/page-reads';
import { keyOf } from '../../../lib/query-keys.ts';
import { events } from '@parish/shared/plain/routes/events';

/** docs/product.md "Business constants": the gallery's queries are fresh for 0 s. */
export const GALLERY_STALE_MS = 0;

/** docs/product.md "Gallery": the events, newest first, a page at a time. */
export function useEvents() {
  return usePagedQuery<GalleryEvent, EventPage>({
    queryKey: keyOf(events.list),
    fetchPage: (page, signal) => api<EventPage>(readPaths.events(page), { signal }),
    pageSize: EVENTS_PAGE_SIZE,
    staleTime: GALLERY_STALE_MS,
  });
}
