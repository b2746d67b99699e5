import { useQuery } from '@tanstack/react-query';
import type { Sandesham } from '@parish/shared/sandesham';
import { api } from '../../../lib/api.ts';
import { sandeshamKeys } from './keys.ts';
import { readPaths } from '@parish/shared/plain/page-reads';

/** docs/product.md "Sandesham API": the messages, newest first. */
export function useSandeshamList() {
  return useQuery({
    queryKey: sandeshamKeys.list(),
    queryFn: ({ signal }) => api<Sandesham[]>(readPaths.sandesham(), { signal }),
  });
}
