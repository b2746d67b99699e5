// POST /api/media: one photo in, checked by content, stored as WebP at two widths (issue 4 §8).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '@parish/shared/constants';
import { ERROR_CODES, StoredImageSchema } from '@parish/shared/schemas';
import { requireUser } from '../plugins/auth.ts';
import { HttpError, badRequest } from '../plugins/errors.ts';
import { writeAudit } from '../features/audit/audit.ts';
import { MAX_INPUT_PIXELS, storeImage } from './images.ts';
import { HEVC_DECODING, sniffImage } from './sniff.ts';

const ACCEPTED = 'JPEG, PNG, WebP or HEIC/HEIF';
const MAX_MB = Math.round(MAX_UPLOAD_BYTES / 1024 / 1024);

const unsupported = (message: string) => new HttpError(415, ERROR_CODES.unsupportedMedia, message);

/** Reads the image's header only, to refuse decompression bombs before decoding any pixels. */
async function checkPixels(input: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch {
    throw unsupported(`This file could not be read as an image. Send a ${ACCEPTED} photo.`);
  }
  if (!width || !height) throw unsupported(`This file could not be read as an image. Send a ${ACCEPTED} photo.`);
  if (width * height > MAX_INPUT_PIXELS) {
    throw new HttpError(413, ERROR_CODES.payloadTooLarge,
      `The photo is ${width}×${height} pixels; the limit is ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`);
  }
}

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: only this plugin's routes accept multipart bodies.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5 } });

  app.post('/', {
    preHandler: requireUser,
    schema: {
      tags: ['media'],
      summary: `Upload a photo (multipart, field 'file'): ${ACCEPTED}, up to ${MAX_MB} MB, checked by content. Stored without EXIF/GPS as WebP at 1600 and 480 px`,
      consumes: ['multipart/form-data'],
      response: { 201: StoredImageSchema },
    },
  }, async (request, reply) => {
    if (!request.user) throw new HttpError(401, ERROR_CODES.unauthorized, 'Log in to do this');
    if (!request.isMultipart()) throw unsupported("Send the photo as multipart/form-data in the field 'file'.");
    const part = await request.file();
    if (!part) throw badRequest("No file: send the photo in the field 'file'.", { file: 'Required' });
    if (part.fieldname !== 'file') throw badRequest(`Unknown field '${part.fieldname}': send the photo in the field 'file'.`, { [part.fieldname]: 'Unknown field' });
    const input = await part.toBuffer();
    if (!input.length) throw badRequest('The file is empty.', { file: 'Empty file' });

    const kind = sniffImage(input);
    if (!kind) throw unsupported(`This file is not a photo this site accepts. Send a ${ACCEPTED} photo (up to ${MAX_MB} MB).`);
    if (kind === 'heic' && !HEVC_DECODING) {
      throw unsupported('HEIC photos cannot be read by this server yet. Send the photo as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible), or share it through an app that converts it.');
    }
    await checkPixels(input);

    let stored;
    try {
      stored = await storeImage(input, app.config.uploadsDir);
    } catch (err) {
      request.log.warn({ err, kind }, 'image could not be decoded');
      throw unsupported(`This ${kind.toUpperCase()} file could not be decoded. Send a ${ACCEPTED} photo.`);
    }
    await writeAudit(app.db, { user: request.user, action: 'create', entity: 'media', entityId: stored.image, after: { image: stored.image, kind, bytes: input.length } });
    return reply.status(201).send(stored);
  });
};

export default mediaRoutes;
