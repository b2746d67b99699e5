// Uploaded media, the rules both sides apply: the image renditions the server stores and the file
// types and sizes each kind of upload accepts (the web refuses before sending, the server by content).
import { z } from 'zod';
import { MAX_AUDIO_UPLOAD_BYTES, MAX_UPLOAD_BYTES, MAX_VIDEO_UPLOAD_BYTES } from './plain/constants.ts';

// Without zod, for code that must stay light (the visitor's ad banner).
export { IMAGE_WIDTHS, smallImageUrl } from './plain/image-paths.ts';

export type UploadKind = 'image' | 'audio' | 'video';

export interface UploadRule {
  /** MIME types a browser reports for the accepted files. */
  mimeTypes: readonly string[];
  /** File name endings accepted when the browser reports no or a generic type (HEIC on many phones). */
  extensions: readonly string[];
  maxBytes: number;
}

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  image: {
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif'],
    extensions: ['.jpg', '.jpeg', '.png', '.webp', '.gif', '.heic', '.heif'],
    maxBytes: MAX_UPLOAD_BYTES,
  },
  audio: {
    // A WhatsApp voice note is Opus in OGG, named .opus and typed audio/ogg or audio/opus.
    mimeTypes: [
      'audio/mpeg',
      'audio/mp4',
      'audio/x-m4a',
      'audio/aac',
      'audio/ogg',
      'audio/opus',
      'audio/wav',
      'audio/x-wav',
    ],
    extensions: ['.mp3', '.m4a', '.aac', '.ogg', '.oga', '.opus', '.wav'],
    maxBytes: MAX_AUDIO_UPLOAD_BYTES,
  },
  video: {
    mimeTypes: ['video/mp4', 'video/webm', 'video/quicktime'],
    extensions: ['.mp4', '.webm', '.mov'],
    maxBytes: MAX_VIDEO_UPLOAD_BYTES,
  },
};

/** The `accept` attribute of a file input for one kind. */
export function acceptAttribute(kind: UploadKind): string {
  const rule = UPLOAD_RULES[kind];
  return [...rule.mimeTypes, ...rule.extensions].join(',');
}

/** Whole megabytes of a byte limit, for messages. */
export function megabytes(bytes: number): number {
  return Math.round(bytes / 1024 / 1024);
}

/**
 * Why a file would be refused before sending it, or null when it may go. `maxBytes` is the
 * server's limit for the kind when known (GET /api/media/limits: audio and video are settings).
 */
export function uploadRefusal(
  kind: UploadKind,
  file: { name: string; type: string; size: number },
  maxBytes = UPLOAD_RULES[kind].maxBytes,
): 'type' | 'size' | null {
  const rule = UPLOAD_RULES[kind];
  const name = file.name.toLowerCase();
  const typeOk = rule.mimeTypes.includes(file.type.toLowerCase()) || rule.extensions.some((ext) => name.endsWith(ext));
  if (!typeOk) return 'type';
  return file.size > maxBytes ? 'size' : null;
}

/** GET /api/media/limits: the largest file of each kind the server accepts, in bytes. */
export type UploadLimits = Record<UploadKind, number>;
export const UploadLimitsSchema = z.object({
  image: z.number().int().positive(),
  audio: z.number().int().positive(),
  video: z.number().int().positive(),
});

// ---- audio and video -----------------------------------------------------------------------------

/** The containers the server stores audio and video in, by the file name ending it gives them. */
export const MEDIA_EXTENSIONS = ['mp3', 'aac', 'm4a', 'ogg', 'wav', 'mp4', 'webm'] as const;
export type MediaExtension = (typeof MEDIA_EXTENSIONS)[number];

/** The Content-Type each stored audio/video file is served with. */
export const MEDIA_CONTENT_TYPES: Record<MediaExtension, string> = {
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** Audio or video, from a stored file's path ('/media/<hash>.webm' is a video). */
export function mediaKindOfPath(url: string): 'audio' | 'video' | null {
  const ext = url.slice(url.lastIndexOf('.') + 1).toLowerCase();
  if (!(MEDIA_EXTENSIONS as readonly string[]).includes(ext)) return null;
  return MEDIA_CONTENT_TYPES[ext as MediaExtension].startsWith('video/') ? 'video' : 'audio';
}

/** A stored audio/video path: what POST /api/media/audio and /video return as `url`. */
export const STORED_MEDIA_PATH = new RegExp(`^/media/[A-Za-z0-9_-]{8,64}\\.(${MEDIA_EXTENSIONS.join('|')})$`);

/** The answer of POST /api/media/audio and /api/media/video: the stored file, checked by content. */
export const StoredMediaSchema = z.object({
  /** Where the file is served (HTTP ranges, cached for a year): /media/<content hash>.<ext>. */
  url: z.string(),
  /** What the file really is, from its bytes (a video has a picture track). */
  kind: z.enum(['audio', 'video']),
  /** The Content-Type it is served with. */
  contentType: z.string(),
  /** Seconds, read from the file (to the millisecond). */
  duration: z.number().nonnegative(),
  bytes: z.number().int().positive(),
});
export type StoredMedia = z.infer<typeof StoredMediaSchema>;

/** Where each kind of upload goes. */
export const UPLOAD_URLS: Record<UploadKind, string> = {
  image: '/api/media',
  audio: '/api/media/audio',
  video: '/api/media/video',
};

/** Audio or video, from what the browser says of a chosen file (its type, else its name); null for neither. */
export function mediaKindOfFile(file: { name: string; type: string }): 'audio' | 'video' | null {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  for (const kind of ['video', 'audio'] as const) if (UPLOAD_RULES[kind].mimeTypes.includes(type)) return kind;
  for (const kind of ['video', 'audio'] as const)
    if (UPLOAD_RULES[kind].extensions.some((ext) => name.endsWith(ext))) return kind;
  return null;
}
