// Uploads one file through XMLHttpRequest (fetch has no upload progress, and a volunteer on a slow
// connection needs to see a 5 MB photo or a 30 MB homily going up), refusing a wrong type or an
// oversize file before anything is sent. Images go to /api/media, audio to /api/media/audio and video
// to /api/media/video (UPLOAD_URLS), each answering its stored-file shape of packages/shared.
import { useCallback, useRef, useState } from 'react';
import { UPLOAD_URLS, mediaKindOfFile, uploadRefusal, type StoredMedia, type UploadKind } from '@parish/shared/media';
import { uploadLimit, useUploadLimits } from './upload-limits.ts';
import type { ApiError } from '@parish/shared/common';
import { ERROR_CODES } from '@parish/shared/plain/error-codes';
import { ApiClientError } from './api.ts';
import { OFFLINE_CODE, browserOffline, notSentOffline } from './offline-failure.ts';

export interface StoredImage {
  image: string;
  preImage: string;
}

/** A row's photo as the image field holds it (none: null). */
export const photoOf = (row: { image: string | null; preImage?: string | null }): StoredImage | null =>
  row.image ? { image: row.image, preImage: row.preImage ?? '' } : null;

/** The image field's photo as a body's `image` and `preImage` (no preview: null). */
export const photoFields = (photo: StoredImage | null) => ({
  image: photo?.image ?? null,
  preImage: photo?.preImage || null,
});

/** Reads the server's answer into the stored file, or null when it is not one. */
export type ReadStored<T> = (body: unknown) => T | null;

export const readStoredImage: ReadStored<StoredImage> = (body) => {
  const b = body as Partial<StoredImage> | null;
  return typeof b?.image === 'string' ? { image: b.image, preImage: b.preImage ?? '' } : null;
};

/** The answer of POST /api/media/audio and /video (StoredMediaSchema): url, real kind, type, duration. */
export const readStoredMedia: ReadStored<StoredMedia> = (body) => {
  const b = body as Partial<StoredMedia> | null;
  return typeof b?.url === 'string' && (b.kind === 'audio' || b.kind === 'video')
    ? {
        url: b.url,
        kind: b.kind,
        contentType: b.contentType ?? '',
        duration: Number(b.duration) || 0,
        bytes: Number(b.bytes) || 0,
      }
    : null;
};

export type { StoredMedia };

export const IMAGE_UPLOAD_URL = UPLOAD_URLS.image;

/** Posts `file` as multipart field 'file' to `url`; `onProgress` gets 0–100. */
export function uploadFile<T>(
  url: string,
  file: File,
  read: ReadStored<T>,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    // Without a network nothing is sent (no half-sent upload); the form says it needs a connection.
    if (browserOffline()) {
      reject(notSentOffline());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as Partial<ApiError> | null;
      const stored = xhr.status >= 200 && xhr.status < 300 ? read(body) : null;
      if (stored) {
        onProgress(100);
        resolve(stored);
      } else {
        reject(
          new ApiClientError(
            xhr.status || 'PARSING_ERROR',
            body?.code ?? 'error',
            body?.message ?? xhr.statusText,
            body?.fields,
          ),
        );
      }
    };
    xhr.onerror = () =>
      reject(new ApiClientError('FETCH_ERROR', browserOffline() ? OFFLINE_CODE : 'fetch_error', 'Upload failed'));
    xhr.ontimeout = () => reject(new ApiClientError('TIMEOUT_ERROR', 'timeout', 'Upload timed out'));
    xhr.onabort = () => reject(new ApiClientError(0, 'aborted', 'Upload cancelled'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

export type UploadState<T> =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number }
  | { status: 'done'; result: T }
  | { status: 'error'; error: ApiClientError };

/** The refusal a file gets before sending, as the server would answer it (415 type, 413 size). */
export function refusalError(kind: UploadKind, file: File): ApiClientError | null {
  const maxBytes = uploadLimit(kind);
  const refusal = uploadRefusal(kind, file, maxBytes);
  if (refusal === 'type') return new ApiClientError(415, ERROR_CODES.unsupportedMedia, `Not an accepted ${kind} file`);
  if (refusal === 'size') return new ApiClientError(413, ERROR_CODES.payloadTooLarge, `Larger than ${maxBytes} bytes`);
  return null;
}

export interface UploadOptions<T> {
  kind: UploadKind;
  /** Where the file goes (default: the kind's endpoint, UPLOAD_URLS). */
  url?: string;
  /** Reads the answer (default: the stored image for 'image', the stored media for audio and video). */
  read?: ReadStored<T>;
}

export interface Upload<T> {
  kind: UploadKind;
  state: UploadState<T>;
  /** Uploads `file`, cancelling one still going; resolves to the stored file, or null (refused, failed, cancelled). */
  upload: (file: File) => Promise<T | null>;
  /** Stops the upload going (aborts the request) and forgets it. */
  cancel: () => void;
}

/**
 * The upload of one file of a kind, with its progress; a new upload cancels the previous one.
 * `useUpload({ kind: 'image' })` gives a StoredImage, `useUpload<StoredMedia>({ kind: 'audio' | 'video' })`
 * a StoredMedia.
 */
export function useUpload<T = StoredImage>({ kind, url = UPLOAD_URLS[kind], read }: UploadOptions<T>): Upload<T> {
  const [state, setState] = useState<UploadState<T>>({ status: 'idle' });
  useUploadLimits(); // asks the server's limits, so refusalError knows them by the time a file is chosen
  const controller = useRef<AbortController | null>(null);
  const reader = (read ?? (kind === 'image' ? readStoredImage : readStoredMedia)) as ReadStored<T>;
  const readerRef = useRef(reader);
  readerRef.current = reader;

  const upload = useCallback(
    async (file: File): Promise<T | null> => {
      controller.current?.abort();
      // Refused before sending: no point pushing 20 MB over a phone connection to hear "too big".
      const refused = refusalError(kind, file);
      if (refused) {
        setState({ status: 'error', error: refused });
        return null;
      }
      const ac = new AbortController();
      controller.current = ac;
      setState({ status: 'uploading', percent: 0 });
      try {
        const result = await uploadFile(
          url,
          file,
          readerRef.current,
          (percent) => {
            if (!ac.signal.aborted) setState({ status: 'uploading', percent });
          },
          ac.signal,
        );
        if (ac.signal.aborted) return null;
        setState({ status: 'done', result });
        return result;
      } catch (err) {
        if (ac.signal.aborted) return null;
        setState({
          status: 'error',
          error: err instanceof ApiClientError ? err : new ApiClientError('FETCH_ERROR', 'fetch_error', String(err)),
        });
        return null;
      }
    },
    [kind, url],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'idle' });
  }, []);

  return { kind, state, upload, cancel };
}

/**
 * One upload that takes an audio or a video file (a message may be either): each file goes to the
 * endpoint of its kind (by its type or name) with that kind's limit; `kind` is the last file's.
 * Use it with FileField's `kinds={AV_KINDS}`.
 */
export const AV_KINDS = ['audio', 'video'] as const;

export function useAvUpload(): Upload<StoredMedia> {
  const audio = useUpload<StoredMedia>({ kind: 'audio' });
  const video = useUpload<StoredMedia>({ kind: 'video' });
  const [active, setActive] = useState<'audio' | 'video'>('audio');
  const { upload: upAudio, cancel: stopAudio } = audio;
  const { upload: upVideo, cancel: stopVideo } = video;
  const upload = useCallback(
    async (file: File) => {
      const kind = mediaKindOfFile(file) ?? 'audio';
      setActive(kind);
      if (kind === 'video') {
        stopAudio();
        return upVideo(file);
      }
      stopVideo();
      return upAudio(file);
    },
    [upAudio, upVideo, stopAudio, stopVideo],
  );
  const cancel = useCallback(() => {
    stopAudio();
    stopVideo();
  }, [stopAudio, stopVideo]);
  const current = active === 'video' ? video : audio;
  return { kind: active, state: current.state, upload, cancel };
}
