// The departed's calls (docs/product.md "Departed API"); a page answers `[profiles, total]`, which the
// list kit reads as it is (docs/product.md "Departed record").
import type { Departed, DepartedInput, DepartedPage } from '@parish/shared/departed';
import { DEPARTED_PAGE_SIZE } from '@parish/shared/plain/constants';
import { readPaths } from '@parish/shared/plain/page-reads';
import { departed } from '@parish/shared/plain/routes/departed';
import { api } from '../../../lib/api.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';
import { useDeleteRecord, useSaveRecord } from '../../../lib/use-record-writes.ts';

/** docs/product.md "Departed" and "Business constants": pages of 12 while more remain. */
export const useDepartedPages = () =>
  usePagedQuery<Departed, DepartedPage>({
    queryKey: keyOf(departed.page),
    fetchPage: (page, signal) => api<DepartedPage>(readPaths.departed(page), { signal }),
    pageSize: DEPARTED_PAGE_SIZE,
  });

/** Adds a profile (logged-in users), or changes one when an id is given (admin). */
export const useSaveDeparted = () => useSaveRecord<Departed, DepartedInput>(departed);
export const useDeleteDeparted = () => useDeleteRecord(departed.remove);
