// The codes of change requests' own refusals (docs/product.md "Change requests", docs/product.md
// "Requests queue /admin/requests"): apart from ERROR_CODES, whose words every first page carries; the
// family page and the office's queue bring their words with them (addErrorTexts).
export const REQUEST_ERRORS = {
  /** 409: the family holds PENDING_REQUESTS_PER_FAMILY pending requests already. */
  tooManyPending: 'too_many_pending_requests',
  /** 409: a request the office has decided can no longer be withdrawn. */
  requestDecided: 'request_decided',
  /** 409: the office decided this request already. */
  alreadyDecided: 'already_decided',
  /** 409: the record changed since the request read it: approve again knowing so (overrideConflicts). */
  requestConflicts: 'request_conflicts',
} as const;
export type RequestError = (typeof REQUEST_ERRORS)[keyof typeof REQUEST_ERRORS];
