// GET /media/<name>: an uploaded file, read from the store (this disk or the object store) and
// streamed by this process, so a visitor's phone never talks to a third party. Names are content
// hashes and never change: a year of immutable caching, a strong ETag made of the name (the same
// from every process and every store), ranges (206, If-Range) so a 40-minute homily seeks and
// resumes over a weak connection, and 304 for a phone that has the file.
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_CONTENT_TYPES } from '@parish/shared/media';
import { uploadKey, type ByteRange, type FileStore } from './storage.ts';

const YEAR_S = 365 * 24 * 3600;
/** One plain file name: letters, digits, `_`, `-`, and an extension. */
const MEDIA_NAME = /^[A-Za-z0-9_-]{1,100}\.[A-Za-z0-9]{1,10}$/;

const CONTENT_TYPES: Record<string, string> = {
  ...MEDIA_CONTENT_TYPES,
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

const contentTypeOf = (name: string) =>
  CONTENT_TYPES[path.extname(name).slice(1).toLowerCase()] ?? 'application/octet-stream';

/**
 * The one range a `Range: bytes=…` header asks for within `size` bytes: overlapping ranges are
 * joined; several apart (or a header that is not bytes) are answered whole (`'whole'`), as
 * @fastify/send did; none satisfiable is `'unsatisfiable'` (416).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'whole' | 'unsatisfiable' {
  if (!header || !/^ *bytes=/.test(header)) return 'whole';
  const ranges: ByteRange[] = [];
  for (const spec of header.slice(header.indexOf('=') + 1).split(',')) {
    const [first, last] = spec.trim().split('-');
    let start = parseInt(first, 10);
    let end = parseInt(last, 10);
    if (Number.isNaN(start)) {
      start = size - end;
      end = size - 1;
    } else if (Number.isNaN(end) || end > size - 1) {
      end = size - 1;
    }
    if (!Number.isNaN(start) && !Number.isNaN(end) && start > -1 && start <= end) ranges.push({ start, end });
  }
  if (!ranges.length) return 'unsatisfiable';
  ranges.sort((a, b) => a.start - b.start);
  const joined = [ranges[0]];
  for (const r of ranges.slice(1)) {
    const current = joined[joined.length - 1];
    if (r.start > current.end + 1) joined.push(r);
    else current.end = Math.max(current.end, r.end);
  }
  return joined.length === 1 ? joined[0] : 'whole';
}

/** Does a validator list (`If-None-Match`, `If-Range`) name this ETag (weakly compared)? */
const names = (list: string, etag: string) =>
  list.trim() === '*' || list.split(',').some((v) => v.trim().replace(/^W\//, '') === etag);

export function serveMedia(app: FastifyInstance, store: FileStore): void {
  const handler = async (request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
    const { name } = request.params;
    if (!MEDIA_NAME.test(name)) return reply.callNotFound();
    const stat = await store.stat(uploadKey(name));
    if (!stat) return reply.callNotFound();

    const etag = `"${name}"`;
    const lastModified = stat.modified.toUTCString();
    reply
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', `public, max-age=${YEAR_S}, immutable`)
      .header('ETag', etag)
      .header('Last-Modified', lastModified)
      .header('Content-Type', contentTypeOf(name));

    const h = request.headers;
    const reload = String(h['cache-control'] ?? '').includes('no-cache');
    if (!reload) {
      const ifNoneMatch = h['if-none-match'];
      const ifModifiedSince = h['if-modified-since'];
      const notModified =
        ifNoneMatch !== undefined
          ? names(ifNoneMatch, etag)
          : ifModifiedSince !== undefined &&
            Math.floor(stat.modified.getTime() / 1000) * 1000 <= Date.parse(ifModifiedSince);
      if (notModified) return reply.code(304).send();
    }

    // If-Range: the range only if the phone's copy is this file (by ETag or date), else all of it.
    const ifRange = h['if-range'] === undefined ? undefined : String(h['if-range']);
    const rangeFresh =
      ifRange === undefined ||
      (ifRange.includes('"')
        ? names(ifRange, etag)
        : Math.floor(stat.modified.getTime() / 1000) * 1000 <= Date.parse(ifRange));
    const range = rangeFresh ? requestedRange(h.range, stat.size) : 'whole';
    if (range === 'unsatisfiable') {
      return reply
        .code(416)
        .header('Content-Range', `bytes */${stat.size}`)
        .header('Content-Type', 'text/plain')
        .send('Range Not Satisfiable');
    }
    const part = range === 'whole' ? null : range;
    if (part) reply.code(206).header('Content-Range', `bytes ${part.start}-${part.end}/${stat.size}`);
    const length = part ? part.end - part.start + 1 : stat.size;
    reply.header('Content-Length', String(length));
    if (request.method === 'HEAD' || length === 0) return reply.send();
    const body = await store.read(uploadKey(name), part ?? undefined);
    // Removed between the two questions (a row's deletion at that moment): a plain 404, which no
    // phone may keep.
    if (!body) {
      for (const header of [
        'Accept-Ranges',
        'Cache-Control',
        'ETag',
        'Last-Modified',
        'Content-Type',
        'Content-Range',
        'Content-Length',
      ])
        reply.removeHeader(header);
      return reply.code(404).callNotFound();
    }
    return reply.send(body);
  };

  app.route({ method: ['GET', 'HEAD'], url: '/media/:name', schema: { hide: true }, exposeHeadRoute: false, handler });
}
