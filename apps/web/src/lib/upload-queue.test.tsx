import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUploadQueue, type UploadQueueOptions } from './upload-queue.ts';

/** A stand-in for XMLHttpRequest: each send waits until the test answers it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  status = 0;
  response: unknown = null;
  statusText = '';
  responseType = '';
  withCredentials = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  file: File | null = null;
  aborted = false;
  open() {}
  send(form: FormData) {
    this.file = form.get('file') as File;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.response = body;
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}

const going = () => FakeXhr.sent.filter((x) => !x.aborted && x.status === 0 && !x.settled);
interface FakeXhr {
  settled?: boolean;
}
const answer = async (
  xhr: FakeXhr,
  status = 201,
  body: unknown = { image: `/media/${xhr.file?.name}.webp`, preImage: '' },
) => {
  xhr.settled = true;
  await act(async () => {
    if (status === 0) xhr.fail();
    else xhr.answer(status, body);
    await new Promise((r) => setTimeout(r, 0));
  });
};

const photo = (name: string, type = 'image/jpeg', size = 1000) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1 });

function setup(options: Partial<UploadQueueOptions<{ image: string }>> = {}) {
  return renderHook(() => useUploadQueue<{ image: string }>({ kind: 'image', retries: 0, ...options }));
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('useUploadQueue', () => {
  it('sends three at a time, marks a refused file at once and finishes the others', async () => {
    const { result } = setup();
    const files = ['1.jpg', '2.jpg', 'notes.txt', '3.jpg', '4.jpg', '5.jpg'].map((n) =>
      photo(n, n.endsWith('.txt') ? 'text/plain' : 'image/jpeg'),
    );
    act(() => result.current.add(files));
    expect(result.current.items.find((i) => i.name === 'notes.txt')?.status).toBe('refused');
    expect(going().map((x) => x.file?.name)).toEqual(['1.jpg', '2.jpg', '3.jpg']);
    expect(result.current.counts).toMatchObject({ uploading: 3, waiting: 2, refused: 1 });
    expect(result.current.busy).toBe(true);

    await act(async () => {
      going()[0].upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    });
    expect(result.current.items[0].percent).toBe(50);

    while (going().length) await answer(going()[0]);
    expect(FakeXhr.sent).toHaveLength(5);
    expect(result.current.counts).toMatchObject({ done: 5, refused: 1, waiting: 0, uploading: 0 });
    expect(result.current.busy).toBe(false);
    expect(result.current.items[0].result).toEqual({ image: '/media/1.jpg.webp', preImage: '' });
  });

  it('a server refusal (415) is refused, a lost connection failed; retry sends that file again', async () => {
    const { result } = setup();
    act(() => result.current.add([photo('a.jpg'), photo('b.jpg')]));
    await answer(going()[0], 415, { code: 'unsupported_media_type', message: 'no' });
    await answer(going()[0], 0);
    expect(result.current.items.map((i) => i.status)).toEqual(['refused', 'failed']);
    act(() => result.current.retry(result.current.items[1].key));
    expect(going().map((x) => x.file?.name)).toEqual(['b.jpg']);
    await answer(going()[0]);
    expect(result.current.items.map((i) => i.status)).toEqual(['refused', 'done']);
  });

  it('tries a transfer that failed on the way again by itself', async () => {
    const { result } = setup({ retries: 1, retryDelays: [0] });
    act(() => result.current.add([photo('a.jpg')]));
    await answer(going()[0], 503, { code: 'internal_error', message: 'busy' });
    await waitFor(() => expect(going()).toHaveLength(1));
    await answer(going()[0]);
    expect(result.current.items[0].status).toBe('done');
  });

  it('when onStored fails, a retry runs only it again (the file is not sent twice)', async () => {
    const onStored = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const { result } = setup({ onStored });
    act(() => result.current.add([photo('a.jpg')]));
    await answer(going()[0]);
    expect(result.current.items[0].status).toBe('failed');
    act(() => result.current.retryFailed());
    await waitFor(() => expect(result.current.items[0].status).toBe('done'));
    expect(FakeXhr.sent).toHaveLength(1);
    expect(onStored).toHaveBeenCalledTimes(2);
  });

  it('remembers finished files under rememberKey and skips them when chosen again', async () => {
    const first = setup({ rememberKey: 'event-1' });
    act(() => first.result.current.add([photo('a.jpg'), photo('b.jpg')]));
    await answer(going()[0]);
    first.unmount(); // the page closed with b.jpg still going

    const again = setup({ rememberKey: 'event-1' });
    act(() => again.result.current.add([photo('a.jpg'), photo('b.jpg')]));
    expect(again.result.current.items.map((i) => [i.name, i.status])).toEqual([
      ['a.jpg', 'skipped'],
      ['b.jpg', 'uploading'],
    ]);
    expect(going().map((x) => x.file?.name)).toEqual(['b.jpg']);
  });

  it('stopAll aborts what is going and drops what waits', async () => {
    const { result } = setup();
    act(() => result.current.add(['1', '2', '3', '4'].map((n) => photo(`${n}.jpg`))));
    act(() => result.current.stopAll());
    expect(FakeXhr.sent.every((x) => x.aborted)).toBe(true);
    expect(result.current.items).toEqual([]);
    expect(result.current.busy).toBe(false);
  });
});
