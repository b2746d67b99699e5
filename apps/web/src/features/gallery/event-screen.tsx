// docs/product.md "Gallery event": the event's name and every photo that has an image, in masonry (2 from
// 300 px … 8 from 1080); tapping a photo opens the shared full-screen preview at it (swipe,
// previous/next, back closes it, scroll locked). An unknown id goes to /not-found.
import { NotFoundRedirect } from '../../components/redirect.tsx';
import { useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { EventImage } from '@parish/shared/gallery';
import { ImagePreview, type PreviewImage } from '../../components/image-preview.tsx';
import { Loader } from '../../components/loader.tsx';
import { ShareLinks } from '../../components/share-links.tsx';
import { usePagePreview, usePreloadImage } from '../../lib/page-head.ts';
import { smallImageUrl } from '@parish/shared/plain/image-paths';
import { Masonry } from '../../components/masonry.tsx';
import { useT } from '../../i18n/language.tsx';
import { ApiClientError } from '../../lib/api.ts';
import { useUserInfo } from '../../lib/auth-store.ts';
import { placeholderRatio } from '../../lib/image-ratio.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useEvent } from './api/get-event.ts';
import { PHOTO_COLUMNS, PhotoTile } from './components.tsx';
import { galleryMessages } from './messages.ts';
import './gallery.css';
import { PageTitle } from '../../components/page-title.tsx';

type Shown = EventImage & { image: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function GalleryEventScreen() {
  const id = useParams().id ?? '';
  if (!UUID.test(id)) return <NotFoundRedirect />;
  return <GalleryEvent key={id} id={id} />;
}

function GalleryEvent({ id }: { id: string }) {
  const t = useT(galleryMessages);
  const g = t.gallery;
  const isAdmin = Boolean(useUserInfo()?.isAdmin);
  const event = useEvent(id);
  const missing = event.error instanceof ApiClientError && event.error.status === 404;
  useLoadError(missing ? null : event.error);
  useDocumentTitle(event.data?.event ?? g.title);
  const [open, setOpen] = useState<number | null>(null);
  const photos = useMemo(() => (event.data?.images ?? []).filter((i): i is Shown => Boolean(i.image)), [event.data]);
  const preview: PreviewImage[] = useMemo(
    () => photos.map((p) => ({ image: p.image, preImage: p.preImage, caption: event.data?.event ?? '' })),
    [photos, event.data?.event],
  );
  const cover = photos[0]?.image;
  usePagePreview(event.data && { title: event.data.event, description: g.photoCount(photos.length), image: cover });
  usePreloadImage(cover ? smallImageUrl(cover) : null);
  const ratioOf = useCallback((p: Shown) => placeholderRatio(p.preImage), []);
  const keyOf = useCallback((p: Shown) => p._id, []);

  if (missing) return <NotFoundRedirect />;
  if (event.isPending) return <Loader />;
  if (!event.data) return null;
  return (
    <section className="gallery-page">
      <Link to="/gallery" className="back-link">
        {g.backToGallery}
      </Link>
      <PageTitle
        title={event.data.event}
        action={isAdmin && { to: `/admin/add-to-gallery?event=${id}`, label: g.editEvent }}
      />
      <ShareLinks title={event.data.event} path={`/gallery/${id}`} />
      {photos.length === 0 ? (
        <p className="muted">{g.noPhotos}</p>
      ) : (
        <>
          <p className="muted">{g.photoCount(photos.length)}</p>
          <Masonry
            items={photos}
            breakpoints={PHOTO_COLUMNS}
            ratioOf={ratioOf}
            keyOf={keyOf}
            label={g.photos(event.data.event)}
            className="photo-masonry"
            render={(p, index) => (
              <button
                type="button"
                className="photo-button"
                onClick={() => setOpen(index)}
                aria-label={g.openPhoto(index + 1, photos.length)}
                data-testid="event-photo"
              >
                <PhotoTile image={p.image} preImage={p.preImage} alt="" eager={index < 8} />
              </button>
            )}
          />
        </>
      )}
      {open !== null && (
        <ImagePreview images={preview} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}
