// A failed read is retried once for network failures and 5xx, never for a 4xx or a timeout
// (docs/decisions.md "Waiting: 15 s, and a 4xx is final").
import { describe, expect, it } from 'vitest';
import { ApiClientError } from './api.ts';
import { shouldRetryQuery } from './query-client.ts';

describe('shouldRetryQuery', () => {
  it('retries a network failure and a server error once', () => {
    for (const error of [
      new ApiClientError('FETCH_ERROR', 'fetch_error', 'Failed to fetch'),
      new ApiClientError(500, 'internal_error', 'x'),
      new ApiClientError(503, 'error', 'x'),
    ]) {
      expect(shouldRetryQuery(0, error)).toBe(true);
      expect(shouldRetryQuery(1, error)).toBe(false);
    }
  });

  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetryQuery(0, new ApiClientError(status, 'error', 'x'))).toBe(false);
    }
  });

  it('never retries a timeout, a parse failure or an error that is not from the API', () => {
    expect(shouldRetryQuery(0, new ApiClientError('TIMEOUT_ERROR', 'timeout', 'Request timed out'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiClientError('PARSING_ERROR', 'parsing_error', 'x'))).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('bug'))).toBe(false);
  });
});
