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

/**
 * How long a request may wait for its answer before the slow-network screen (issue 8: 15 s, not
 * retried, so a hanging request is shown after 15 s instead of ~42 s).
 */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * An abort signal that fires after `ms`. Built on setTimeout rather than AbortSignal.timeout, so
 * the browser's fake clock (Playwright's page.clock) can move it forward in tests.
 */
function timeoutSignal(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('Request timed out', 'TimeoutError')), ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const timer = timeoutSignal(opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  try {
    return await request<T>(path, opts, timer.signal);
  } finally {
    timer.clear();
  }
}

async function request<T>(path: string, opts: RequestOptions, timeout: AbortSignal): Promise<T> {
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
