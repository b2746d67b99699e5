import { useMutation, useQuery } from '@tanstack/react-query';
import type { PrivacyRequest, PrivacyRequestInput, PrivacyRequestUpdate } from '@parish/shared/privacy';
import { at } from '@parish/shared/plain/routes/path';
import { privacy } from '@parish/shared/plain/routes/privacy';
import { api } from '../../../lib/api.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

export interface RequestReceived {
  _id: string;
  receivedAt: string;
  dueAt: string;
}

/** POST /api/privacy/requests (anyone). */
export function useSendRequest() {
  return useMutation({
    mutationFn: (input: PrivacyRequestInput) => api<RequestReceived>(privacy.request, { body: input }),
  });
}

/** GET /api/privacy/requests (admin): the queue, open ones first, oldest first. */
export function usePrivacyRequests() {
  return useQuery({
    queryKey: keyOf(privacy.requests),
    queryFn: ({ signal }) => api<{ items: PrivacyRequest[]; open: number }>(privacy.requests, { signal }),
    staleTime: 0,
  });
}

/** PUT /api/privacy/requests/{id} (admin). */
export function useAnswerRequest() {
  return useInvalidatingMutation({
    mutationFn: ({ id, update }: { id: string; update: PrivacyRequestUpdate }) =>
      api<PrivacyRequest>(at(privacy.answerRequest, { id }), { body: update }),
    invalidates: [keyOf(privacy.requests)],
  });
}
