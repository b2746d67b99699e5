// The stable error codes of every API error (docs/product.md "Errors"), without zod: the web reads them on screens
// that validate nothing (the gallery's delete flow no longer brings zod, ~24 KB gzipped;
// docs/decisions.md "Error codes live in a zod-free file").
export const ERROR_CODES = {
  validation: 'validation_error',
  invalidJson: 'invalid_json',
  payloadTooLarge: 'payload_too_large',
  unsupportedMedia: 'unsupported_media_type',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  badOrigin: 'bad_origin',
  rateLimited: 'rate_limited',
  loginFailed: 'login_failed',
  conflict: 'conflict',
  internal: 'internal_error',
  /** One code per situation the UI explains in its own words (a 409/400 of its own). */
  headOfFamily: 'head_of_family',
  headChanged: 'head_changed',
  needsHead: 'needs_head_of_family',
  usernameTaken: 'username_taken',
  /** The last admin cannot be demoted or removed; a wrong current password. */
  lastAdmin: 'last_admin',
  wrongPassword: 'wrong_password',
  /** A directory import with bad rows writes nothing; /import/preview lists the rows. */
  importRefused: 'import_refused',
  /** The push registry holds PUSH_SUBSCRIPTIONS_MAX subscriptions: a new one waits (503). */
  pushRegistryFull: 'push_registry_full',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * A directory file refused before its rows are checked (docs/decisions.md, "Files read through
 * libraries, with bounded memory"); the office screen says each in its own words.
 */
export const IMPORT_FILE_ERRORS = {
  /** 413: the workbook's parts inflate past IMPORT_MAX_INFLATED_BYTES (a zip bomb, or a huge sheet). */
  tooLarge: 'import_too_large',
  /** 413: more than IMPORT_MAX_ROWS rows. */
  tooManyRows: 'import_too_many_rows',
  /** 400: a row of more than IMPORT_MAX_CELLS cells, or a cell of more than IMPORT_MAX_CELL_CHARS characters. */
  rowTooLong: 'import_row_too_long',
  /** 413: reading took longer than IMPORT_MAX_SECONDS. */
  tooSlow: 'import_too_slow',
} as const;
export type ImportFileError = (typeof IMPORT_FILE_ERRORS)[keyof typeof IMPORT_FILE_ERRORS];
