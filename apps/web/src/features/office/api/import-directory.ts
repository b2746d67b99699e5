import { ERROR_CODES } from '@parish/shared/plain/error-codes';
import type { ImportReport } from '@parish/shared/office';
import { api, ApiClientError } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { houses } from '@parish/shared/plain/routes/houses';
import { office } from '@parish/shared/plain/routes/office';

/** A 100,000-member file takes a while to check and write. */
const IMPORT_TIMEOUT_MS = 300_000;

/**
 * The directory's import (or its preview) with the file as it is; a refused import answers with the preview's report.
 */
async function sendFile(file: File, preview: boolean): Promise<ImportReport> {
  try {
    return await api<ImportReport>(preview ? office.importPreview : office.import, {
      body: file,
      timeoutMs: IMPORT_TIMEOUT_MS,
    });
  } catch (err) {
    // The rows changed since their preview: say which, as the preview does (nothing was written).
    if (!preview && err instanceof ApiClientError && err.code === ERROR_CODES.importRefused)
      return sendFile(file, true);
    throw err;
  }
}

export function usePreviewImport() {
  return useInvalidatingMutation({ mutationFn: (file: File) => sendFile(file, true), invalidates: [] });
}

export function useImportDirectory() {
  return useInvalidatingMutation({
    mutationFn: (file: File) => sendFile(file, false),
    invalidates: [allOf(houses.create), allOf(office.import)],
  });
}
