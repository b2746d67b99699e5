// The one HTTP client: JSON in, typed data or a typed ApiClientError out. It never touches the UI;
// the shared error handler (lib/error-handler) decides what the user sees.
// Types only from @parish/shared/common: its zod would weigh on the first load.
import type { ApiError, ErrorCode } from '@parish/shared/common';
import type { Endpoint } from '@parish/shared/plain/routes/route';
import { getUserInfo, setUserInfo } from './auth-store.ts';
import { loadErrorTexts } from './error-texts.ts';

/** docs/product.md "Errors": failures that never reached a status code. */
export type FetchFailure = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';

export class ApiClientError extends Error {
  constructor(
    readonly status: number | FetchFailure,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** The whole answer of a failed call, for a route whose 4xx carries more than the error (an import's report). */
    readonly body?: unknown,
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
  /** 'omit' sends no cookie (docs/product.md "News and push API": the push registry is called without credentials). */
  credentials?: 'same-origin' | 'omit';
}

/**
 * How long a request may wait for its answer before the slow-network screen (15 s, not
 * retried, so a hanging request is shown after 15 s instead of ~42 s; docs/decisions.md "Waiting:
 * 15 s, and a 4xx is final").
 */
export const REQUEST_TIMEOUT_MS = 15_000;

const UNAUTHORIZED: ErrorCode = 'unauthorized';

/**
 * An abort signal that fires after `ms`. Built on setTimeout rather than AbortSignal.timeout, so
 * the browser's fake clock (Playwright's page.clock) can move it forward in tests.
 */
function timeoutSignal(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('Request timed out', 'TimeoutError')), ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/** How a request reaches the API: the browser's fetch, or the server's own router while it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(`/api${path}`, init);

/** The server renderer answers the app's reads itself (entry-server.tsx). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** Calls an operation of the route table (`at(route, params, query)`: its method and URL), or a path as it is. */
export async function api<T>(to: string | Endpoint, opts: RequestOptions = {}): Promise<T> {
  const timer = timeoutSignal(opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const [path, method] = typeof to === 'string' ? [to, opts.method] : [to.path, to.method];
  try {
    return await request<T>(path, { ...opts, method }, timer.signal);
  } finally {
    timer.clear();
  }
}

async function request<T>(path: string, opts: RequestOptions, timeout: AbortSignal): Promise<T> {
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await transport(path, {
      method: opts.method ?? 'GET',
      credentials: opts.credentials ?? 'same-origin',
      // A file (Blob) goes as it is, with its own type; anything else as JSON.
      headers:
        opts.body === undefined
          ? undefined
          : {
              'Content-Type':
                opts.body instanceof Blob ? opts.body.type || 'application/octet-stream' : 'application/json',
            },
      body: opts.body === undefined ? undefined : opts.body instanceof Blob ? opts.body : JSON.stringify(opts.body),
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
    // The server no longer knows this session (signed out everywhere, removed, expired): the app
    // stops showing the user as logged in at once, rather than at the next reload
    // (docs/decisions.md "Accounts and passwords").
    if (res.status === 401 && e.code === UNAUTHORIZED && getUserInfo()) setUserInfo(null);
    // The code's words load first, so whoever shows the error finds them (lib/error-texts.ts).
    await loadErrorTexts();
    throw new ApiClientError(res.status, e.code ?? 'error', e.message ?? res.statusText, e.fields, data);
  }
  return data as T;
}
