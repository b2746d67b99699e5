// docs/product.md "Gallery": the events in masonry (columns by width, 6 px gap), each card the event's first
// photo with its name over it, linking to /gallery/{id}; pages load as the list is scrolled; admins
// delete an event from its card ('Confirm Delete?', 'Event deleted', "Couldn't delete, try again").
import { useCallback } from 'react';
import { Link } from 'react-router';
import type { GalleryEvent } from '@parish/shared/gallery';
import { useDeleteFlow } from '../../components/delete-flow.tsx';
import { Loader } from '../../components/loader.tsx';
import { Masonry } from '../../components/masonry.tsx';
import { smallImageUrl } from '@parish/shared/plain/image-paths';
import { usePagePreview, usePreloadImage } from '../../lib/page-head.ts';
import { useT } from '../../i18n/language.tsx';
import { useUserInfo } from '../../lib/auth-store.ts';
import { placeholderRatio } from '../../lib/image-ratio.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PageEnd } from '../../components/page-end.tsx';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useDeleteEvent } from './api/delete-event.ts';
import { useEvents } from './api/get-events.ts';
import { EVENT_COLUMNS, PhotoTile, TrashIcon } from './components.tsx';
import { galleryMessages } from './messages.ts';
import './gallery.css';
import { PageTitle } from '../../components/page-title.tsx';

export function GalleryScreen() {
  const t = useT(galleryMessages);
  const g = t.gallery;
  useDocumentTitle(g.title);
  const isAdmin = Boolean(useUserInfo()?.isAdmin);
  const events = useEvents();
  const firstPhoto = events.items[0]?.images[0]?.image;
  usePreloadImage(firstPhoto ? smallImageUrl(firstPhoto) : null);
  // A shared link to the gallery shows its newest event (docs/decisions.md "A picture for every shared link").
  usePagePreview(firstPhoto ? { image: firstPhoto, imageAlt: events.items[0]?.event } : null);
  useLoadError(events.error);
  const deleteEvent = useDeleteEvent();
  const deletion = useDeleteFlow<GalleryEvent>({
    remove: (e) => deleteEvent.mutateAsync(e._id),
    question: t.common.confirmDelete,
    what: (e, g) => g.album(e.event, e.images.length),
    successText: g.deleted,
    failureText: () => t.common.deleteFailed,
  });
  const ratioOf = useCallback((e: GalleryEvent) => placeholderRatio(e.images[0]?.preImage), []);
  const keyOf = useCallback((e: GalleryEvent) => e._id, []);

  return (
    <section className="gallery-page">
      <PageTitle title={g.title} action={isAdmin && { to: '/admin/add-to-gallery', label: g.addEvent }} />
      {events.isPending ? (
        <Loader />
      ) : events.items.length === 0 ? (
        <p className="muted">{g.empty}</p>
      ) : (
        <Masonry
          items={events.items}
          breakpoints={EVENT_COLUMNS}
          ratioOf={ratioOf}
          keyOf={keyOf}
          label={g.events}
          className="event-masonry"
          render={(e, index) => {
            const first = e.images[0];
            return (
              <div className="event-card" data-testid="event-card">
                <Link to={`/gallery/${e._id}`} className="event-link">
                  {/* The first row is likely the largest paint: fetch it at once, the rest when near. */}
                  <PhotoTile image={first?.image ?? null} preImage={first?.preImage ?? null} alt="" eager={index < 6} />
                  <span className="event-name">{e.event}</span>
                </Link>
                {isAdmin && (
                  <button
                    type="button"
                    className="icon-button event-delete"
                    onClick={() => deletion.ask(e)}
                    aria-label={g.deleteEvent(e.event)}
                  >
                    <TrashIcon />
                  </button>
                )}
              </div>
            );
          }}
        />
      )}
      <PageEnd pages={events} />
      {deletion.dialog}
    </section>
  );
}
