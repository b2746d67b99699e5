// docs/product.md "Gallery upload" (docs/decisions.md "Gallery: a whole event's photos from one
// phone"): create an event, then add its photos many at once from
// the phone's picker — each through the photo pipeline with its own progress bar, three at a time,
// each added to the event as soon as it is stored (a closed page or a lost connection loses
// nothing sent); a refused or failed file is marked and can be tried again while the others go on;
// leaving mid-upload asks first. With ?event={id}: add photos to that event, rename it, remove photos.
import { NotFoundRedirect } from '../../components/redirect.tsx';
import { useEffect, useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  EventInputSchema,
  EventUpdateSchema,
  GALLERY_UPLOAD_CONCURRENCY,
  type EventImage,
  type GalleryEvent,
} from '@parish/shared/gallery';
import { smallImageUrl } from '@parish/shared/plain/image-paths';
import { BlurImage } from '../../components/blur-image.tsx';
import { useDeleteFlow } from '../../components/delete-flow.tsx';
import { FormError, SubmitButton } from '../../components/form/form-actions.tsx';
import { TextInput } from '../../components/form/inputs.tsx';
import { MultiFileField } from '../../components/form/multi-file-field.tsx';
import { Loader } from '../../components/loader.tsx';
import { useT } from '../../i18n/language.tsx';
import { ApiClientError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import type { StoredImage } from '../../lib/upload.ts';
import { useUploadQueue } from '../../lib/upload-queue.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLeaveGuard } from '../../lib/use-leave-guard.ts';
import { useLoadError } from '../../lib/use-load-error.ts';
import { useSchemaForm, type FieldCatalog } from '../../lib/use-schema-form.ts';
import { addEventImages, useDeleteEventImage } from './api/event-images.ts';
import { useEvent } from './api/get-event.ts';
import { eventKeys } from './api/event-images.ts';
import { useCreateEvent, useRenameEvent } from './api/save-event.ts';
import { galleryMessages } from './messages.ts';
import './gallery.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function AddToGalleryScreen() {
  const t = useT(galleryMessages);
  useDocumentTitle(t.titles.addToGallery);
  const [params, setParams] = useSearchParams();
  const eventId = params.get('event');
  if (eventId !== null && !UUID.test(eventId)) return <NotFoundRedirect />;
  return (
    <section className="gallery-page gallery-admin">
      <h1>{t.gallery.formTitle}</h1>
      {eventId ? (
        <EditEvent key={eventId} id={eventId} />
      ) : (
        <NewEvent onCreated={(id) => setParams({ event: id }, { replace: true })} />
      )}
    </section>
  );
}

function useNameFields(): FieldCatalog {
  const g = useT(galleryMessages).gallery;
  return { event: { label: g.eventName, required: true, missing: g.nameRequired } };
}

function NewEvent({ onCreated }: { onCreated: (id: string) => void }) {
  const g = useT(galleryMessages).gallery;
  const id = useId();
  const create = useCreateEvent();
  const form = useSchemaForm({
    schema: EventInputSchema,
    initial: () => ({ event: '' }),
    fields: useNameFields(),
    idPrefix: id,
    onSubmit: async (input) => {
      const created = await create.mutateAsync(input);
      toast.success(g.created);
      onCreated(created._id);
    },
  });
  return (
    <form className="data-form" onSubmit={(e) => void form.handleSubmit(e)} noValidate>
      <TextInput form={form} name="event" autoComplete="off" />
      <FormError form={form} />
      <div className="form-footer">
        <SubmitButton form={form} label={g.create} busyLabel={g.creating} />
      </div>
    </form>
  );
}

function EditEvent({ id }: { id: string }) {
  const event = useEvent(id);
  const missing = event.error instanceof ApiClientError && event.error.status === 404;
  useLoadError(missing ? null : event.error);
  if (missing) return <NotFoundRedirect />;
  if (!event.data) return <Loader />;
  return <EventEditor event={event.data} />;
}

function EventEditor({ event }: { event: GalleryEvent }) {
  const t = useT(galleryMessages);
  const g = t.gallery;
  const id = useId();
  const queryClient = useQueryClient();
  const rename = useRenameEvent();
  const form = useSchemaForm({
    schema: EventUpdateSchema,
    initial: () => ({ event: event.event }),
    fields: useNameFields(),
    idPrefix: `${id}-name`,
    toInput: (values: { event: string }) => ({ _id: event._id, event: values.event }),
    onSubmit: async (input) => {
      await rename.mutateAsync(input);
      toast.success(g.renamed);
    },
  });

  const queue = useUploadQueue<StoredImage>({
    kind: 'image',
    concurrency: GALLERY_UPLOAD_CONCURRENCY,
    rememberKey: `event:${event._id}`,
    onStored: (stored) => addEventImages(event._id, [stored]),
  });
  useLeaveGuard(queue.busy, g.leaveWhileUploading);
  // The event's photos are read again when the queue stops, not after each of 300 photos.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !queue.busy) void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    wasBusy.current = queue.busy;
  }, [queue.busy, queryClient]);

  const deleteImage = useDeleteEventImage(event._id);
  const photos = event.images.filter((i): i is EventImage & { image: string } => Boolean(i.image));
  const deletion = useDeleteFlow<EventImage>({
    remove: (image) => deleteImage.mutateAsync(image._id),
    question: t.common.confirmDelete,
    what: (_item, g) => g.photo(event.event),
    successText: g.photoDeleted,
    failureText: () => t.common.deleteFailed,
  });

  return (
    <>
      <form className="data-form rename-form" onSubmit={(e) => void form.handleSubmit(e)} noValidate>
        <TextInput form={form} name="event" autoComplete="off" />
        <FormError form={form} />
        <div className="form-footer">
          <SubmitButton form={form} label={g.rename} busyLabel={g.renaming} className="button" />
          <Link to={`/gallery/${event._id}`} className="button">
            {g.view}
          </Link>
        </div>
      </form>

      <MultiFileField
        id={`${id}-photos`}
        label={g.addPhotos}
        kind="image"
        queue={queue}
        concurrency={GALLERY_UPLOAD_CONCURRENCY}
        preview={(stored) => <img src={smallImageUrl(stored.image)} alt="" width={48} height={48} loading="lazy" />}
      />
      <p className="muted">{g.resumeHint}</p>

      <h2>{g.current(photos.length)}</h2>
      <ul className="admin-photos" aria-label={g.current(photos.length)}>
        {photos.map((p, i) => (
          <li key={p._id} data-testid="admin-photo">
            <BlurImage as="img" image={p.image} preImage={p.preImage} alt="" width={120} height={120} />
            <button
              type="button"
              className="icon-button photo-delete"
              onClick={() => deletion.ask(p)}
              aria-label={g.deletePhoto(i + 1)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {deletion.dialog}
    </>
  );
}
