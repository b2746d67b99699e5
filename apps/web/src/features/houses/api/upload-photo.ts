// POST /api/media through XMLHttpRequest: fetch has no upload progress, and a volunteer on a slow
// connection needs to see a 5 MB photo going up.
import { useCallback, useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES } from '@parish/shared/constants';
import { ERROR_CODES, type ApiError } from '@parish/shared/schemas';
import { ApiClientError } from '../../../lib/api.ts';

export interface StoredImage {
  image: string;
  preImage: string;
}

/** Uploads one file as multipart field 'file'; `onProgress` gets 0–100. */
export function uploadPhoto(file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<StoredImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/media');
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as (StoredImage & Partial<ApiError>) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.image) {
        onProgress(100);
        resolve({ image: body.image, preImage: body.preImage ?? '' });
      } else {
        reject(new ApiClientError(xhr.status || 'PARSING_ERROR', body?.code ?? 'error', body?.message ?? xhr.statusText, body?.fields));
      }
    };
    xhr.onerror = () => reject(new ApiClientError('FETCH_ERROR', 'fetch_error', 'Upload failed'));
    xhr.ontimeout = () => reject(new ApiClientError('TIMEOUT_ERROR', 'timeout', 'Upload timed out'));
    xhr.onabort = () => reject(new ApiClientError(0, "aborted", "Upload cancelled"));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number }
  | { status: 'done'; result: StoredImage }
  | { status: 'error'; error: ApiClientError };

/** The upload of one photo with its progress; a new upload cancels the previous one. */
export function usePhotoUpload() {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const upload = useCallback(async (file: File): Promise<StoredImage | null> => {
    controller.current?.abort();
    // Refused before sending: no point pushing 20 MB over a phone connection to hear "too big".
    if (file.size > MAX_UPLOAD_BYTES) {
      setState({ status: 'error', error: new ApiClientError(413, ERROR_CODES.payloadTooLarge, 'The photo is larger than 15 MB') });
      return null;
    }
    const ac = new AbortController();
    controller.current = ac;
    setState({ status: 'uploading', percent: 0 });
    try {
      const result = await uploadPhoto(file, (percent) => setState({ status: 'uploading', percent }), ac.signal);
      if (ac.signal.aborted) return null;
      setState({ status: 'done', result });
      return result;
    } catch (err) {
      if (ac.signal.aborted) return null;
      const error = err instanceof ApiClientError ? err : new ApiClientError('FETCH_ERROR', 'fetch_error', String(err));
      setState({ status: 'error', error });
      return null;
    }
  }, []);
  const reset = useCallback(() => {
    controller.current?.abort();
    setState({ status: 'idle' });
  }, []);
  return { state, upload, reset };
}
