// Uploaded media, the rules both sides apply: the image renditions the server stores and the file
// types and sizes each kind of upload accepts (the web refuses before sending, the server by content).
import { MAX_AUDIO_UPLOAD_BYTES, MAX_UPLOAD_BYTES, MAX_VIDEO_UPLOAD_BYTES } from './constants.ts';

/** Widths of the WebP renditions stored for each photo: `<name>.webp` and `<name>-480.webp`. */
export const IMAGE_WIDTHS = { full: 1600, small: 480 } as const;

/** URL of the small rendition stored beside a photo. */
export function smallImageUrl(image: string): string {
  return image.replace(/\.webp$/, `-${IMAGE_WIDTHS.small}.webp`);
}

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
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'],
    extensions: ['.jpg', '.jpeg', '.png', '.webp', '.heic', '.heif'],
    maxBytes: MAX_UPLOAD_BYTES,
  },
  audio: {
    mimeTypes: ['audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/aac', 'audio/ogg', 'audio/wav', 'audio/x-wav'],
    extensions: ['.mp3', '.m4a', '.aac', '.ogg', '.oga', '.wav'],
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

/** Why a file would be refused before sending it, or null when it may go. */
export function uploadRefusal(kind: UploadKind, file: { name: string; type: string; size: number }): 'type' | 'size' | null {
  const rule = UPLOAD_RULES[kind];
  const name = file.name.toLowerCase();
  const typeOk = rule.mimeTypes.includes(file.type.toLowerCase()) || rule.extensions.some((ext) => name.endsWith(ext));
  if (!typeOk) return 'type';
  return file.size > rule.maxBytes ? 'size' : null;
}
