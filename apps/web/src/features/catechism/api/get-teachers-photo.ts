import { useQuery } from '@tanstack/react-query';
import type { TeachersPhoto } from '@parish/shared/board';
import { api } from '../../../lib/api.ts';
import { readPaths } from '@parish/shared/plain/page-reads';
import { keyOf } from '../../../lib/query-keys.ts';
import { board } from '@parish/shared/plain/routes/board';

/** docs/product.md "Catechism home": the teachers photo (board title 13), as a picture alone; the current one. */
export function useTeachersPhoto() {
  return useQuery({
    queryKey: keyOf(board.teachersPhoto),
    queryFn: ({ signal }) => api<TeachersPhoto>(readPaths.teachersPhoto(), { signal }),
    select: (photo) => (photo ? { image: photo.image, preImage: photo.preImage ?? '' } : null),
    staleTime: 0, // docs/product.md "API": board-by-title queries are not cached
  });
}
