// The latest five events: the home gallery card's carousel. A plain call, not a query: the
// home page stays free of the query library, and gallery data is not cached anyway (docs/product.md "API").
import type { GalleryEvent } from '@parish/shared/gallery';
import { api } from '../../../lib/api.ts';
import { events } from '@parish/shared/plain/routes/events';

export function getLatestEvents(signal?: AbortSignal): Promise<GalleryEvent[]> {
  return api<GalleryEvent[]>(events.latest, { signal });
}
