// Gallery events (docs/product.md "Gallery API"): public reads (the carousel, the gallery's pages, one event),
// the admin's writes: create, rename, delete an event, add photos to it and remove one. Every
// photo row points at a file POST /api/media stored; the files go after their rows.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddEventImagesSchema,
  EVENTS_PAGE_SIZE,
  EventDeleteSchema,
  EventImageDeleteSchema,
  EventImageSchema,
  EventInputSchema,
  EventPageSchema,
  EventUpdateSchema,
  GalleryEventSchema,
  type NewEventImage,
} from '@parish/shared/gallery';
import { IdSchema } from '@parish/shared/common';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { HttpError, errorResponses, notFound } from '../../plugins/errors.ts';
import { deletedAnswer } from '../../plugins/crud-routes.ts';
import { CACHE_TAGS } from '../../plugins/cache-tags.ts';
import { checkStoredFiles, releaseStoredFiles } from '../../media/stored-files.ts';
import {
  appendImages,
  deleteEvent,
  deleteImage,
  eventsPage,
  findEvent,
  insertEvent,
  latestEventsWithFirstImage,
  renameEvent,
} from './queries.ts';
import { on } from '../../plugins/routes.ts';
import { events as eventsApi } from '@parish/shared/plain/routes/events';

/** docs/product.md "Gallery API": "events/latest-five". */
export const LATEST_EVENTS_COUNT = 5;

const tags = ['events'];
const write = { invalidates: [CACHE_TAGS.events] };

// Written here, not by crudWrites (plugins/crud-routes.ts): an event is two tables (the event and
// its photos), a body carries many photos each checked by its place (`body.images.3.image`), PUT
// only renames, and photos are added and removed by routes of their own (docs/decisions.md
// "Server write kit"). The delete answer is the kit's `{ message }`.
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Each photo must be one this site stored; a bad one is a 400 naming it (`body.images.3.image`). */
  async function checkImages(images: NewEventImage[]): Promise<void> {
    for (const [n, image] of images.entries()) {
      try {
        await checkStoredFiles(image, app.store);
      } catch (err) {
        if (!(err instanceof HttpError) || !err.fields) throw err;
        const fields = Object.fromEntries(
          Object.entries(err.fields).map(([k, v]) => [k.replace(/^body\./, `body.images.${n}.`), v]),
        );
        throw new HttpError(
          err.statusCode,
          err.code,
          `body.images.${n}: ${err.message.replace(/^body\.\w+: /, '')}`,
          fields,
        );
      }
    }
  }

  on(app, eventsApi.latest)(
    {
      config: { cache: [CACHE_TAGS.events] },
      schema: {
        tags,
        summary: 'The five newest gallery events, each with its first image (home carousel)',
        response: { 200: z.array(GalleryEventSchema) },
      },
    },
    async () => latestEventsWithFirstImage(app.db, LATEST_EVENTS_COUNT),
  );

  on(app, eventsApi.list)(
    {
      config: { cache: [CACHE_TAGS.events] },
      schema: {
        tags,
        summary:
          `Gallery events, newest first, each with its first image; ${EVENTS_PAGE_SIZE} a page ` +
          `(docs/product.md "Gallery")`,
        querystring: z.strictObject({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
        response: { 200: EventPageSchema },
      },
    },
    async (request) => eventsPage(app.db, EVENTS_PAGE_SIZE, (request.query.page - 1) * EVENTS_PAGE_SIZE),
  );

  on(app, eventsApi.detail)(
    {
      config: { cache: [CACHE_TAGS.events] },
      schema: {
        tags,
        summary: 'One event with all its images in order (docs/product.md "Gallery event")',
        params: z.object({ id: IdSchema }),
        response: { 200: GalleryEventSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const event = await findEvent(app.db, request.params.id);
      if (!event) throw notFound('Event');
      return event;
    },
  );

  on(app, eventsApi.create)(
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'Create an event, optionally with photos POST /api/media stored (admin)',
        body: EventInputSchema,
        response: { 201: GalleryEventSchema },
      },
    },
    async (request, reply) => {
      const { event, images } = request.body;
      await checkImages(images);
      const created = await app.write({ user: signedInUser(request), ...write }, async (tx, audit) => {
        const row = await insertEvent(tx, event);
        if (images.length) await appendImages(tx, row._id, images);
        const full = await findEvent(tx, row._id);
        await audit({ action: 'create', entity: 'event', entityId: row._id, after: full });
        return full!;
      });
      return reply.status(201).send(created);
    },
  );

  on(app, eventsApi.rename)(
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'Rename an event (admin)',
        body: EventUpdateSchema,
        response: { 200: GalleryEventSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { _id, event } = request.body;
      return app.write({ user: signedInUser(request), ...write }, async (tx, audit) => {
        const before = await findEvent(tx, _id);
        if (!before || !(await renameEvent(tx, _id, event))) throw notFound('Event');
        await audit({
          action: 'update',
          entity: 'event',
          entityId: _id,
          before: { event: before.event },
          after: { event },
        });
        return { ...before, event };
      });
    },
  );

  on(app, eventsApi.remove)(
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'Delete an event and its photos (admin; docs/product.md "Gallery API": the id in the body)',
        body: EventDeleteSchema,
        response: { 200: deletedAnswer('Event deleted'), ...errorResponses(404) },
      },
    },
    async (request) => {
      const { _id } = request.body;
      const gone = await app.write({ user: signedInUser(request), ...write }, async (tx, audit) => {
        const old = await deleteEvent(tx, _id);
        if (!old) throw notFound('Event');
        await audit({ action: 'delete', entity: 'event', entityId: _id, before: old });
        return old;
      });
      // After the rows: the files go unless another row still shows them.
      await releaseStoredFiles(
        app.db,
        app.store,
        gone.images.map((i) => i.image),
      );
      return { message: 'Event deleted' as const };
    },
  );

  on(app, eventsApi.addImages)(
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary:
          'Add photos POST /api/media stored to an event (admin). A photo the event shows already is not added ' +
          'again; the answer lists the rows of every photo given, in order',
        params: z.object({ id: IdSchema }),
        body: AddEventImagesSchema,
        response: { 201: z.object({ images: z.array(EventImageSchema) }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { images } = request.body;
      await checkImages(images);
      const rows = await app.write({ user: signedInUser(request), ...write }, async (tx, audit) => {
        const result = await appendImages(tx, id, images);
        if (!result) throw notFound('Event');
        if (result.added.length)
          await audit({ action: 'update', entity: 'event', entityId: id, after: { added: result.added } });
        return [...result.added, ...result.existing];
      });
      const byPath = new Map(rows.map((r) => [r.image, r]));
      return reply.status(201).send({ images: images.map((i) => byPath.get(i.image)!) });
    },
  );

  on(app, eventsApi.removeImage)(
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        summary: 'Remove one photo from an event (admin)',
        params: z.object({ id: IdSchema }),
        body: EventImageDeleteSchema,
        response: { 200: deletedAnswer('Photo deleted'), ...errorResponses(404) },
      },
    },
    async (request) => {
      const gone = await app.write({ user: signedInUser(request), ...write }, async (tx, audit) => {
        const row = await deleteImage(tx, request.params.id, request.body._id);
        if (!row) throw notFound('Photo');
        await audit({
          action: 'delete',
          entity: 'event_image',
          entityId: row._id,
          before: { eventId: request.params.id, ...row },
        });
        return row;
      });
      await releaseStoredFiles(app.db, app.store, [gone.image]);
      return { message: 'Photo deleted' as const };
    },
  );
};

export default eventRoutes;
