// The picture of a link preview (docs/decisions.md "A picture for every shared link"): a
// 1,200 × 630 JPEG of a stored photo, at /media/preview/<name>.jpg, made on the first request from
// the photo's full rendition and kept in the file store next to it (keyed by the photo's content
// name, so it never goes stale); /media/preview/parish.jpg is the plain picture of a parish that
// has no photo of its church.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PREVIEW_IMAGE_HEIGHT, PREVIEW_IMAGE_WIDTH, plainPreviewJpeg, previewJpeg } from '../media/images.ts';
import { previewKey, readWhole, uploadKey } from '../media/storage.ts';
import { notFound } from '../plugins/errors.ts';

const YEAR_S = 365 * 24 * 3600;
const DAY_S = 24 * 3600;
/** The plain picture's name: shorter than any stored file's, so never one of them. */
const PLAIN = 'parish';
export const PLAIN_PREVIEW_PATH = `/media/preview/${PLAIN}.jpg`;

/** What the page's tags say of every preview picture: all are made to this size and type. */
export const PREVIEW_IMAGE = { type: 'image/jpeg', width: PREVIEW_IMAGE_WIDTH, height: PREVIEW_IMAGE_HEIGHT } as const;

/** The preview picture's address for a stored photo's address (/media/<name>.webp). */
export function previewImagePath(image: string): string | null {
  const name = /^\/media\/([A-Za-z0-9_-]{8,64})\.webp$/.exec(image)?.[1];
  return name ? `/media/preview/${name}.jpg` : null;
}

export function registerPreviewImages(app: FastifyInstance) {
  // Two readers of a new link at once make the picture once.
  const making = new Map<string, Promise<Buffer | null>>();
  let plain: Promise<Buffer> | undefined;

  async function fromStore(name: string): Promise<Buffer | null> {
    const kept = await readWhole(app.store, previewKey(name));
    if (kept) return kept;
    const full = await readWhole(app.store, uploadKey(`${name}.webp`));
    if (!full) return null;
    const jpeg = await previewJpeg(full);
    // Not kept is no reason to refuse the reader: the next one makes it again.
    await app.store
      .put(previewKey(name), jpeg, 'image/jpeg')
      .catch((err: unknown) => app.log.warn({ err }, 'keeping a preview picture failed'));
    return jpeg;
  }

  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/preview/:file',
    {
      config: { rateLimit: false },
      schema: { hide: true, params: z.object({ file: z.string().regex(/^(?:[A-Za-z0-9_-]{8,64}|parish)\.jpg$/) }) },
    },
    async (request, reply) => {
      const name = request.params.file.slice(0, -'.jpg'.length);
      if (name === PLAIN) {
        plain ??= plainPreviewJpeg();
        // Not named by its content: a day, so that a changed picture reaches readers.
        return reply
          .type('image/jpeg')
          .header('Cache-Control', `public, max-age=${DAY_S}`)
          .send(await plain);
      }
      let pending = making.get(name);
      if (!pending) {
        pending = fromStore(name).finally(() => making.delete(name));
        making.set(name, pending);
      }
      const jpeg = await pending;
      if (!jpeg) throw notFound('Photo');
      // Named by the photo's content, like every stored file: it never changes.
      return reply.type('image/jpeg').header('Cache-Control', `public, max-age=${YEAR_S}, immutable`).send(jpeg);
    },
  );
}
