import { useQuery } from '@tanstack/react-query';
import type { Erased, HeldData } from '@parish/shared/privacy';
import { api } from '../../../lib/api.ts';
import { houseKeys } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { privacyKeys } from './keys.ts';

/** GET /api/houses/{id}/held (admin): everything held about a family; each read is audited. */
export function useHeld(id: string) {
  return useQuery({
    queryKey: privacyKeys.held(id),
    queryFn: ({ signal }) => api<HeldData>(`/houses/${encodeURIComponent(id)}/held`, { signal }),
    staleTime: 0,
  });
}

/** POST /api/houses/{id}/erase (admin): the family, its photos and the values of its audit rows go. */
export function useEraseFamily() {
  return useInvalidatingMutation({
    mutationFn: (id: string) => api<Erased>(`/houses/${encodeURIComponent(id)}/erase`, { method: 'POST' }),
    invalidates: [houseKeys.all, privacyKeys.requests()],
    removes: (id) => [privacyKeys.held(id)],
  });
}
