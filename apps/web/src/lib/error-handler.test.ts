// docs/product.md "Errors", one test per row of the error catalogue.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@parish/shared/common';
import { en } from '../i18n/en.ts';
import { ml } from '../i18n/ml.ts';
import { ApiClientError } from './api.ts';
import { apiErrors } from '../i18n/api-errors.ts';
import { loadErrorTexts } from './error-texts.ts';
import {
  addErrorTexts,
  ERROR_IMAGE,
  apiErrorText,
  describeApiError,
  handleApiError,
  toastActionError,
  type ErrorScreenState,
} from './error-handler.ts';
import { getToasts, dismissToast } from './toast.ts';

const here = '/wards/3';

function screenState(error: unknown): ErrorScreenState {
  const outcome = describeApiError(error, here);
  if (outcome.kind !== 'navigate') throw new Error(`expected a navigation, got ${JSON.stringify(outcome)}`);
  expect(outcome.to).toBe('/notFound');
  return outcome.state;
}

afterEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
});

// The words of ERROR_CODES load with the first failed call in the app (api.ts); here, at once.
beforeAll(() => loadErrorTexts());

describe('the error catalogue (docs/product.md "Errors")', () => {
  it('status 500: server text, Malayalam apology, image 4, back to the current page', () => {
    expect(screenState(new ApiClientError(500, 'internal', 'Database is down'))).toEqual({
      status: 500,
      error: 'Database is down',
      errorMalayalam: ml.errorHandler.serverError,
      pathname: here,
      image: ERROR_IMAGE.serverError,
    });
    expect(ERROR_IMAGE.serverError).toBe(4);
  });

  it('status 429: server message, Malayalam 15-minute text, image 3', () => {
    const state = screenState(new ApiClientError(429, 'rate_limited', 'Too many requests'));
    expect(state).toMatchObject({ status: 429, error: 'Too many requests', image: 3 });
    expect(state.errorMalayalam).toBe(ml.errorHandler.tooManyRequests);
    expect(state.errorMalayalam).toContain('15 മിനിറ്റ');
  });

  it('status 401: server message, Malayalam log-in text, back target /login, image 5', () => {
    const state = screenState(new ApiClientError(401, 'unauthorized', 'Log in first'));
    expect(state).toEqual({
      status: 401,
      error: 'Log in first',
      errorMalayalam: ml.errorHandler.unauthorized,
      pathname: '/login',
      image: 5,
    });
  });

  it('a message containing ECONN: a toast, no navigation', () => {
    const navigate = vi.fn();
    const outcome = handleApiError(
      new ApiClientError(502, 'error', 'connect ECONNREFUSED 127.0.0.1:5432'),
      navigate,
      here,
    );
    expect(outcome).toEqual({ kind: 'toast', message: ml.errorHandler.connectionReset });
    expect(navigate).not.toHaveBeenCalled();
    expect(getToasts().map((t) => t.message)).toEqual([ml.errorHandler.connectionReset]);
  });

  it("'timed out' in the message, or TIMEOUT_ERROR: error 'time-out', slow-internet text, image 2", () => {
    for (const error of [
      new ApiClientError(504, 'error', 'Gateway timed out'),
      new ApiClientError('TIMEOUT_ERROR', 'timeout', 'Request timed out'),
    ]) {
      const state = screenState(error);
      expect(state).toMatchObject({
        error: 'time-out',
        errorMalayalam: ml.errorHandler.timedOut,
        image: 2,
        pathname: here,
      });
    }
  });

  it('any other status: /notFound with that status and message, in Malayalam by its code', () => {
    expect(screenState(new ApiClientError(403, 'forbidden', 'Only an admin may see this'))).toEqual({
      status: 403,
      error: 'Only an admin may see this',
      errorMalayalam: apiErrors.ml.forbidden,
      pathname: here,
      image: 1,
    });
    expect(screenState(new ApiClientError(418, 'teapot', 'x')).errorMalayalam).toBe(ml.errorHandler.other);
  });

  it('no answer (FETCH_ERROR) stays on the page with a Malayalam toast, never /notFound or "Failed to fetch"', () => {
    const outcome = describeApiError(new ApiClientError('FETCH_ERROR', 'fetch_error', 'Failed to fetch'), here);
    expect(outcome).toEqual({ kind: 'toast', message: ml.offline.title });
    expect(apiErrorText(new ApiClientError('FETCH_ERROR', 'fetch_error', 'Failed to fetch'), ml)).toBe(
      ml.offline.title,
    );
  });

  it('other fetch failures carry their status: PARSING_ERROR (and TIMEOUT_ERROR above)', () => {
    expect(
      screenState(new ApiClientError('PARSING_ERROR', 'parsing_error', 'Response of /x is not JSON')),
    ).toMatchObject({ status: 'PARSING_ERROR', image: 1 });
    expect(screenState(new ApiClientError('TIMEOUT_ERROR', 'timeout', 'Request timed out')).status).toBe(
      'TIMEOUT_ERROR',
    );
  });

  it('handleApiError navigates to /notFound with the state', () => {
    const navigate = vi.fn();
    handleApiError(new ApiClientError(500, 'internal', 'boom'), navigate, here);
    expect(navigate).toHaveBeenCalledWith('/notFound', {
      state: expect.objectContaining({ status: 500, image: 4, pathname: here }),
    });
  });
});

describe('server errors in the UI language', () => {
  it('every ERROR_CODES value has a Malayalam text (in Malayalam script) and an English one', () => {
    for (const code of Object.values(ERROR_CODES)) {
      expect(apiErrors.ml, code).toHaveProperty([code]);
      expect(Object.getOwnPropertyDescriptor(apiErrors.ml, code)?.value, code).toMatch(/[\u0D00-\u0D7F]/);
      expect(apiErrors.en, code).toHaveProperty([code]);
    }
  });

  it('shows the text of the code, not the English message; an unknown code gets the generic text', () => {
    expect(apiErrorText(new ApiClientError(401, 'login_failed', 'Wrong username or password'), ml)).toBe(
      apiErrors.ml.login_failed,
    );
    expect(apiErrorText(new ApiClientError(409, 'head_of_family', 'This member is the head of the family'), ml)).toBe(
      apiErrors.ml.head_of_family,
    );
    expect(apiErrorText(new ApiClientError(400, 'something_new', 'English only'), ml)).toBe(ml.errorHandler.other);
    expect(apiErrorText(new ApiClientError(400, 'toString', 'not an own key'), ml)).toBe(ml.errorHandler.other);
    expect(apiErrorText(new ApiClientError('TIMEOUT_ERROR', 'timeout', 'Request timed out'), ml)).toBe(
      ml.errorHandler.timedOut,
    );
    expect(apiErrorText(new Error('bug'), ml)).toBe(ml.errorHandler.other);
  });

  it("words a domain's own code once its screens' messages have added it, in the UI's language", () => {
    const refused = new ApiClientError(409, 'a_domain_code', 'English only');
    expect(apiErrorText(refused, ml)).toBe(ml.errorHandler.other);
    addErrorTexts({ a_domain_code: { ml: 'ഇത് നടക്കില്ല.', en: 'This cannot be done.' } });
    expect(apiErrorText(refused, ml)).toBe('ഇത് നടക്കില്ല.');
    expect(apiErrorText(refused, en)).toBe('This cannot be done.');
  });

  it('a form action failure toasts the Malayalam text', () => {
    toastActionError(new ApiClientError(409, 'username_taken', 'The username x is taken'));
    expect(getToasts().map((t) => t.message)).toEqual([apiErrors.ml.username_taken]);
  });
});
