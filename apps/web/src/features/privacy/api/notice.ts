import { useQuery } from '@tanstack/react-query';
import type { Notice, NoticeInput, Renewals } from '@parish/shared/privacy';
import { readPaths } from '@parish/shared/plain/page-reads';
import { privacy } from '@parish/shared/plain/routes/privacy';
import { api } from '../../../lib/api.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

export interface NoticeAnswer {
  notice: Notice | null;
}

/** GET /api/privacy/notice: the version in force (null until the office publishes one). */
export function useNotice() {
  return useQuery({
    queryKey: keyOf(privacy.notice),
    queryFn: ({ signal }) => api<NoticeAnswer>(readPaths.privacyNotice(), { signal }),
  });
}

/** POST /api/privacy/notice (admin): publishes the next version. */
export function usePublishNotice() {
  return useInvalidatingMutation({
    mutationFn: (input: NoticeInput) => api<NoticeAnswer>(privacy.publishNotice, { body: input }),
    invalidates: [keyOf(privacy.notice), keyOf(privacy.renewals)],
  });
}

/** GET /api/privacy/renewals (admin): the families whose consent is due for renewal; every house write refreshes it. */
export function useRenewals() {
  return useQuery({
    queryKey: ['houses', ...keyOf(privacy.renewals)],
    queryFn: ({ signal }) => api<Renewals>(privacy.renewals, { signal }),
    staleTime: 0,
  });
}
