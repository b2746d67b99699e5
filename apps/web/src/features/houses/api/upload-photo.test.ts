import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MAX_UPLOAD_BYTES } from '@parish/shared/constants';
import { usePhotoUpload } from './upload-photo.ts';

/** A stand-in XMLHttpRequest the test drives: upload progress, then the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  response: unknown = null;
  responseType = '';
  withCredentials = false;
  method = '';
  url = '';
  body: FormData | null = null;
  constructor() { FakeXhr.last = this; }
  open(method: string, url: string) { this.method = method; this.url = url; }
  send(body: FormData) { this.body = body; }
  abort() { this.onabort?.(); }
  respond(status: number, response: unknown) { this.status = status; this.response = response; this.onload?.(); }
}

afterEach(() => vi.unstubAllGlobals());

describe('usePhotoUpload', () => {
  it('posts the file as multipart field "file" and reports progress, then the stored names', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { result } = renderHook(() => usePhotoUpload());
    const file = new File([new Uint8Array(1000)], 'family.jpg', { type: 'image/jpeg' });
    let done: Promise<unknown> = Promise.resolve();
    act(() => { done = result.current.upload(file); });
    const xhr = FakeXhr.last;
    if (!xhr) throw new Error('no request');
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/media', true]);
    expect(xhr.body?.get('file')).toBe(file);
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 420, total: 1000 }));
    expect(result.current.state).toEqual({ status: 'uploading', percent: 42 });
    await act(async () => { xhr.respond(201, { image: '/media/abc.webp', preImage: 'data:image/webp;base64,AA' }); await done; });
    expect(result.current.state).toEqual({ status: 'done', result: { image: '/media/abc.webp', preImage: 'data:image/webp;base64,AA' } });
  });

  it('a refusal keeps its status (415 wrong type) for the form to explain', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { result } = renderHook(() => usePhotoUpload());
    let done: Promise<unknown> = Promise.resolve();
    act(() => { done = result.current.upload(new File(['text'], 'a.png')); });
    await act(async () => { FakeXhr.last?.respond(415, { statusCode: 415, code: 'unsupported_media_type', message: 'Not a photo' }); await done; });
    expect(result.current.state.status).toBe('error');
    expect(result.current.state.status === 'error' && result.current.state.error.status).toBe(415);
  });

  it('refuses a file over the limit without sending it', async () => {
    const xhr = vi.fn();
    vi.stubGlobal('XMLHttpRequest', xhr);
    const { result } = renderHook(() => usePhotoUpload());
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await act(async () => { expect(await result.current.upload(big)).toBeNull(); });
    expect(xhr).not.toHaveBeenCalled();
    expect(result.current.state.status === 'error' && result.current.state.error.status).toBe(413);
  });
});
