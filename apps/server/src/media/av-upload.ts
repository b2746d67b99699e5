// Audio and video uploads (docs/decisions.md "Audio and video uploads stream to disk"):
// the file part is streamed to a temporary file while it is
// hashed and its first bytes are checked, so a 200 MB homily never sits in memory; what the bytes
// are (not the name or the browser's type) decides whether it is taken; a body over the limit is a
// 413 before it is read (Content-Length) or as soon as it passes the limit (chunked); an aborted or
// refused upload leaves no file; the file is stored under its content hash, with its duration.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@parish/shared/common';
import { MEDIA_CONTENT_TYPES, megabytes, type StoredMedia } from '@parish/shared/media';
import { HttpError, badRequest } from '../plugins/errors.ts';
import { probeMedia, sniffAv, type AvContainer, type ProbedMedia } from './probe.ts';
import { INCOMING, uploadKey, type FileStore } from './storage.ts';

export type AvKind = 'audio' | 'video';

/** What each route takes, in words for the 415 message. */
export const AV_ACCEPTED: Record<AvKind, string> = {
  audio: 'MP3, M4A/AAC, OGG (Opus, Vorbis) or WAV',
  video: 'MP4 (H.264) or WebM',
};

/** Containers each route opens (the probe then says audio or video). */
const CONTAINERS: Record<AvKind, readonly AvContainer[]> = {
  audio: ['mpeg', 'isobmff', 'ogg', 'wav'],
  video: ['isobmff', 'webm'],
};

/** Video codecs phones play: H.264 (MP4), VP8/VP9/AV1. HEVC does not play on many Android phones. */
const PLAYABLE_VIDEO = /^(avc1|avc3|av01|vp08|vp09|V_VP8|V_VP9|V_AV1)$/;

/** Bytes of the first part of the file the container is told from. */
const HEAD_BYTES = 4096;
/** Room for the multipart framing (boundary, part headers) around the file in Content-Length. */
const MULTIPART_OVERHEAD = 16 * 1024;

/** A limit in words: '30 MB', or '98 KB' for a small one. */
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${megabytes(bytes)} MB` : `${Math.round(bytes / 1024)} KB`;

const unsupported = (message: string) => new HttpError(415, ERROR_CODES.unsupportedMedia, message);

/**
 * The temporary folder of this machine the parts are written to (the disk store's `incoming/`,
 * or the probe's copy of a part going to the object store): beside uploads, never served.
 */
export const incomingDir = (dataDir: string) => path.join(dataDir, 'incoming');

/** Hashes, counts and sniffs the bytes as they pass; refuses by type or size as soon as it knows. */
class Inspect extends Transform {
  readonly hash = createHash('sha256');
  bytes = 0;
  container: AvContainer | null = null;
  private head: Buffer[] = [];
  private headBytes = 0;

  constructor(
    private readonly kind: AvKind,
    private readonly maxBytes: number,
  ) {
    super();
  }

  private decide(): Error | null {
    const head = Buffer.concat(this.head);
    this.head = [];
    const container = sniffAv(head);
    if (!container || !CONTAINERS[this.kind].includes(container)) return refusal(this.kind, this.maxBytes);
    this.container = container;
    return null;
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(tooLarge(this.kind, this.maxBytes));
    this.hash.update(chunk);
    if (!this.container) {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      if (this.headBytes >= HEAD_BYTES) {
        const refused = this.decide();
        if (refused) return done(refused);
      }
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    if (!this.container && this.bytes) return done(this.decide());
    done();
  }
}

function refusal(kind: AvKind, maxBytes: number) {
  return unsupported(
    `This file is not ${kind === 'audio' ? 'an audio' : 'a video'} file this site accepts. Send ` +
      `${AV_ACCEPTED[kind]} (up to ${sizeText(maxBytes)}).`,
  );
}

function tooLarge(kind: AvKind, maxBytes: number) {
  return new HttpError(
    413,
    ERROR_CODES.payloadTooLarge,
    `The ${kind} file is larger than ${sizeText(maxBytes)}, the most this site accepts.`,
  );
}

/** Says why a probed file is refused, or null when it is taken. */
function probeRefusal(kind: AvKind, probed: ProbedMedia): HttpError | null {
  if (kind === 'audio' && probed.kind === 'video') {
    return unsupported(
      'This file has a picture: it is a video. Send it as a video, or send an audio file (MP3, M4A/AAC, OGG or WAV).',
    );
  }
  if (kind === 'video' && probed.kind === 'audio') {
    return unsupported('This file has sound but no picture. Send it as an audio file, or send a video (MP4 or WebM).');
  }
  if (probed.videoCodec && !PLAYABLE_VIDEO.test(probed.videoCodec)) {
    return unsupported(
      `This video is coded as ${probed.videoCodec}, which many phones cannot play. Save it as MP4 with H.264 (on ` +
        `an iPhone: Settings › Camera › Formats › Most Compatible) and send it again.`,
    );
  }
  return null;
}

/**
 * Receives the one file part of `request` into the store as an audio or video file and returns it.
 * Throws HttpError 400/413/415; on any failure the temporary part (and its copy) is gone.
 */
export async function receiveAv(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: AvKind,
  dirs: { dataDir: string; store: FileStore },
  maxBytes: number,
): Promise<StoredMedia> {
  // An honest client says how big the body is: refuse it before reading a byte of it.
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD) {
    reply.header('connection', 'close');
    throw tooLarge(kind, maxBytes);
  }

  let part;
  try {
    // One byte over the limit is enough for busboy to stop; Inspect refuses at the limit itself.
    part = await request.file({ limits: { fileSize: maxBytes + 1, files: 1, fields: 4, parts: 5 } });
  } catch (err) {
    if (err instanceof HttpError || (err as { statusCode?: number }).statusCode) throw err;
    throw broken(kind, err);
  }
  if (!part) throw badRequest(`No file: send the ${kind} file in the field 'file'.`, { file: 'Required' });
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw badRequest(`Unknown field '${part.fieldname}': send the ${kind} file in the field 'file'.`, {
      [part.fieldname]: 'Unknown field',
    });
  }

  // The part goes to the store as it arrives (an object store: a multipart upload) under a
  // temporary key, and, when the store is not this disk, to a local copy the probe can seek in.
  const partName = `${Date.now()}-${randomBytes(8).toString('hex')}.part`;
  const partKey = `${INCOMING}${partName}`;
  const localPart = dirs.store.localPath(partKey);
  const probeCopy = localPart ? null : path.join(incomingDir(dirs.dataDir), `${partName}.probe`);
  if (probeCopy) await fs.promises.mkdir(incomingDir(dirs.dataDir), { recursive: true });
  const inspect = new Inspect(kind, maxBytes);
  let stored = false;
  try {
    const toStore = new PassThrough();
    const [received, storing] = await Promise.allSettled([
      probeCopy ? pipeline(part.file, inspect, new CopyTo(probeCopy), toStore) : pipeline(part.file, inspect, toStore),
      dirs.store.write(partKey, toStore),
    ]);
    if (received.status === 'rejected') {
      const err = received.reason;
      if (err instanceof HttpError) {
        // Refused mid-body: the rest is not read; the client is told and the connection closed.
        reply.header('connection', 'close');
        throw err;
      }
      if ((err as { statusCode?: number }).statusCode === 413) throw tooLarge(kind, maxBytes);
      // The store stopped taking the bytes by itself (not because the body broke off): the
      // server's failure, not the client's.
      if (storing.status === 'rejected' && !followsFrom(storing.reason, err)) throw storing.reason;
      throw broken(kind, err);
    }
    if (storing.status === 'rejected') throw storing.reason;
    stored = true;
    if (part.file.truncated) throw tooLarge(kind, maxBytes);
    if (!inspect.bytes) throw badRequest('The file is empty.', { file: 'Empty file' });
    if (!inspect.container) throw refusal(kind, maxBytes);

    let probed: ProbedMedia;
    try {
      probed = await probeMedia(localPart ?? probeCopy!, inspect.container);
    } catch (err) {
      request.log.info({ err: (err as Error).message, container: inspect.container }, 'media file could not be read');
      throw unsupported(
        `This file could not be read as ${kind === 'audio' ? 'audio' : 'a video'}: it may be damaged or cut off. ` +
          `Send ${AV_ACCEPTED[kind]}.`,
      );
    }
    const refused = probeRefusal(kind, probed);
    if (refused) throw refused;

    const name = `${inspect.hash.digest('base64url').slice(0, 20)}.${probed.ext}`;
    // The same content twice is one file (its name is its hash): the newer copy replaces it, which
    // also gives it a fresh time, so the sweep grants the form that uploads it again its grace.
    await dirs.store.move(partKey, uploadKey(name), MEDIA_CONTENT_TYPES[probed.ext]);
    stored = false;
    return {
      url: `/media/${name}`,
      kind: probed.kind,
      contentType: MEDIA_CONTENT_TYPES[probed.ext],
      duration: probed.duration,
      bytes: inspect.bytes,
    };
  } finally {
    if (stored) await dirs.store.remove([partKey]).catch(() => {});
    if (probeCopy) await fs.promises.rm(probeCopy, { force: true });
  }
}

/** Is the store's failure only the consequence of the body's (the same error, or its stream cut)? */
function followsFrom(storeError: unknown, bodyError: unknown): boolean {
  const code = (storeError as { code?: string }).code;
  const name = (storeError as { name?: string }).name;
  return storeError === bodyError || code === 'ERR_STREAM_PREMATURE_CLOSE' || name === 'AbortError';
}

/** Passes the bytes on and writes them to a local file too (waiting for it, so memory stays flat). */
class CopyTo extends Transform {
  private readonly file: fs.WriteStream;

  constructor(file: string) {
    super();
    this.file = fs.createWriteStream(file, { flags: 'wx' });
    this.file.on('error', (err) => this.destroy(err));
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    if (this.file.write(chunk)) done(null, chunk);
    else this.file.once('drain', () => done(null, chunk));
  }

  override _flush(done: TransformCallback) {
    this.file.end(() => done());
  }

  override _destroy(err: Error | null, done: (error: Error | null) => void) {
    this.file.destroy();
    done(err);
  }
}

function broken(kind: AvKind, err: unknown) {
  return badRequest(
    `The upload is not a complete multipart/form-data body (${(err as Error).message}). Send the ${kind} file ` +
      `again in the field 'file'.`,
    { file: 'The upload was broken or cut off; send it again' },
  );
}

/** Removes temporary parts older than `maxAgeMs` (a process that stopped mid-upload leaves them). */
export async function sweepIncoming(dataDir: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  const dir = incomingDir(dataDir);
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const stat = await fs.promises.stat(path.join(dir, name)).catch(() => null);
    if (stat && now - stat.mtimeMs > maxAgeMs) {
      await fs.promises.rm(path.join(dir, name), { force: true });
      removed++;
    }
  }
  return removed;
}
