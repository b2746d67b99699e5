// The departed's calls (docs/product.md "Departed API"); a page answers `[profiles, total]`, which the
// list kit reads as it is (docs/product.md "Departed record").
import type { Departed, DepartedInput, DepartedPage } from '@parish/shared/departed';
import { DEPARTED_PAGE_SIZE } from '@parish/shared/plain/constants';
import { readPaths } from '@parish/shared/plain/page-reads';
import { departed } from '@parish/shared/plain/routes/departed';
import { api } from '../../../lib/api.ts';
import { allOf, keyOf } from '../../../lib/query-keys.ts';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

/**
 * docs/product.md "Departed" and "Business constants": pages of 12, while ceil(total / 12) is more than those loaded.
 */
export const useDepartedPages = () =>
  usePagedQuery<Departed, DepartedPage>({
    queryKey: keyOf(departed.page),
    fetchPage: (page, signal) => api<DepartedPage>(readPaths.departed(page), { signal }),
    pageSize: DEPARTED_PAGE_SIZE,
  });

/** Adds a profile (logged-in users), or changes one when an id is given (admin). */
export const useSaveDeparted = () =>
  useInvalidatingMutation({
    mutationFn: ({ id, input }: { id?: string; input: DepartedInput }) =>
      api<Departed>(id ? departed.update : departed.create, { body: id ? { ...input, _id: id } : input }),
    invalidates: [allOf(departed.create)],
  });

export const useDeleteDeparted = () =>
  useInvalidatingMutation({
    mutationFn: (id: string) => api<{ message: string }>(departed.remove, { body: { _id: id } }),
    invalidates: [allOf(departed.remove)],
  });
