// What an audio or video file really is and how long it plays, read by libraries (docs/decisions.md,
// "Files read through libraries, with bounded memory"): MP4/M4A/MOV by mp4box (GPAC's ISO-BMFF
// reader, which gives a silent video its length), MP3/AAC/WAV/Ogg/WebM by music-metadata. Both read
// the file on disk through a 64 KB window, so a 200 MB video is never read whole, and both stop at
// PROBE_TIME_LIMIT_MS: a file of millions of empty boxes or chunks is refused, not walked for a
// minute. Only the first bytes are told apart here (`sniffAv`), as they arrive.
import fs from 'node:fs/promises';
import type { Movie } from 'mp4box';
import {
  AbstractTokenizer,
  EndOfStreamError,
  type IRandomAccessFileInfo,
  type IRandomAccessTokenizer,
  type IReadChunkOptions,
} from 'strtok3';

/** What the first bytes say (before the whole file is there). */
export type AvContainer = 'wav' | 'mpeg' | 'isobmff' | 'ogg' | 'webm';

export interface ProbedMedia {
  /** The file name ending it is stored under. */
  ext: 'mp3' | 'aac' | 'm4a' | 'ogg' | 'wav' | 'mp4' | 'webm';
  /** A video has a picture track; everything else is audio. */
  kind: 'audio' | 'video';
  /** Seconds. */
  duration: number;
  /** The video codec when there is one (FourCC or Matroska CodecID), for refusing what phones cannot play. */
  videoCodec?: string;
}

/** Thrown when the bytes are not the file their header promised: the route answers 415. */
export class UnreadableMedia extends Error {}

/** The longest a file is read for; a real file's headers take a few milliseconds. */
export const PROBE_TIME_LIMIT_MS = 3000;
const WINDOW_BYTES = 64 * 1024;
/** The ISO-BMFF index is read whole: a 40-minute video's is a few megabytes. */
const MAX_INDEX_BYTES = 16 * 1024 * 1024;
/** The most one read may ask for: an MP3's tag with its cover picture; a bigger piece is refused unread. */
const MAX_PIECE_BYTES = 16 * 1024 * 1024;
/** Top-level boxes before the index: a camera writes three or four, a hostile file millions. */
const MAX_TOP_BOXES = 1000;

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

/** Image brands of ISO-BMFF (HEIF/AVIF photos are not videos). */
const IMAGE_BRANDS = new Set([
  'mif1',
  'msf1',
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'hevm',
  'hevs',
  'avif',
  'avis',
]);

/** An MPEG audio frame header (MP3) or an ADTS one (AAC) at `at`. */
function isMpegFrame(buf: Buffer, at: number): boolean {
  if (at + 4 > buf.length || buf[at] !== 0xff) return false;
  const b1 = buf[at + 1];
  if ((b1 & 0xf6) === 0xf0) return true; // ADTS: sync, layer 00
  if ((b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  const bitrate = buf[at + 2] >> 4;
  const rate = (buf[at + 2] >> 2) & 3;
  return version !== 1 && layer === 1 && bitrate !== 0 && bitrate !== 15 && rate !== 3;
}

/** The container the first bytes (4 KB is plenty) announce, or null for anything else. */
export function sniffAv(head: Buffer): AvContainer | null {
  if (head.length < 12) return null;
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE') return 'wav';
  if (ascii(head, 0, 4) === 'OggS') return 'ogg';
  if (head.readUInt32BE(0) === 0x1a45dfa3) {
    const header = ascii(head, 0, Math.min(head.length, 64));
    return header.includes('webm') || header.includes('matroska') ? 'webm' : null;
  }
  if (ascii(head, 4, 8) === 'ftyp') return IMAGE_BRANDS.has(ascii(head, 8, 12)) ? null : 'isobmff';
  if (ascii(head, 0, 3) === 'ID3') return 'mpeg';
  if (isMpegFrame(head, 0)) return 'mpeg';
  return null;
}

function fail(message: string): never {
  throw new UnreadableMedia(message);
}

/**
 * The file through a window: reads inside the last 64 KB read come from memory, so a parser asking
 * for 8 bytes a million times makes a few hundred reads of the disk (each one a turn of the event
 * loop). Every read past the deadline, or past `maxReads` (the parser's work, and the warnings it
 * keeps about each piece it skips), fails.
 */
class WindowedFile {
  private window = Buffer.alloc(0);
  private windowAt = 0;
  private reads = 0;
  constructor(
    private readonly fh: fs.FileHandle,
    readonly size: number,
    private readonly deadline: number,
    private readonly maxReads: number,
  ) {}

  async read(
    into: Uint8Array,
    offset: number,
    length: number,
    position: number,
  ): Promise<{ bytesRead: number; buffer: Uint8Array }> {
    if (Date.now() > this.deadline) fail(`still reading after ${PROBE_TIME_LIMIT_MS} ms`);
    if (++this.reads > this.maxReads) fail(`more than ${this.maxReads} pieces`);
    if (length > MAX_PIECE_BYTES) fail(`a piece of ${length} bytes`);
    if (position < this.windowAt || position + length > this.windowAt + this.window.length) {
      const want = Math.min(Math.max(length, WINDOW_BYTES), Math.max(0, this.size - position));
      const buf = Buffer.alloc(want);
      const { bytesRead } = await this.fh.read(buf, 0, want, position);
      this.window = buf.subarray(0, bytesRead);
      this.windowAt = position;
    }
    const start = position - this.windowAt;
    const bytesRead = Math.max(0, Math.min(length, this.window.length - start));
    into.set(this.window.subarray(start, start + bytesRead), offset);
    return { bytesRead, buffer: into };
  }
}

/** The window as a strtok3 tokenizer, which music-metadata reads through (random access: skips are free). */
class WindowedTokenizer extends AbstractTokenizer implements IRandomAccessTokenizer {
  fileInfo: IRandomAccessFileInfo;
  constructor(
    private readonly file: WindowedFile,
    mimeType: string,
  ) {
    super();
    this.fileInfo = { size: file.size, mimeType };
  }

  supportsRandomAccess(): boolean {
    return true;
  }
  setPosition(position: number): void {
    this.position = position;
  }

  /**
   * An element of unknown size (a live recording's Segment and Clusters: a browser's MediaRecorder
   * writes them so) runs to the end of the file: skipping it ends the read there, after the header
   * elements that say the length and the tracks, instead of failing on a length of 2^56 - 1.
   */
  override async ignore(length: number): Promise<number> {
    return super.ignore(Number.isSafeInteger(length) ? length : Math.max(0, this.fileInfo.size - this.position));
  }

  async readBuffer(into: Uint8Array, options?: IReadChunkOptions): Promise<number> {
    const wanted = this.normalizeOptions(into, options);
    this.position = wanted.position;
    const bytesRead = await this.peekBuffer(into, wanted);
    this.position += bytesRead;
    return bytesRead;
  }

  async peekBuffer(into: Uint8Array, options?: IReadChunkOptions): Promise<number> {
    const { length, position, mayBeLess } = this.normalizeOptions(into, options);
    const { bytesRead } = await this.file.read(into, 0, length, position);
    if (!mayBeLess && bytesRead < length) throw new EndOfStreamError();
    return bytesRead;
  }
}

const MIME_TYPES: Record<Exclude<AvContainer, 'isobmff'>, string> = {
  wav: 'audio/wav',
  mpeg: 'audio/mpeg',
  ogg: 'audio/ogg',
  webm: 'video/webm',
};
/**
 * Reads a real file needs: a WAV has a handful of chunks, Ogg a page a second, WebM a cluster every
 * few seconds; AAC in ADTS is counted frame by frame (three reads a frame: 600,000 is 77 minutes).
 */
const MAX_READS: Record<AvContainer, number> = {
  wav: 10_000,
  ogg: 100_000,
  webm: 100_000,
  isobmff: 100_000,
  mpeg: 600_000,
};

/** Reads the container's headers; throws UnreadableMedia when they do not hold together or take too long. */
export async function probeMedia(file: string, container: AvContainer): Promise<ProbedMedia> {
  const fh = await fs.open(file, 'r');
  try {
    const windowed = new WindowedFile(
      fh,
      (await fh.stat()).size,
      Date.now() + PROBE_TIME_LIMIT_MS,
      MAX_READS[container],
    );
    const probed =
      container === 'isobmff' ? await probeIsoBmff(windowed) : await probeWithMusicMetadata(windowed, container);
    if (!Number.isFinite(probed.duration) || probed.duration <= 0) fail('no length');
    return { ...probed, duration: Math.round(probed.duration * 1000) / 1000 };
  } catch (err) {
    if (err instanceof UnreadableMedia) throw err;
    throw new UnreadableMedia((err as Error).message);
  } finally {
    await fh.close();
  }
}

async function probeWithMusicMetadata(
  file: WindowedFile,
  container: Exclude<AvContainer, 'isobmff'>,
): Promise<ProbedMedia> {
  // Both readers are loaded by the first file they read: ~5 MB a process serving pages never needs
  // (docs/decisions.md "What it costs to run").
  const { parseFromTokenizer } = await import('music-metadata');
  const parse = (duration: boolean) =>
    parseFromTokenizer(new WindowedTokenizer(file, MIME_TYPES[container]), {
      duration,
      skipCovers: true,
      skipPostHeaders: true,
    });
  let { format } = await parse(false);
  const adts = format.container?.startsWith('ADTS') ?? false;
  // AAC in ADTS says its length nowhere: its frames are counted. An MP3 without a Xing/Info
  // header is taken as constant bitrate (its bytes over its bitrate) rather than walked.
  if (!format.duration && adts) format = (await parse(true)).format;
  const duration = format.duration ?? (container === 'mpeg' && format.bitrate ? (file.size * 8) / format.bitrate : 0);
  switch (container) {
    case 'wav':
      return { ext: 'wav', kind: 'audio', duration };
    case 'ogg':
      if (format.codec !== 'Opus' && !format.codec?.startsWith('Vorbis'))
        fail('Ogg stream that is neither Opus nor Vorbis');
      return { ext: 'ogg', kind: 'audio', duration };
    case 'mpeg':
      return { ext: adts ? 'aac' : 'mp3', kind: 'audio', duration };
    case 'webm': {
      const video = format.trackInfo.find((t) => t.video || t.type === 1);
      if (!video && !format.hasAudio) fail('WebM with neither sound nor picture');
      // Named as the container names it (V_VP9), as the allow-list reads.
      return {
        ext: 'webm',
        kind: video ? 'video' : 'audio',
        duration,
        videoCodec: video ? `V_${video.codecName}` : undefined,
      };
    }
  }
}

let mp4box: Promise<typeof import('mp4box')> | undefined;
const loadMp4box = () =>
  (mp4box ??= import('mp4box').then((m) => {
    // mp4box tells its problems through onError; its own log would print them too.
    m.Log.setLogLevel(() => {});
    return m;
  }));

async function probeIsoBmff(file: WindowedFile): Promise<ProbedMedia> {
  const { createFile, MP4BoxBuffer } = await loadMp4box();
  const iso = createFile();
  let movie: Movie | null = null;
  let problem = '';
  iso.onReady = (info) => {
    movie = info;
  };
  iso.onError = (_module, message) => {
    problem ||= message;
  };
  // Feed it the file a window at a time, jumping where it asks (past the media data to the index).
  for (let at = 0, fed = 0; !movie && at < file.size;) {
    const chunk = Buffer.alloc(Math.min(WINDOW_BYTES, file.size - at));
    const { bytesRead } = await file.read(chunk, 0, chunk.length, at);
    if (!bytesRead) break;
    fed += bytesRead;
    if (fed > MAX_INDEX_BYTES) fail('MP4 index too large');
    const buffer = MP4BoxBuffer.fromArrayBuffer(chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + bytesRead), at);
    const next = iso.appendBuffer(buffer, at + bytesRead >= file.size);
    if (problem) fail(`MP4: ${problem}`);
    if (iso.boxes.length > MAX_TOP_BOXES) fail('MP4 of too many boxes');
    // Jumping back, or standing still, would read the same bytes forever.
    at = Number.isFinite(next) && next > at ? next : at + bytesRead;
  }
  const info = movie as Movie | null;
  if (!info) fail('MP4 without its index (moov)');
  const video = info.videoTracks[0];
  if (!video && !info.audioTracks.length) fail('MP4 with neither sound nor picture');
  if (!info.timescale) fail('MP4 without a timescale');
  // A fragmented MP4 says its length in mvex/mehd (mp4box gives it in seconds); without it the
  // length is refused, not summed from every fragment.
  const fragment = info.fragment_duration;
  const seconds = info.duration ? info.duration / info.timescale : fragment?.den ? fragment.num / fragment.den : 0;
  return {
    ext: video ? 'mp4' : 'm4a',
    kind: video ? 'video' : 'audio',
    duration: seconds,
    videoCodec: video ? video.codec.split('.')[0] || 'unknown' : undefined,
  };
}
