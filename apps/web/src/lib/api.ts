// The one HTTP client: JSON in, typed data or a typed ApiClientError out. It never touches the UI;
// the shared error handler (lib/error-handler) decides what the user sees.
import type { ApiError } from '@parish/shared/schemas';

/** Spec §8: failures that never reached a status code. */
export type FetchFailure = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';

export class ApiClientError extends Error {
  constructor(
    readonly status: number | FetchFailure,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;

export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method: opts.method ?? 'GET',
      credentials: 'same-origin',
      headers: opts.body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal,
    });
  } catch (err) {
    if (timeout.aborted) throw new ApiClientError('TIMEOUT_ERROR', 'timeout', 'Request timed out');
    if (opts.signal?.aborted) throw err;
    throw new ApiClientError('FETCH_ERROR', 'fetch_error', err instanceof Error ? err.message : String(err));
  }
  let data: unknown;
  try {
    data = res.status === 204 ? undefined : await res.json();
  } catch {
    throw new ApiClientError(res.ok ? 'PARSING_ERROR' : res.status, 'parsing_error', `Response of ${path} is not JSON`);
  }
  if (!res.ok) {
    const e = (data ?? {}) as Partial<ApiError>;
    throw new ApiClientError(res.status, e.code ?? 'error', e.message ?? res.statusText, e.fields);
  }
  return data as T;
}
