// What an audio or video file really is and how long it plays, read from its bytes with our own
// parsers of the container headers (no ffprobe, nothing downloaded at run time): WAV chunks, the
// MPEG audio frame (Xing/VBRI for VBR MP3), ADTS frames, the ISO-BMFF moov (MP4, M4A, MOV), Ogg
// pages (Opus, Vorbis) and the Matroska/WebM elements. Reads go through a small window over the
// file on disk: a 200 MB video is never read whole.
import fs from 'node:fs/promises';

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

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

/** Image brands of ISO-BMFF (HEIF/AVIF photos are not videos). */
const IMAGE_BRANDS = new Set(['mif1', 'msf1', 'heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'avif', 'avis']);

function mpegFrame(buf: Buffer, at: number): { mp3: boolean } | null {
  if (at + 4 > buf.length || buf[at] !== 0xff) return null;
  const b1 = buf[at + 1];
  if ((b1 & 0xf6) === 0xf0) return { mp3: false }; // ADTS: sync, layer 00
  if ((b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  const bitrate = buf[at + 2] >> 4;
  const rate = (buf[at + 2] >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrate === 0 || bitrate === 15 || rate === 3) return null;
  return { mp3: true };
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
  if (mpegFrame(head, 0)) return 'mpeg';
  return null;
}

// ---- reading the file ------------------------------------------------------------------------

class Reader {
  private window = Buffer.alloc(0);
  private windowAt = 0;
  constructor(private readonly fh: fs.FileHandle, readonly size: number) {}

  /** `length` bytes at `at` (fewer at the end of the file). */
  async read(at: number, length: number): Promise<Buffer> {
    if (at >= this.windowAt && at + length <= this.windowAt + this.window.length) {
      return this.window.subarray(at - this.windowAt, at - this.windowAt + length);
    }
    const want = Math.max(length, 64 * 1024);
    const buf = Buffer.alloc(Math.min(want, Math.max(0, this.size - at)));
    const { bytesRead } = await this.fh.read(buf, 0, buf.length, at);
    this.window = buf.subarray(0, bytesRead);
    this.windowAt = at;
    return this.window.subarray(0, Math.min(length, bytesRead));
  }
}

function fail(message: string): never {
  throw new UnreadableMedia(message);
}

/** Reads the container's headers; throws UnreadableMedia when they do not hold together. */
export async function probeMedia(file: string, container: AvContainer): Promise<ProbedMedia> {
  const fh = await fs.open(file, 'r');
  try {
    const r = new Reader(fh, (await fh.stat()).size);
    switch (container) {
      case 'wav': return await probeWav(r);
      case 'mpeg': return await probeMpeg(r);
      case 'isobmff': return await probeIsoBmff(r);
      case 'ogg': return await probeOgg(r);
      case 'webm': return await probeWebm(r);
    }
  } finally {
    await fh.close();
  }
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

// ---- WAV -------------------------------------------------------------------------------------

async function probeWav(r: Reader): Promise<ProbedMedia> {
  let byteRate = 0;
  for (let at = 12; at + 8 <= r.size;) {
    const head = await r.read(at, 8);
    if (head.length < 8) break;
    const id = ascii(head, 0, 4);
    const size = head.readUInt32LE(4);
    if (id === 'fmt ') {
      const fmt = await r.read(at + 8, 16);
      if (fmt.length < 16) break;
      byteRate = fmt.readUInt32LE(8);
    } else if (id === 'data') {
      if (!byteRate) fail('WAV data before its format');
      const data = Math.min(size, r.size - at - 8);
      return { ext: 'wav', kind: 'audio', duration: round(data / byteRate) };
    }
    at += 8 + size + (size % 2);
  }
  fail('WAV without format or data');
}

// ---- MP3 and ADTS AAC ------------------------------------------------------------------------

const MP3_BITRATES = {
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MP3_RATES = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] } as Record<number, number[]>;
const ADTS_RATES = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350];

interface Mp3Header { bitrate: number; rate: number; samples: number; length: number; mono: boolean; mpeg1: boolean }

function mp3Header(buf: Buffer, at: number): Mp3Header | null {
  if (!mpegFrame(buf, at)?.mp3) return null;
  const version = (buf[at + 1] >> 3) & 3;
  const mpeg1 = version === 3;
  const bitrate = (mpeg1 ? MP3_BITRATES.v1 : MP3_BITRATES.v2)[buf[at + 2] >> 4] * 1000;
  const rate = MP3_RATES[version][(buf[at + 2] >> 2) & 3];
  const padding = (buf[at + 2] >> 1) & 1;
  const samples = mpeg1 ? 1152 : 576;
  const length = Math.floor((samples / 8) * bitrate / rate) + padding;
  return { bitrate, rate, samples, length, mono: (buf[at + 3] >> 6) === 3, mpeg1 };
}

async function probeMpeg(r: Reader): Promise<ProbedMedia> {
  let start = 0;
  const id3 = await r.read(0, 10);
  if (ascii(id3, 0, 3) === 'ID3' && id3.length === 10) {
    const size = ((id3[6] & 0x7f) << 21) | ((id3[7] & 0x7f) << 14) | ((id3[8] & 0x7f) << 7) | (id3[9] & 0x7f);
    start = 10 + size + (id3[5] & 0x10 ? 10 : 0);
  }
  // The first frame: at the start, or shortly after padding.
  const head = await r.read(start, 8192);
  let at = 0;
  while (at + 4 <= head.length && !mpegFrame(head, at)) at++;
  if (at + 4 > head.length) fail('no MPEG audio frame');
  start += at;
  const frame = await r.read(start, 200);
  if (!mpegFrame(frame, 0)!.mp3) return probeAdts(r, start);

  const h = mp3Header(frame, 0)!;
  // The next frame must follow where this one says it ends.
  const next = await r.read(start + h.length, 4);
  if (start + h.length + 4 <= r.size && !mpegFrame(next, 0)) fail('MPEG frames do not follow each other');
  const side = h.mpeg1 ? (h.mono ? 17 : 32) : (h.mono ? 9 : 17);
  const xing = 4 + side;
  const tag = ascii(frame, xing, xing + 4);
  if ((tag === 'Xing' || tag === 'Info') && frame.readUInt32BE(xing + 4) & 1) {
    return { ext: 'mp3', kind: 'audio', duration: round((frame.readUInt32BE(xing + 8) * h.samples) / h.rate) };
  }
  if (ascii(frame, 36, 40) === 'VBRI') {
    return { ext: 'mp3', kind: 'audio', duration: round((frame.readUInt32BE(36 + 14) * h.samples) / h.rate) };
  }
  // Constant bitrate: the audio bytes over the bitrate (an ID3v1 tag at the end is not audio).
  const tail = r.size >= 128 ? await r.read(r.size - 128, 3) : Buffer.alloc(0);
  const audioBytes = r.size - start - (ascii(tail, 0, 3) === 'TAG' ? 128 : 0);
  return { ext: 'mp3', kind: 'audio', duration: round((audioBytes * 8) / h.bitrate) };
}

async function probeAdts(r: Reader, start: number): Promise<ProbedMedia> {
  let samples = 0;
  let rate = 0;
  let at = start;
  while (at + 7 <= r.size) {
    const h = await r.read(at, 7);
    if (h.length < 7 || h[0] !== 0xff || (h[1] & 0xf6) !== 0xf0) break;
    rate = ADTS_RATES[(h[2] >> 2) & 0xf] ?? 0;
    const length = ((h[3] & 3) << 11) | (h[4] << 3) | (h[5] >> 5);
    if (!rate || length < 7) fail('broken ADTS frame');
    samples += ((h[6] & 3) + 1) * 1024;
    at += length;
  }
  if (!samples) fail('no ADTS frames');
  return { ext: 'aac', kind: 'audio', duration: round(samples / rate) };
}

// ---- ISO-BMFF: MP4, M4A, MOV -----------------------------------------------------------------

interface Box { type: string; start: number; payload: number; end: number }

function* boxesIn(buf: Buffer, from: number, to: number): Generator<Box> {
  for (let at = from; at + 8 <= to;) {
    let size = buf.readUInt32BE(at);
    let payload = at + 8;
    if (size === 1) {
      if (at + 16 > to) return;
      size = Number(buf.readBigUInt64BE(at + 8));
      payload = at + 16;
    } else if (size === 0) size = to - at;
    if (size < payload - at || at + size > to) return;
    yield { type: ascii(buf, at + 4, at + 8), start: at, payload, end: at + size };
    at += size;
  }
}

const child = (buf: Buffer, box: Box, type: string) => [...boxesIn(buf, box.payload, box.end)].find((b) => b.type === type);

/** The moov box is read whole; a 40-minute video's is a few megabytes. */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

async function probeIsoBmff(r: Reader): Promise<ProbedMedia> {
  let moov: Buffer | null = null;
  const fragments: Buffer[] = [];
  for (let at = 0; at + 8 <= r.size;) {
    const head = await r.read(at, 16);
    if (head.length < 8) break;
    let size = head.readUInt32BE(0);
    const type = ascii(head, 4, 8);
    let headerLength = 8;
    if (size === 1) {
      if (head.length < 16) break;
      size = Number(head.readBigUInt64BE(8));
      headerLength = 16;
    } else if (size === 0) size = r.size - at;
    if (size < headerLength) fail('broken MP4 box');
    if (type === 'moov') {
      if (size > MAX_MOOV_BYTES) fail('MP4 index too large');
      moov = Buffer.from(await r.read(at, size));
      if (moov.length < size) fail('MP4 index cut off');
    } else if (type === 'moof' && size <= 4 * 1024 * 1024) {
      fragments.push(Buffer.from(await r.read(at, size)));
    }
    at += size;
  }
  if (!moov) fail('MP4 without its index (moov)');
  const root: Box = { type: 'moov', start: 0, payload: 8, end: moov.length };

  const mvhd = child(moov, root, 'mvhd') ?? fail('MP4 without mvhd');
  const v1 = moov[mvhd.payload] === 1;
  const timescale = moov.readUInt32BE(mvhd.payload + (v1 ? 20 : 12));
  let duration = v1 ? Number(moov.readBigUInt64BE(mvhd.payload + 24)) : moov.readUInt32BE(mvhd.payload + 16);
  if (!timescale) fail('MP4 without a timescale');
  let seconds = duration / timescale;

  let videoCodec: string | undefined;
  let hasAudio = false;
  const trackScales = new Map<number, number>();
  for (const trak of boxesIn(moov, root.payload, root.end)) {
    if (trak.type !== 'trak') continue;
    const tkhd = child(moov, trak, 'tkhd');
    const mdia = child(moov, trak, 'mdia');
    const hdlr = mdia && child(moov, mdia, 'hdlr');
    const mdhd = mdia && child(moov, mdia, 'mdhd');
    if (!hdlr || !mdia) continue;
    const handler = ascii(moov, hdlr.payload + 8, hdlr.payload + 12);
    if (tkhd && mdhd) {
      const trackId = moov.readUInt32BE(tkhd.payload + (moov[tkhd.payload] === 1 ? 20 : 12));
      trackScales.set(trackId, moov.readUInt32BE(mdhd.payload + (moov[mdhd.payload] === 1 ? 20 : 12)));
    }
    if (handler === 'soun') hasAudio = true;
    if (handler === 'vide') {
      const minf = child(moov, mdia, 'minf');
      const stbl = minf && child(moov, minf, 'stbl');
      const stsd = stbl && child(moov, stbl, 'stsd');
      videoCodec = stsd ? ascii(moov, stsd.payload + 12, stsd.payload + 16) : 'unknown';
    }
  }
  if (!videoCodec && !hasAudio) fail('MP4 with neither sound nor picture');

  // A fragmented MP4 (recorded live) says its length in mvex/mehd, or only in its fragments.
  if (!duration) {
    const mvex = child(moov, root, 'mvex');
    const mehd = mvex && child(moov, mvex, 'mehd');
    if (mehd) {
      duration = moov[mehd.payload] === 1 ? Number(moov.readBigUInt64BE(mehd.payload + 4)) : moov.readUInt32BE(mehd.payload + 4);
      seconds = duration / timescale;
    } else {
      seconds = fragmentsLength(fragments, trackScales);
    }
  }
  return { ext: videoCodec ? 'mp4' : 'm4a', kind: videoCodec ? 'video' : 'audio', duration: round(seconds), videoCodec };
}

/** The end time of the last sample of any track, from the moof boxes (tfdt + trun durations). */
function fragmentsLength(fragments: Buffer[], scales: Map<number, number>): number {
  let longest = 0;
  for (const moof of fragments) {
    const root: Box = { type: 'moof', start: 0, payload: 8, end: moof.length };
    for (const traf of boxesIn(moof, root.payload, root.end)) {
      if (traf.type !== 'traf') continue;
      const tfhd = child(moof, traf, 'tfhd');
      if (!tfhd) continue;
      const flags = moof.readUInt32BE(tfhd.payload) & 0xffffff;
      const trackId = moof.readUInt32BE(tfhd.payload + 4);
      let p = tfhd.payload + 8;
      if (flags & 0x1) p += 8;
      if (flags & 0x2) p += 4;
      const defaultDuration = flags & 0x8 ? moof.readUInt32BE(p) : 0;
      const tfdt = child(moof, traf, 'tfdt');
      let time = tfdt ? (moof[tfdt.payload] === 1 ? Number(moof.readBigUInt64BE(tfdt.payload + 4)) : moof.readUInt32BE(tfdt.payload + 4)) : 0;
      for (const trun of boxesIn(moof, traf.payload, traf.end)) {
        if (trun.type !== 'trun') continue;
        const tflags = moof.readUInt32BE(trun.payload) & 0xffffff;
        const count = moof.readUInt32BE(trun.payload + 4);
        let q = trun.payload + 8 + (tflags & 0x1 ? 4 : 0) + (tflags & 0x4 ? 4 : 0);
        const per = [0x100, 0x200, 0x400, 0x800].filter((f) => tflags & f).length * 4;
        for (let i = 0; i < count && q <= trun.end; i++, q += per) {
          time += tflags & 0x100 ? moof.readUInt32BE(q) : defaultDuration;
        }
      }
      const scale = scales.get(trackId);
      if (scale) longest = Math.max(longest, time / scale);
    }
  }
  return longest;
}

// ---- Ogg: Opus, Vorbis -----------------------------------------------------------------------

async function probeOgg(r: Reader): Promise<ProbedMedia> {
  const first = await r.read(0, 282);
  if (first.length < 28 || ascii(first, 0, 4) !== 'OggS') fail('broken Ogg page');
  const serial = first.readUInt32LE(14);
  const segments = first[26];
  const packet = first.subarray(27 + segments);
  let rate: number;
  let preSkip = 0;
  if (ascii(packet, 0, 8) === 'OpusHead') {
    rate = 48000;
    preSkip = packet.readUInt16LE(10);
  } else if (ascii(packet, 0, 7) === '\x01vorbis') {
    rate = packet.readUInt32LE(12);
  } else {
    fail('Ogg stream that is neither Opus nor Vorbis');
  }
  if (!rate) fail('Ogg stream without a sample rate');
  // The last page of the stream holds the position of its last sample.
  const tailStart = Math.max(0, r.size - 65_536);
  const tail = Buffer.from(await r.read(tailStart, r.size - tailStart));
  for (let at = tail.lastIndexOf('OggS'); at >= 0; at = at > 0 ? tail.lastIndexOf('OggS', at - 1) : -1) {
    if (at + 27 > tail.length || tail.readUInt32LE(at + 14) !== serial) continue;
    const granule = tail.readBigInt64LE(at + 6);
    if (granule < 0n) continue;
    return { ext: 'ogg', kind: 'audio', duration: round(Math.max(0, Number(granule) - preSkip) / rate) };
  }
  fail('Ogg stream without a final page');
}

// ---- Matroska / WebM -------------------------------------------------------------------------

const EBML = {
  segment: 0x18538067, info: 0x1549a966, tracks: 0x1654ae6b, trackEntry: 0xae, cluster: 0x1f43b675, blockGroup: 0xa0,
  timecodeScale: 0x2ad7b1, duration: 0x4489, trackType: 0x83, codecId: 0x86, timecode: 0xe7, simpleBlock: 0xa3, block: 0xa1,
  blockDuration: 0x9b, ebmlHeader: 0x1a45dfa3, docType: 0x4282,
};
/** Elements whose children are read in place (a live recording leaves their size unknown). */
const CONTAINERS = new Set([EBML.segment, EBML.info, EBML.tracks, EBML.trackEntry, EBML.cluster, EBML.blockGroup]);

/** A variable-length integer at `at`: its value (marker bit removed unless `keepMarker`) and length. */
function vint(buf: Buffer, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = buf[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > buf.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === (0xff >> length);
  for (let i = 1; i < length; i++) {
    value = value * 256 + buf[at + i];
    if (buf[at + i] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

const uint = (buf: Buffer) => buf.reduce((v, b) => v * 256 + b, 0);

async function probeWebm(r: Reader): Promise<ProbedMedia> {
  let scale = 1_000_000;
  let declared: number | null = null;
  let trackType = 0;
  let videoCodec: string | undefined;
  let hasAudio = false;
  let clusterTime = 0;
  let lastBlock = -1;
  let sawSegment = false;

  for (let at = 0; at < r.size;) {
    const head = await r.read(at, 16);
    const id = vint(head, 0, true);
    const size = id && vint(head, id.length, false);
    if (!id || !size) fail('broken WebM element');
    const dataAt = at + id.length + size.length;
    if (id.value === EBML.segment) sawSegment = true;
    if (CONTAINERS.has(id.value)) {
      if (id.value === EBML.trackEntry) trackType = 0;
      at = dataAt; // read its children next
      continue;
    }
    if (size.unknown) fail('WebM element of unknown size');
    const end = dataAt + size.value;
    const small = size.value <= 64 ? Buffer.from(await r.read(dataAt, size.value)) : null;
    switch (id.value) {
      case EBML.timecodeScale: scale = uint(small!); break;
      case EBML.duration: declared = small!.length === 4 ? small!.readFloatBE(0) : small!.readDoubleBE(0); break;
      case EBML.trackType:
        trackType = uint(small!);
        if (trackType === 2) hasAudio = true;
        break;
      case EBML.codecId: if (trackType === 1 || small!.toString('latin1').startsWith('V_')) videoCodec = small!.toString('latin1').replace(/\0+$/, ''); break;
      case EBML.timecode: clusterTime = uint(small!); break;
      case EBML.simpleBlock:
      case EBML.block: {
        const block = await r.read(dataAt, 12);
        const track = vint(block, 0, false);
        if (!track || track.length + 2 > block.length) fail('broken WebM block');
        lastBlock = Math.max(lastBlock, clusterTime + block.readInt16BE(track.length));
        break;
      }
      case EBML.cluster:
        break;
    }
    // Declared length and tracks known: no need to walk the clusters.
    if (declared !== null && (videoCodec || hasAudio) && id.value === EBML.timecode) break;
    at = end;
  }
  if (!sawSegment) fail('WebM without a segment');
  if (!videoCodec && !hasAudio) fail('WebM with neither sound nor picture');
  const units = declared ?? (lastBlock >= 0 ? lastBlock : null);
  if (units === null) fail('WebM without a length or any block');
  return { ext: 'webm', kind: videoCodec ? 'video' : 'audio', duration: round((units * scale) / 1e9), videoCodec };
}
