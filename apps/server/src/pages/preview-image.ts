// The picture of a link preview (docs/decisions.md "An address for every item"): a 1,200 px JPEG
// of a stored photo, at /media/preview/<name>.jpg, made on the first request from the photo's full
// rendition and kept in memory (few are asked for: link readers fetch each once).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { previewJpeg } from '../media/images.ts';
import { readWhole, uploadKey } from '../media/storage.ts';
import { notFound } from '../plugins/errors.ts';

/** Bytes of preview pictures kept in memory (about 150 of ~100 KB). */
const KEPT_BYTES = 16 * 1024 * 1024;
const YEAR_S = 365 * 24 * 3600;

/** The preview picture's address for a stored photo's address (/media/<name>.webp). */
export function previewImagePath(image: string): string | null {
  const name = /^\/media\/([A-Za-z0-9_-]{8,64})\.webp$/.exec(image)?.[1];
  return name ? `/media/preview/${name}.jpg` : null;
}

export function registerPreviewImages(app: FastifyInstance) {
  const kept = new Map<string, Buffer>();
  let keptBytes = 0;
  const keep = (name: string, jpeg: Buffer) => {
    kept.set(name, jpeg);
    keptBytes += jpeg.length;
    for (const [oldest, buf] of kept) {
      if (keptBytes <= KEPT_BYTES) break;
      kept.delete(oldest);
      keptBytes -= buf.length;
    }
  };

  app.withTypeProvider<ZodTypeProvider>().get('/media/preview/:file', {
    config: { rateLimit: false },
    schema: { hide: true, params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{8,64}\.jpg$/) }) },
  }, async (request, reply) => {
    const name = request.params.file.slice(0, -'.jpg'.length);
    let jpeg = kept.get(name);
    if (!jpeg) {
      const full = await readWhole(app.store, uploadKey(`${name}.webp`));
      if (!full) throw notFound('Photo');
      jpeg = await previewJpeg(full);
      keep(name, jpeg);
    }
    // Named by the photo's content, like every stored file: it never changes.
    return reply.type('image/jpeg').header('Cache-Control', `public, max-age=${YEAR_S}, immutable`).send(jpeg);
  });
}
