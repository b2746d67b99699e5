// docs/product.md "Errors": the one handler for failed API calls. `describeApiError` decides (pure, unit-tested per
// row of the catalogue); `handleApiError` does it: a toast, or the /notFound screen with its state.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ml, type Messages } from '../i18n/ml.ts';
import { getMessages } from '../i18n/language.tsx';
import { ApiClientError, type FetchFailure } from './api.ts';
import { toast } from './toast.ts';
import { errorWords } from './error-texts.ts';

/**
 * Illustrations of the error screen (docs/product.md "Error screens"): 2 slow network, 3 too many requests,
 * 4 server error, 5 unauthorized, else a bug.
 */
export const ERROR_IMAGE = { bug: 1, slowNetwork: 2, tooManyRequests: 3, serverError: 4, unauthorized: 5 } as const;
export type ErrorImage = (typeof ERROR_IMAGE)[keyof typeof ERROR_IMAGE];

/** The navigation state /notFound reads (docs/product.md "Error screens"). */
export interface ErrorScreenState {
  status: number | FetchFailure | 'ROUTER_ERROR';
  /** English text: the server's message, or a short description. */
  error: string;
  errorMalayalam: string;
  /** Where the back button goes: the page the user was on, or /login after a 401. */
  pathname: string;
  image: ErrorImage;
}

export type ErrorOutcome =
  { kind: 'toast'; message: string } | { kind: 'navigate'; to: '/notFound'; state: ErrorScreenState };

export type NavigateToErrorScreen = (to: '/notFound', options: { state: ErrorScreenState }) => unknown;

function statusOf(error: unknown): ErrorScreenState['status'] {
  return error instanceof ApiClientError ? error.status : 'FETCH_ERROR';
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

export { addErrorTexts } from './error-texts.ts';

/** The text of a server error code, once its words have loaded (lib/error-texts.ts). */
function codeText(code: string, texts: Messages): string | undefined {
  return errorWords(code, texts === ml ? 'ml' : 'en');
}

/**
 * The words a failed call is shown with (docs/decisions.md "Server errors are shown by code,
 * once"): the text of its stable code in the UI's
 * language, or a generic text; never the server's English message alone.
 */
export function apiErrorText(error: unknown, texts: Messages = getMessages()): string {
  if (!(error instanceof ApiClientError)) return texts.errorHandler.other;
  if (error.status === 'FETCH_ERROR') return texts.offline.title;
  if (error.status === 'TIMEOUT_ERROR') return texts.errorHandler.timedOut;
  return codeText(error.code, texts) ?? texts.errorHandler.other;
}

export function describeApiError(error: unknown, pathname: string): ErrorOutcome {
  const status = statusOf(error);
  const message = messageOf(error);
  const code = error instanceof ApiClientError ? error.code : '';
  const screen = (state: Omit<ErrorScreenState, 'status' | 'pathname'> & { pathname?: string }): ErrorOutcome => ({
    kind: 'navigate',
    to: '/notFound',
    state: { status, pathname, ...state },
  });

  if (status === 500)
    return screen({ error: message, errorMalayalam: ml.errorHandler.serverError, image: ERROR_IMAGE.serverError });
  if (status === 429)
    return screen({
      error: message,
      errorMalayalam: ml.errorHandler.tooManyRequests,
      image: ERROR_IMAGE.tooManyRequests,
    });
  if (status === 401) {
    return screen({
      error: message,
      errorMalayalam: ml.errorHandler.unauthorized,
      pathname: '/login',
      image: ERROR_IMAGE.unauthorized,
    });
  }
  if (message.includes('ECONN')) return { kind: 'toast', message: getMessages().errorHandler.connectionReset };
  // No answer at all (the network): the page stays where it is, never /notFound, and the words are
  // the site's, never the browser's "Failed to fetch" (docs/decisions.md "A signal that drops and
  // comes back"). A read the page needs is covered by the offline screen instead (lib/use-load-error.ts).
  if (status === 'FETCH_ERROR') return { kind: 'toast', message: getMessages().offline.title };
  if (status === 'TIMEOUT_ERROR' || /timed out/i.test(message) || /timed out/i.test(code)) {
    return screen({ error: 'time-out', errorMalayalam: ml.errorHandler.timedOut, image: ERROR_IMAGE.slowNetwork });
  }
  return screen({
    error: message,
    errorMalayalam: codeText(code, ml) ?? ml.errorHandler.other,
    image: ERROR_IMAGE.bug,
  });
}

/** Applies the catalogue: shows the toast, or opens /notFound with the error's state. */
export function handleApiError(error: unknown, navigate: NavigateToErrorScreen, pathname: string): ErrorOutcome {
  const outcome = describeApiError(error, pathname);
  if (outcome.kind === 'toast') toast.error(outcome.message);
  else navigate(outcome.to, { state: outcome.state });
  return outcome;
}

/** `const onError = useApiErrorHandler(); … onError(error)` inside a screen. */
export function useApiErrorHandler(): (error: unknown) => ErrorOutcome {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback((error: unknown) => handleApiError(error, navigate, pathname), [navigate, pathname]);
}

/**
 * docs/product.md "Errors" "Form-action failures toast the server message": the Malayalam text of its code.
 * Only for failures not already shown beside the action (a dialog's or a form's own message).
 */
export function toastActionError(error: unknown): void {
  toast.error(apiErrorText(error));
}
