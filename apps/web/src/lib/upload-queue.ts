// Many files at once (a feast's 300 photos of 5–12 MB from one phone; docs/decisions.md "Gallery: a
// whole event's photos from one phone"). Each file goes
// through `uploadFile` (lib/upload.ts) with its own progress, a few at a time; a file refused
// before sending (type, size) or by the server (415, 413, 400) is marked and the others go on; a
// transfer that failed on the way (network, time-out, 429, 5xx) is tried again by itself, again
// when the phone comes back online, and then waits for the person's retry. `onStored` runs after
// each file is stored (e.g. adds it to its record at once, so nothing is lost if the page closes);
// when it fails, a retry runs only it again, without sending the file a second time.
//
// Memory: files stay the browser's disk-backed File objects (never read into memory here, no
// preview URLs), each is let go once stored, and only `concurrency` requests run at a time.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UploadKind } from '@parish/shared/media';
import { ApiClientError } from './api.ts';
import {
  IMAGE_UPLOAD_URL,
  readStoredImage,
  refusalError,
  uploadFile,
  type ReadStored,
  type StoredImage,
} from './upload.ts';

export type QueueStatus = 'waiting' | 'uploading' | 'done' | 'failed' | 'refused' | 'skipped';

export interface QueueItem<T> {
  key: string;
  name: string;
  size: number;
  status: QueueStatus;
  /** 0–100 while uploading. */
  percent: number;
  result?: T;
  error?: ApiClientError;
}

export interface UploadQueueOptions<T> {
  kind: UploadKind;
  url?: string;
  read?: ReadStored<T>;
  /** Requests at a time (the gallery's: three). */
  concurrency?: number;
  /** Runs after a file is stored; a rejection fails the item (a retry runs only this again). */
  onStored?: (result: T, file: { name: string }) => Promise<unknown>;
  /**
   * Remembers the files that finished under this key (localStorage: name, size and date of each),
   * so choosing the same files again after a closed page or a lost connection skips them.
   */
  rememberKey?: string | null;
  /** Automatic tries again of a transfer that failed on the way, before it waits for a retry. */
  retries?: number;
  /** Milliseconds before each automatic try again (the last one repeats). */
  retryDelays?: readonly number[];
}

export interface UploadQueue<T> {
  items: QueueItem<T>[];
  /** Adds files: refused ones are marked at once, already finished ones (rememberKey) skipped, the rest queued. */
  add: (files: Iterable<File>) => void;
  retry: (key: string) => void;
  retryFailed: () => void;
  /** Stops an item (aborts it if it is going) and takes it off the list. */
  remove: (key: string) => void;
  /** Stops everything not finished and takes it off the list. */
  stopAll: () => void;
  /** Files waiting or going. */
  busy: boolean;
  counts: Record<QueueStatus, number>;
}

/** A file's identity across picks: the same photo chosen again has the same key. */
export function fileKey(file: File): string {
  return `${file.name}|${file.size}|${file.lastModified}`;
}

/** Whether a failure is worth another try by itself (the way there failed, not the file). */
export function isTransient(error: ApiClientError): boolean {
  const s = error.status;
  return s === 'FETCH_ERROR' || s === 'TIMEOUT_ERROR' || s === 408 || s === 429 || (typeof s === 'number' && s >= 500);
}

const DEFAULT_RETRY_DELAYS = [2000, 8000] as const;
const REMEMBER_PREFIX = 'uploaded:';
const REMEMBER_MAX = 3000;

function remembered(key: string | null | undefined): Set<string> {
  if (!key) return new Set();
  try {
    const list: unknown = JSON.parse(localStorage.getItem(REMEMBER_PREFIX + key) ?? '[]');
    return new Set(Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : []);
  } catch {
    return new Set();
  }
}

function remember(key: string | null | undefined, fileKeys: Set<string>) {
  if (!key) return;
  try {
    localStorage.setItem(REMEMBER_PREFIX + key, JSON.stringify([...fileKeys].slice(-REMEMBER_MAX)));
  } catch {
    // A full storage only loses the skipping; the server adds no photo twice anyway.
  }
}

const asClientError = (err: unknown) =>
  err instanceof ApiClientError ? err : new ApiClientError('FETCH_ERROR', 'fetch_error', String(err));

export function useUploadQueue<T = StoredImage>(options: UploadQueueOptions<T>): UploadQueue<T> {
  const { url = IMAGE_UPLOAD_URL, concurrency = 3, retries = 2, retryDelays = DEFAULT_RETRY_DELAYS } = options;
  const [items, setItems] = useState<QueueItem<T>[]>([]);
  const opts = useRef(options);
  opts.current = options;
  // The scheduler's own records (state is for drawing): files not yet stored, the order they go
  // in, the requests going, results whose onStored still has to succeed, automatic tries made.
  const files = useRef(new Map<string, File>());
  const queue = useRef<string[]>([]);
  const running = useRef(new Map<string, AbortController>());
  const storedOnly = useRef(new Map<string, T>());
  const tries = useRef(new Map<string, number>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const done = useRef<Set<string> | null>(null);
  const rememberKey = options.rememberKey;

  const patch = useCallback((key: string, change: Partial<QueueItem<T>>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const doneKeys = useCallback(() => {
    if (!done.current) done.current = remembered(opts.current.rememberKey);
    return done.current;
  }, []);
  useEffect(() => {
    done.current = null;
  }, [rememberKey]);

  const pump = useCallback(() => {
    while (running.current.size < concurrency && queue.current.length) {
      const key = queue.current.shift()!;
      const file = files.current.get(key);
      const already = storedOnly.current.get(key);
      if (!file && already === undefined) continue;
      const ac = new AbortController();
      running.current.set(key, ac);
      patch(key, { status: 'uploading', percent: already === undefined ? 0 : 100, error: undefined });
      const read = (opts.current.read ?? readStoredImage) as ReadStored<T>;
      void (async () => {
        try {
          let lastPercent = -1;
          const result =
            already !== undefined
              ? already
              : await uploadFile(
                  url,
                  file!,
                  read,
                  (percent) => {
                    if (ac.signal.aborted || percent === lastPercent) return;
                    lastPercent = percent;
                    patch(key, { percent });
                  },
                  ac.signal,
                );
          if (ac.signal.aborted) return;
          storedOnly.current.set(key, result);
          files.current.delete(key); // stored: the file is let go
          await opts.current.onStored?.(result, { name: file?.name ?? key });
          if (ac.signal.aborted) return;
          storedOnly.current.delete(key);
          tries.current.delete(key);
          const keys = doneKeys();
          keys.add(key);
          remember(opts.current.rememberKey, keys);
          patch(key, { status: 'done', percent: 100, result });
        } catch (err) {
          if (ac.signal.aborted) return;
          const error = asClientError(err);
          const transient = isTransient(error);
          const made = tries.current.get(key) ?? 0;
          if (transient && made < retries) {
            tries.current.set(key, made + 1);
            patch(key, { status: 'waiting', percent: 0, error });
            const timer = setTimeout(
              () => {
                timers.current.delete(timer);
                queue.current.push(key);
                pump();
              },
              retryDelays[Math.min(made, retryDelays.length - 1)] ?? 0,
            );
            timers.current.add(timer);
          } else {
            patch(key, { status: transient || storedOnly.current.has(key) ? 'failed' : 'refused', error });
          }
        } finally {
          if (running.current.get(key) === ac) running.current.delete(key);
          pump();
        }
      })();
    }
  }, [concurrency, url, retries, retryDelays, patch, doneKeys]);

  const add = useCallback(
    (picked: Iterable<File>) => {
      const known = new Set([...files.current.keys(), ...storedOnly.current.keys()]);
      const skip = doneKeys();
      const fresh: QueueItem<T>[] = [];
      for (const file of picked) {
        const key = fileKey(file);
        if (known.has(key)) continue;
        known.add(key);
        const base = { key, name: file.name, size: file.size, percent: 0 };
        if (skip.has(key)) {
          fresh.push({ ...base, status: 'skipped', percent: 100 });
          continue;
        }
        const refused = refusalError(opts.current.kind, file);
        if (refused) {
          fresh.push({ ...base, status: 'refused', error: refused });
          continue;
        }
        files.current.set(key, file);
        queue.current.push(key);
        fresh.push({ ...base, status: 'waiting' });
      }
      // A file chosen again replaces its earlier row (a refused or stopped one).
      const keys = new Set(fresh.map((f) => f.key));
      setItems((list) => [
        ...list.filter((i) => !keys.has(i.key) || i.status === 'done'),
        ...fresh.filter((f) => !list.some((i) => i.key === f.key && i.status === 'done')),
      ]);
      pump();
    },
    [pump, doneKeys],
  );

  const retry = useCallback(
    (key: string) => {
      if (running.current.has(key) || queue.current.includes(key)) return;
      if (!files.current.has(key) && !storedOnly.current.has(key)) return;
      tries.current.delete(key);
      queue.current.push(key);
      patch(key, { status: 'waiting', percent: 0, error: undefined });
      pump();
    },
    [patch, pump],
  );

  const itemsRef = useRef(items);
  itemsRef.current = items;
  const retryFailed = useCallback(() => {
    for (const item of itemsRef.current) if (item.status === 'failed') retry(item.key);
  }, [retry]);

  const remove = useCallback(
    (key: string) => {
      running.current.get(key)?.abort();
      running.current.delete(key);
      queue.current = queue.current.filter((k) => k !== key);
      files.current.delete(key);
      storedOnly.current.delete(key);
      setItems((list) => list.filter((i) => i.key !== key));
      pump();
    },
    [pump],
  );

  const stopAll = useCallback(() => {
    for (const ac of running.current.values()) ac.abort();
    running.current.clear();
    for (const timer of timers.current) clearTimeout(timer);
    timers.current.clear();
    queue.current = [];
    files.current.clear();
    storedOnly.current.clear();
    setItems((list) => list.filter((i) => i.status === 'done' || i.status === 'skipped'));
  }, []);

  // Back online: what failed on the way goes again by itself.
  useEffect(() => {
    const onOnline = () => {
      for (const item of itemsRef.current)
        if (item.status === 'failed' && item.error && isTransient(item.error)) retry(item.key);
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [retry]);

  // Leaving the screen stops what is going (the leave guard asks first).
  useEffect(
    () => () => {
      for (const ac of running.current.values()) ac.abort();
      for (const timer of timers.current) clearTimeout(timer);
    },
    [],
  );

  const counts = useMemo(() => {
    const c: Record<QueueStatus, number> = { waiting: 0, uploading: 0, done: 0, failed: 0, refused: 0, skipped: 0 };
    for (const item of items) c[item.status]++;
    return c;
  }, [items]);

  return { items, add, retry, retryFailed, remove, stopAll, busy: counts.waiting + counts.uploading > 0, counts };
}
