// POST /api/media: one photo in, checked by content, stored as WebP at two widths.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { and, count, eq, gt, min } from 'drizzle-orm';
import { MAX_UPLOAD_BYTES } from '@parish/shared/plain/constants';
import { ERROR_CODES, StoredImageSchema } from '@parish/shared/common';
import { StoredMediaSchema, UploadLimitsSchema, megabytes } from '@parish/shared/media';
import { requireAccount, requireAdmin } from '../plugins/auth.ts';
import { HttpError, badRequest } from '../plugins/errors.ts';
import { writeAudit } from '../domain/audit.ts';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import { ImageDecodeError, MAX_INPUT_PIXELS, storeImage } from './images.ts';
import { sniffImage } from './sniff.ts';
import { hevcDecoding, loadSharp } from './sharp.ts';
import { AV_ACCEPTED, receiveAv, type AvKind } from './av-upload.ts';
import { on } from '../plugins/routes.ts';
import { media as mediaApi } from '@parish/shared/plain/routes/media';

const ACCEPTED = 'JPEG, PNG, WebP, GIF or HEIC/HEIF';
const MAX_MB = Math.round(MAX_UPLOAD_BYTES / 1024 / 1024);

const unsupported = (message: string) => new HttpError(415, ERROR_CODES.unsupportedMedia, message);

/** Reads the image's header only, to refuse decompression bombs before decoding any pixels. */
async function checkPixels(input: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  let pages: number | undefined;
  try {
    // height is one frame's; an animated GIF/WebP (a sponsor's banner) is decoded frame by frame,
    // all of them.
    const sharp = await loadSharp();
    ({ width, height, pages } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch {
    throw unsupported(`This file could not be read as an image. Send a ${ACCEPTED} photo.`);
  }
  if (!width || !height) throw unsupported(`This file could not be read as an image. Send a ${ACCEPTED} photo.`);
  if (width * height * (pages ?? 1) > MAX_INPUT_PIXELS) {
    throw new HttpError(
      413,
      ERROR_CODES.payloadTooLarge,
      `The photo is ${width}×${height} pixels${(pages ?? 1) > 1 ? ` × ${pages} frames` : ''}; the limit is ` +
        `${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
    );
  }
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Uploads by one user in the last hour, counted from the audit rows every upload writes (so the
 * bound holds across processes and restarts), and when the oldest of them leaves the hour.
 */
async function recentUploads(db: Db, userId: string, now: number): Promise<{ n: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(auditLog.at) })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'media'),
        eq(auditLog.action, 'create'),
        eq(auditLog.userId, userId),
        gt(auditLog.at, new Date(now - HOUR_MS)),
      ),
    );
  return { n: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/**
 * Reads the one file part. A body that is not valid multipart (no boundary, a boundary the body
 * does not use, a body cut off) makes busboy throw plain errors: those are the client's, a 400.
 */
async function readFilePart(request: FastifyRequest): Promise<{ part: MultipartFile | undefined; input: Buffer }> {
  try {
    const part = await request.file();
    return { part, input: part && part.fieldname === 'file' ? await part.toBuffer() : Buffer.alloc(0) };
  } catch (err) {
    // Our own refusals and Fastify's (413 file too large) keep their status.
    if (err instanceof HttpError || (err as { statusCode?: number }).statusCode) throw err;
    throw badRequest(
      `The upload is not a complete multipart/form-data body (${(err as Error).message}). Send the photo again ` +
        `in the field 'file'.`,
      { file: 'The upload was broken or cut off; send it again' },
    );
  }
}

/** Refuses (429, Retry-After) a user who has uploaded `perHour` files in the last hour. */
async function checkUploadQuota(db: Db, perHour: number, userId: string, reply: FastifyReply): Promise<void> {
  const now = Date.now();
  const recent = await recentUploads(db, userId, now);
  if (recent.n >= perHour) {
    const waitMs = recent.oldest ? recent.oldest.getTime() + HOUR_MS - now : HOUR_MS;
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    reply.header('retry-after', String(seconds));
    throw new HttpError(
      429,
      ERROR_CODES.rateLimited,
      `You have uploaded ${recent.n} files in the last hour, the most allowed. Try again in ` +
        `${Math.ceil(seconds / 60)} minutes.`,
    );
  }
}

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: only this plugin's routes accept multipart bodies.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5 } });

  // Admins upload a whole feast's photos at once, so their hourly bound is higher
  // (docs/decisions.md "Gallery: a whole event's photos from one phone").
  const uploadsPerHour = (user: { isAdmin: boolean }) =>
    user.isAdmin ? app.config.ADMIN_UPLOADS_PER_HOUR : app.config.UPLOADS_PER_HOUR;

  // Any account uploads a photo: a family account too, for the new family photo it proposes
  // (docs/product.md "Change requests"), with a user's hourly bound; audio and video stay the admin's.
  on(app, mediaApi.upload)(
    {
      preHandler: requireAccount,
      schema: {
        tags: ['media'],
        summary:
          `Upload a photo (multipart, field 'file'): ${ACCEPTED}, up to ${MAX_MB} MB, checked by content. ` +
          `Stored without EXIF/GPS as WebP at 1600 and 480 px`,
        consumes: ['multipart/form-data'],
        response: { 201: StoredImageSchema },
      },
    },
    async (request, reply) => {
      if (!request.user) throw new HttpError(401, ERROR_CODES.unauthorized, 'Log in to do this');
      if (!request.isMultipart()) throw unsupported("Send the photo as multipart/form-data in the field 'file'.");
      // Checked before the body is read: a user over the bound costs no parsing.
      await checkUploadQuota(app.db, uploadsPerHour(request.user), request.user._id, reply);
      const { part, input } = await readFilePart(request);
      if (!part) throw badRequest("No file: send the photo in the field 'file'.", { file: 'Required' });
      if (part.fieldname !== 'file')
        throw badRequest(`Unknown field '${part.fieldname}': send the photo in the field 'file'.`, {
          [part.fieldname]: 'Unknown field',
        });
      if (!input.length) throw badRequest('The file is empty.', { file: 'Empty file' });

      const kind = sniffImage(input);
      if (!kind)
        throw unsupported(`This file is not a photo this site accepts. Send a ${ACCEPTED} photo (up to ${MAX_MB} MB).`);
      if (kind === 'heic' && !(await hevcDecoding())) {
        throw unsupported(
          'HEIC photos cannot be read by this server yet. Send the photo as JPEG (on an iPhone: Settings › ' +
            'Camera › Formats › Most Compatible), or share it through an app that converts it.',
        );
      }
      await checkPixels(input);

      let stored;
      try {
        stored = await storeImage(input, app.store);
      } catch (err) {
        if (!(err instanceof ImageDecodeError)) throw err;
        request.log.warn({ err, kind }, 'image could not be decoded');
        throw unsupported(`This ${kind.toUpperCase()} file could not be decoded. Send a ${ACCEPTED} photo.`);
      }
      await writeAudit(app.db, {
        user: request.user,
        action: 'create',
        entity: 'media',
        entityId: stored.image,
        after: { image: stored.image, kind, bytes: input.length },
      });
      return reply.status(201).send(stored);
    },
  );
  // POST /api/media/audio and /api/media/video: streamed to disk, checked by content
  // (docs/decisions.md "Audio and video uploads stream to disk").
  const limits: Record<AvKind, number> = {
    audio: app.config.AUDIO_UPLOAD_MAX_BYTES,
    video: app.config.VIDEO_UPLOAD_MAX_BYTES,
  };

  // The forms refuse a file that is too big before sending it, and say the limit: they ask here,
  // since audio and video limits are settings of this server.
  on(app, mediaApi.limits)(
    {
      config: { costly: false },
      schema: {
        tags: ['media'],
        summary: 'The largest photo, audio and video file accepted, in bytes',
        response: { 200: UploadLimitsSchema },
      },
    },
    async () => ({ image: MAX_UPLOAD_BYTES, ...limits }),
  );
  for (const kind of ['audio', 'video'] as const) {
    on(app, mediaApi[kind])(
      {
        // Only admin screens send audio and video (FAQ answers, messages, ads): a user's session
        // cannot fill the disk with 200 MB files (docs/decisions.md "Audio and video uploads are the admin's").
        preHandler: requireAdmin,
        schema: {
          tags: ['media'],
          summary:
            `Upload ${kind === 'audio' ? 'an audio' : 'a video'} file (multipart, field 'file'): ` +
            `${AV_ACCEPTED[kind]}, up to ${megabytes(limits[kind])} MB ` +
            `(${kind.toUpperCase()}_UPLOAD_MAX_BYTES), checked by content, streamed to disk, stored under a ` +
            `content hash; answers its URL, real kind and duration`,
          consumes: ['multipart/form-data'],
          response: { 201: StoredMediaSchema },
        },
      },
      async (request, reply) => {
        if (!request.user) throw new HttpError(401, ERROR_CODES.unauthorized, 'Log in to do this');
        if (!request.isMultipart())
          throw unsupported(`Send the ${kind} file as multipart/form-data in the field 'file'.`);
        await checkUploadQuota(app.db, uploadsPerHour(request.user), request.user._id, reply);
        const stored = await receiveAv(
          request,
          reply,
          kind,
          { dataDir: app.config.DATA_DIR, store: app.store },
          limits[kind],
        );
        await writeAudit(app.db, {
          user: request.user,
          action: 'create',
          entity: 'media',
          entityId: stored.url,
          after: { ...stored },
        });
        return reply.status(201).send(stored);
      },
    );
  }
};

export default mediaRoutes;
