// Small real audio and video files for the upload tests, built here byte by byte in each container
// (no encoder needed): the headers are what a phone or an editor writes, the payload is silence.
import fs from 'node:fs';
import path from 'node:path';
import { toneWav } from '../setup/demo/audio.ts';

export { toneWav };

/** A real VP9 WebM of 10 s (the demo's first ad video until its art became Malayalam), kept for the VP9 reader. */
export const webmVideo = () => fs.readFileSync(path.resolve(import.meta.dirname, 'vp9-10s.webm'));

/** MPEG-1 Layer III, 128 kb/s, 44.1 kHz stereo: `frames` frames of 417 bytes (26.1 ms each). */
export function mp3Cbr(frames: number, { id3 = true } = {}): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  const tag = Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x0a', 'latin1'), Buffer.alloc(10)]);
  return Buffer.concat([...(id3 ? [tag] : []), ...Array.from({ length: frames }, () => frame)]);
}

/**
 * A VBR MP3 whose Xing header says it has `frames` frames (the audio frames after it are few). As
 * LAME writes it, the header gives the byte count too (flags: frames, bytes).
 */
export function mp3Xing(frames: number): Buffer {
  const first = Buffer.alloc(417);
  first.set([0xff, 0xfb, 0x90, 0x00]);
  first.write('Xing', 36, 'latin1');
  first.writeUInt32BE(3, 40);
  first.writeUInt32BE(frames, 44);
  first.writeUInt32BE(frames * 417, 48);
  return Buffer.concat([first, mp3Cbr(10, { id3: false })]);
}

/** ADTS AAC-LC, 44.1 kHz: `frames` frames of 1024 samples, 372 bytes each as at 128 kb/s. */
export function adts(frames: number): Buffer {
  const length = 372;
  const frame = Buffer.alloc(length);
  frame.set([0xff, 0xf1, 0x50, 0x80 | ((length >> 11) & 3), (length >> 3) & 0xff, ((length & 7) << 5) | 0x1f, 0xfc]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}
const u32 = (...values: number[]) =>
  Buffer.concat(
    values.map((v) => {
      const b = Buffer.alloc(4);
      b.writeUInt32BE(v);
      return b;
    }),
  );

/**
 * An MP4 of `seconds` with one track: 'vide' (codec `codec`, H.264 by default) or 'soun' (an M4A).
 * `moovLast` puts the index after the media data, as cameras write it.
 */
export function mp4(
  seconds: number,
  {
    track = 'vide',
    codec = 'avc1',
    moovLast = false,
    brand = 'isom',
    mediaBytes = 1024,
  }: { track?: 'vide' | 'soun'; codec?: string; moovLast?: boolean; brand?: string; mediaBytes?: number } = {},
): Buffer {
  const timescale = 1000;
  const mvhd = box('mvhd', u32(0, 0, 0, timescale, seconds * timescale), Buffer.alloc(80));
  const tkhd = box('tkhd', u32(0, 0, 0, 1, 0, seconds * timescale), Buffer.alloc(60));
  const mdhd = box('mdhd', u32(0, 0, 0, 48000, seconds * 48000), Buffer.alloc(4));
  const hdlr = box('hdlr', u32(0, 0), Buffer.from(track, 'latin1'), Buffer.alloc(13));
  const stsd = box('stsd', u32(0, 1), box(track === 'vide' ? codec : 'mp4a', Buffer.alloc(78)));
  const moov = box('moov', mvhd, box('trak', tkhd, box('mdia', mdhd, hdlr, box('minf', box('stbl', stsd)))));
  const ftyp = box('ftyp', Buffer.from(`${brand}\0\0\x02\0isomiso2mp41`, 'latin1'));
  const mdat = box('mdat', Buffer.alloc(mediaBytes, 0x42));
  return Buffer.concat(moovLast ? [ftyp, mdat, moov] : [ftyp, moov, mdat]);
}

function oggPage(serial: number, granule: bigint, sequence: number, packet: Buffer, flags: number): Buffer {
  const head = Buffer.alloc(27);
  head.write('OggS', 0, 'latin1');
  head[5] = flags;
  head.writeBigInt64LE(granule, 6);
  head.writeUInt32LE(serial, 14);
  head.writeUInt32LE(sequence, 18);
  head[26] = 1;
  return Buffer.concat([head, Buffer.from([packet.length]), packet]);
}

/** An Ogg Opus stream of `seconds` (48 kHz granules, 312 samples of pre-skip). */
export function oggOpus(seconds: number): Buffer {
  const serial = 0x1234;
  const opusHead = Buffer.concat([
    Buffer.from('OpusHead\x01\x02', 'latin1'),
    Buffer.from([0x38, 0x01]),
    Buffer.from([0x80, 0xbb, 0, 0, 0, 0, 0]),
  ]);
  const tags = Buffer.from('OpusTags\0\0\0\0\0\0\0\0', 'latin1');
  return Buffer.concat([
    oggPage(serial, 0n, 0, opusHead, 2),
    oggPage(serial, 0n, 1, tags, 0),
    oggPage(serial, BigInt(seconds * 48000 + 312), 2, Buffer.alloc(100, 1), 4),
  ]);
}
