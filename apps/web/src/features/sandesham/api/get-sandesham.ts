import { useQuery } from '@tanstack/react-query';
import type { Sandesham } from '@parish/shared/sandesham';
import { api } from '../../../lib/api.ts';
import { readPaths } from '@parish/shared/plain/page-reads';
import { keyOf } from '../../../lib/query-keys.ts';
import { sandesham } from '@parish/shared/plain/routes/sandesham';

/** docs/product.md "Sandesham API": the messages, newest first. */
export function useSandeshamList() {
  return useQuery({
    queryKey: keyOf(sandesham.list),
    queryFn: ({ signal }) => api<Sandesham[]>(readPaths.sandesham(), { signal }),
  });
}
