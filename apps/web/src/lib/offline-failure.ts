// A write that could not go because the browser has no network (docs/decisions.md "One service
// worker: installable, readable offline"): the form kit then sends nothing, keeps what was typed
// and says the write needs a connection. Not in lib/api.ts: only the forms' chunks need it.
import { ApiClientError } from './api.ts';

/** The code of a call that was not sent because the browser has no network. */
export const OFFLINE_CODE = 'offline';

/** The browser says it has no network. */
export const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Thrown instead of sending: nothing half-sent. */
export const notSentOffline = () => new ApiClientError('FETCH_ERROR', OFFLINE_CODE, 'No network: nothing was sent');

/** A failure of the way there while the browser has no network, or a call not sent for that. */
export function isOfflineFailure(error: unknown): boolean {
  return (
    error instanceof ApiClientError &&
    (error.code === OFFLINE_CODE || (error.status === 'FETCH_ERROR' && browserOffline()))
  );
}
